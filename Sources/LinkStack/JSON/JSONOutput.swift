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

    /// Makes room for `more` bytes.
    @inline(__always)
    mutating func reserve(_ more: Int) { buffer.reserve(more) }
}
