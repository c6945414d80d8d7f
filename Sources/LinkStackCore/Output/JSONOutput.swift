/// The bytes ``JSONWriter`` writes one resolution into, and where it wrote each stack and each
/// dictionary of parameters or tab stacks: one shown twice (a `switchFlow`'s stacks are the
/// target's own, a `present`'s layer is a target modal, a route's parameters are its top screen's)
/// is one array or dictionary, so its bytes are written once and copied after.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer
    /// Each stack and dictionary written: its storage, its count (-1 for a dictionary, so that no
    /// array's elements, whatever their address, are taken for one), and its bytes in ``buffer``.
    /// A `switchFlow`'s tab stacks are its target's own dictionary, and a route's parameters are
    /// its top screen's (and often the screens' below it). One list, so a line grows one.
    private var written: [(storage: UInt, count: Int, bytes: Range<Int>)] = []
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
        if copyWritten(storage, count: stack.count) { return }
        if let prepared, prepared.append(stackAt: storage, count: stack.count, to: &buffer) { return }
        writeKept(storage, count: stack.count, write)
    }

    /// Appends a dictionary's object as `write` writes it, or a copy of its bytes when this very
    /// dictionary (the same storage: the same members) was written before.
    mutating func object<Value>(_ members: [String: Value], _ write: (inout JSONOutput) -> Void) {
        // (An empty one is written, not looked up: every empty dictionary has the same storage.)
        guard !members.isEmpty, let storage = members.storageAddress else { return write(&self) }
        if copyWritten(storage, count: -1) { return }
        writeKept(storage, count: -1, write)
    }

    /// Appends a copy of the bytes written before for `storage` and `count` and returns true, or
    /// returns false when none were.
    private mutating func copyWritten(_ storage: UInt, count: Int) -> Bool {
        guard let written = written.first(where: { $0.storage == storage && $0.count == count }) else { return false }
        buffer.reserve(written.bytes.count)
        buffer.appendCopyReserved(of: written.bytes)
        return true
    }

    /// Writes with `write`, keeping where the bytes are for `storage` and `count`.
    private mutating func writeKept(_ storage: UInt, count: Int, _ write: (inout JSONOutput) -> Void) {
        let start = buffer.count
        write(&self)
        if written.isEmpty { written.reserveCapacity(16) }  // grown once, not step by step
        written.append((storage, count, start..<buffer.count))
    }
}
