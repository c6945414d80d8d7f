/// The bytes ``JSONWriter`` writes one resolution into, and where it wrote each stack: a stack
/// shown twice (a `switchFlow`'s stacks are the target's own, a `present`'s layer is a target
/// modal) is one array, so its bytes are written once and copied after.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer
    /// Each stack written: its array's storage, its count, and its bytes in ``buffer``.
    private var stacks: [(storage: UInt, count: Int, bytes: Range<Int>)] = []
    /// The graph's stacks written when its screens were prepared, copied rather than written.
    private let prepared: PreparedStackJSON?

    init(capacity: Int, prepared: PreparedStackJSON? = nil) {
        buffer = ByteBuffer(capacity: capacity)
        self.prepared = prepared
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

    /// Appends `stack` as `write` writes it, or a copy of its bytes when this very array (the same
    /// storage: the same screens, titles included) was written before, here or when the graph
    /// prepared its screens.
    mutating func stack(_ stack: [Screen], _ write: (inout JSONOutput) -> Void) {
        guard let storage = PreparedStackJSON.address(of: stack) else { return write(&self) }
        if let written = stacks.first(where: { $0.storage == storage && $0.count == stack.count }) {
            buffer.reserve(written.bytes.count)
            return buffer.appendCopyReserved(of: written.bytes)
        }
        if let prepared, prepared.append(stackAt: storage, count: stack.count, to: &buffer) { return }
        let start = buffer.count
        write(&self)
        if stacks.isEmpty { stacks.reserveCapacity(8) }  // a tabbed state's stacks: grown once, not step by step
        stacks.append((storage, stack.count, start..<buffer.count))
    }
}
