/// The bytes ``JSONWriter`` writes one resolution into, and where it wrote each stack, each set
/// of parameters and each dictionary of tab stacks: one shown twice (a `switchFlow`'s stacks are
/// the target's own, a `present`'s layer is a target modal, a route's parameters are its top
/// screen's) is one array or dictionary, so its bytes are written once and copied after.
struct JSONOutput {
    /// The bytes written so far.
    var buffer: ByteBuffer
    /// Each stack, dictionary and set of parameters written: its storage, its count (-1 for a
    /// dictionary and -2 for parameters, so that no array's elements, whatever their address, are
    /// taken for one), and its bytes in ``buffer``. A `switchFlow`'s tab stacks are its target's
    /// own dictionary, and a route's parameters are its top screen's (and often the screens'
    /// below it). Kept in memory the caller lends (on the stack: an array grown for each result
    /// cost an allocation); when it is full, further ones are written each time, the same bytes.
    private var written: UnsafeMutableBufferPointer<Written>
    /// How many of ``written`` are kept.
    private var writtenCount = 0
    /// The graph's stacks written when its screens were prepared, copied rather than written.
    private let prepared: PreparedStackJSON?

    /// One stack, set of parameters or dictionary written: its storage, its count and its bytes.
    typealias Written = (storage: UInt, count: Int, bytes: Range<Int>)

    /// Writes into a buffer of its own (the caller frees it), keeping nothing written for copying.
    init(capacity: Int, prepared: PreparedStackJSON? = nil) {
        self.init(buffer: ByteBuffer(capacity: capacity), written: UnsafeMutableBufferPointer(start: nil, count: 0), prepared: prepared)
    }

    /// Writes into `buffer`, which the caller frees, keeping up to `written.count` stacks and
    /// dictionaries written in `written`, which must outlive the output's use.
    init(buffer: ByteBuffer, written: UnsafeMutableBufferPointer<Written>, prepared: PreparedStackJSON? = nil) {
        self.buffer = buffer
        self.written = written
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

    /// Appends parameters as `write` writes them, or a copy of their bytes when these very items
    /// (the same storage: the same names and values) were written before.
    mutating func parameters(_ items: [Parameters.Item], _ write: (inout JSONOutput) -> Void) {
        // (None are written, not looked up: every empty array has the same storage.)
        guard !items.isEmpty, let storage = PreparedStackJSON.address(of: items) else { return write(&self) }
        if copyWritten(storage, count: -2) { return }
        writeKept(storage, count: -2, write)
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
        for index in 0..<writtenCount where written[index].storage == storage && written[index].count == count {
            let bytes = written[index].bytes
            buffer.reserve(bytes.count)
            buffer.appendCopyReserved(of: bytes)
            return true
        }
        return false
    }

    /// Writes with `write`, keeping where the bytes are for `storage` and `count`.
    private mutating func writeKept(_ storage: UInt, count: Int, _ write: (inout JSONOutput) -> Void) {
        let start = buffer.count
        write(&self)
        guard writtenCount < written.count else { return }
        written.initializeElement(at: writtenCount, to: (storage, count, start..<buffer.count))
        writtenCount += 1
    }
}
