/// The bytes ``JSONWriter`` writes one resolution into, and where it wrote each stack: a stack
/// shown twice (a `switchFlow`'s stacks are the target's own, a `present`'s layer is a target
/// modal) is one array, so its bytes are written once and copied after.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer
    /// Each stack written: its array's storage, its count, and its bytes in ``buffer``.
    private var stacks: [(storage: UInt, count: Int, bytes: Range<Int>)] = []
    /// Each tabbed state's stacks written (a `switchFlow`'s are its target's own): the
    /// dictionary's storage, and its object's bytes in ``buffer``.
    private var tabStacks: [(storage: UInt, bytes: Range<Int>)] = []
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

    /// Appends a tabbed state's stacks as `write` writes them, or a copy of their bytes when this
    /// very dictionary (the same storage: the same tabs and stacks) was written before.
    mutating func tabStacks(_ tabStacks: [String: [Screen]], _ write: (inout JSONOutput) -> Void) {
        guard let storage = JSONOutput.storage(of: tabStacks) else { return write(&self) }
        if let written = self.tabStacks.first(where: { $0.storage == storage }) {
            buffer.reserve(written.bytes.count)
            return buffer.appendCopyReserved(of: written.bytes)
        }
        let start = buffer.count
        write(&self)
        self.tabStacks.append((storage, start..<buffer.count))
    }

    /// The address of a dictionary's storage, which copies of it share until one of them changes
    /// (every empty dictionary shares one); nil if a dictionary were ever more than that one
    /// reference. The dictionaries written are all held by the resolution being written, so no
    /// two different ones can have the same storage while it is.
    private static func storage(of dictionary: [String: [Screen]]) -> UInt? {
        guard MemoryLayout<[String: [Screen]]>.size == MemoryLayout<UInt>.size else { return nil }
        return unsafeBitCast(dictionary, to: UInt.self)
    }
}
