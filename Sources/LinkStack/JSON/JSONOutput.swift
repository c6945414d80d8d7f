@_spi(Engine) import LinkStackCore

/// The bytes ``JSONWriter`` writes one resolution into, and the last few stacks it wrote there: a
/// resolution shows most stacks twice or more (its target's, a `setStack` or `switchFlow` of the
/// same screens, a tab kept as it was), so a stack equal to one written before is a copy of its
/// bytes. Stacks are compared by value; an equal array that shares its storage compares at once.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer
    /// The stacks written, and where their bytes are in ``buffer``: at most ``keptStacks``.
    private var written: [(stack: [Screen], bytes: Range<Int>)] = []
    /// How many stacks are kept for copying (a tabbed flow's tabs, its target, a plan's stacks).
    private static let keptStacks = 6

    /// Writes into `buffer`, which the caller frees.
    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// Writes into a buffer of its own (the caller frees it).
    init(capacity: Int) {
        self.init(buffer: ByteBuffer(capacity: capacity))
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

    /// Appends `stack` as `write` writes it, or a copy of the bytes of an equal stack written before.
    mutating func stack(_ stack: [Screen], _ write: (inout JSONOutput) -> Void) {
        guard !stack.isEmpty else { return write(&self) }
        for kept in written where kept.stack.count == stack.count && kept.stack == stack {
            buffer.reserve(kept.bytes.count)
            return buffer.appendCopyReserved(of: kept.bytes)
        }
        let start = buffer.count
        write(&self)
        if written.count < JSONOutput.keptStacks { written.append((stack, start..<buffer.count)) }
    }
}
