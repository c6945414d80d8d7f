// Unsafe: the throughput writer's buffer: writing a resolution's bytes straight from it costs GitHub --batch about 28,000 instructions a line, against 104,956 through JSONValue (the performance page).
import LinkStackCore

/// The bytes ``JSONWriter`` writes one resolution into.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer

    /// Writes into `buffer`, which the caller frees.
    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) { buffer.append(byte) }

    /// Appends a constant piece of text.
    @inline(__always)
    mutating func append(_ piece: StaticString) { buffer.append(piece) }

    /// Appends `length` bytes from `source`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) { buffer.append(source, length) }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }

    /// Makes room for `more` bytes.
    @inline(__always)
    mutating func reserve(_ more: Int) { buffer.reserve(more) }
}
