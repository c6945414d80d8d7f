// Unsafe: read(2) into a chunk, lines found with memchr and lent on in place (the --batch reader): Foundation's FileHandle either waits for a whole chunk (read(upToCount:): a client waiting for its answer would wait for ever) or stops the process on a failed read (availableData).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LinkStackCore

/// Reads standard input one line at a time, in 64 KiB reads, holding at most `maxLineBytes` of
/// any one line: a longer line is skipped to its end and reported by its length, so an endless
/// line (`< /dev/zero`) costs flat memory. A line that lies within one read is handed over in
/// place, without a copy.
struct LineReader {
    /// One line of input, without its `\n`.
    enum Line {
        /// The line's bytes, valid only while the line is handled.
        case bytes(LinkBytes)
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
    /// The start of a line that spans reads.
    private var carried: [UInt8] = []

    init(maxLineBytes: Int, descriptor: Int32 = STDIN_FILENO) {
        self.maxLineBytes = maxLineBytes
        self.descriptor = descriptor
    }

    /// Hands the next line to `handle` and returns what it returns, or nil at the end of input.
    /// A last line without `\n` counts. Before a read that would wait for input (none is there
    /// yet), `waiting` runs: the caller writes out what it has, so a client that sends a line
    /// and waits for its answer gets it.
    ///
    /// - Throws: The `errno` of a failed read.
    mutating func next<Result>(_ handle: (Line) -> Result, waiting: () -> Void = {}) throws(ReadError) -> Result? {
        var length = 0
        if !carried.isEmpty { carried.removeAll(keepingCapacity: true) }  // (a call a line, even when empty)
        while true {
            if start == end {
                if !isReadable() { waiting() }
                guard try fill() else {
                    if length == 0 { return nil }
                    return length > maxLineBytes ? handle(.tooLong(length)) : carried.withUnsafeBufferPointer { handle(.bytes(LinkBytes(lending: $0))) }
                }
            }
            let newline = newlineIndex()
            let stop = newline ?? end
            if let newline, length == 0, stop - start <= maxLineBytes {
                defer { start = newline + 1 }
                return chunk.withUnsafeBufferPointer { handle(.bytes(LinkBytes(lending: UnsafeBufferPointer(rebasing: $0[start..<stop])))) }
            }
            length += stop - start
            if length <= maxLineBytes { carried += chunk[start..<stop] } else { carried.removeAll(keepingCapacity: true) }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil {
                return length > maxLineBytes ? handle(.tooLong(length)) : carried.withUnsafeBufferPointer { handle(.bytes(LinkBytes(lending: $0))) }
            }
        }
    }

    /// The position of the next `\n` in the chunk, or nil.
    private func newlineIndex() -> Int? {
        chunk.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// A read that failed, with its `errno`.
    struct ReadError: Error {
        let code: Int32
    }

    /// Whether input is there to read now (a read would not wait).
    private func isReadable() -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
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
