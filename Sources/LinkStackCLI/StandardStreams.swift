// Unsafe: write(2) of a buffer's bytes, retried until all are written.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` so that a failed write is seen.
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
        if let failure = write(bytes, to: STDOUT_FILENO) {
            if failure != EPIPE {
                _ = write(Array("linkstack: cannot write to standard output: \(String(cString: strerror(failure)))\n".utf8),
                          to: STDERR_FILENO)
            }
            exit(ioErrorStatus)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be reported and is ignored.
    static func printError(_ text: String) {
        _ = write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes every byte, retrying short writes and interruptions; the `errno` of a failure, or nil.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, base + offset, raw.count - offset)
                #elseif canImport(Musl)
                let written = Musl.write(descriptor, base + offset, raw.count - offset)
                #else
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                #endif
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
    }
}
