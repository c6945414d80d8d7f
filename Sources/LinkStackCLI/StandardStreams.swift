import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written through `FileHandle` (which writes every byte,
/// retrying short writes) so that a failed write is seen.
///
/// A write that fails ends the process with exit 74 (`EX_IOERR`) and a message on standard error
/// (`linkstack resolve URL > /dev/full` must not exit 0 with its output lost). A reader that went
/// away (`EPIPE`, as with `| head -1` when SIGPIPE is ignored) ends it the same way, quietly.
enum StandardStreams {
    /// The exit status after a failed write: `EX_IOERR`.
    static let ioErrorStatus: Int32 = 74

    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    /// Writes `bytes` to standard output, all of them, or ends the process.
    static func write(_ bytes: [UInt8]) {
        if let failure = write(bytes, to: output) {
            if failure != EPIPE {
                _ = write(Array("linkstack: cannot write to standard output: \(String(cString: strerror(failure)))\n".utf8),
                          to: errors)
            }
            exit(ioErrorStatus)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be reported and is ignored.
    static func printError(_ text: String) {
        _ = write(Array((text + "\n").utf8), to: errors)
    }

    private static let output = FileHandle(fileDescriptor: STDOUT_FILENO, closeOnDealloc: false)
    private static let errors = FileHandle(fileDescriptor: STDERR_FILENO, closeOnDealloc: false)

    /// Writes every byte; the `errno` of a failure (`EIO` when the error names none), or nil.
    private static func write(_ bytes: [UInt8], to handle: FileHandle) -> Int32? {
        do {
            try handle.write(contentsOf: bytes)
            return nil
        } catch let error as POSIXError {
            return error.code.rawValue
        } catch {
            return ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map { Int32(truncatingIfNeeded: $0.code) } ?? EIO
        }
    }
}
