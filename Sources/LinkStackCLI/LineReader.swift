#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads standard input one line at a time, in 64 KiB reads, holding at most `maxLineBytes` of
/// any one line: a longer line is skipped to its end and reported by its length, so an endless
/// line (`< /dev/zero`) costs flat memory.
struct LineReader {
    /// One line of input, without its `\n`.
    enum Line: Equatable {
        /// The line's bytes.
        case bytes([UInt8])
        /// A line over the limit, with its whole length in bytes.
        case tooLong(Int)
    }

    /// The longest line read whole, in bytes.
    let maxLineBytes: Int
    private let descriptor: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false

    init(maxLineBytes: Int, descriptor: Int32 = STDIN_FILENO) {
        self.maxLineBytes = maxLineBytes
        self.descriptor = descriptor
    }

    /// The next line, or nil at the end of input. A last line without `\n` counts.
    ///
    /// - Throws: The `errno` of a failed read.
    mutating func next() throws(ReadError) -> Line? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                guard try fill() else {
                    if length == 0 { return nil }
                    return length > maxLineBytes ? .tooLong(length) : .bytes(line)
                }
            }
            let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            length += stop - start
            if length <= maxLineBytes { line += chunk[start..<stop] } else { line = [] }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return length > maxLineBytes ? .tooLong(length) : .bytes(line) }
        }
    }

    /// A read that failed, with its `errno`.
    struct ReadError: Error {
        let code: Int32
    }

    /// Reads the next chunk; false at the end of input.
    private mutating func fill() throws(ReadError) -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                start = 0
                end = count
                return true
            }
            if count == 0 || errno != EINTR {
                atEnd = true
                if count < 0 { throw ReadError(code: errno) }
                return false
            }
        }
    }
}
