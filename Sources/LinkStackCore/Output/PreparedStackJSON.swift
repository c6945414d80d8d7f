/// The JSON of the stacks a table's flows start with (a flow's root, each tab's root), written
/// once when a graph's screens are prepared: a resolution showing one of them again (every tab
/// but the selected one of a tabbed flow) copies its bytes instead of writing its screens.
///
/// A stack is found by its very array (its storage and count), never by equality: the arrays are
/// kept here, so no other array can take their storage, and an array of the same screens made
/// anew is written as usual. The bytes are ``JSONWriter``'s own for the stack.
final class PreparedStackJSON: Sendable {
    /// Each stack's storage address, ascending; its count and bytes at the same position.
    private let addresses: [UInt]
    private let entries: [(count: Int, bytes: Range<Int>)]
    private let bytes: [UInt8]
    /// The stacks themselves, held so that their storage stays theirs.
    private let stacks: [[Screen]]

    /// The JSON of each of `stacks` (an empty stack, which has no storage of its own, is left out),
    /// and of those `base` holds.
    init(stacks: [[Screen]], adding base: PreparedStackJSON? = nil) {
        let kept = (base?.stacks ?? []) + stacks.filter { !$0.isEmpty }
        var output = JSONOutput(capacity: 256)
        defer { output.buffer.deallocate() }
        var found: [(address: UInt, count: Int, bytes: Range<Int>)] = []
        for stack in kept {
            guard let address = PreparedStackJSON.address(of: stack), !found.contains(where: { $0.address == address }) else { continue }
            let start = output.buffer.count
            JSONWriter.screens(stack, to: &output)
            found.append((address, stack.count, start..<output.buffer.count))
        }
        found.sort { $0.address < $1.address }
        addresses = found.map(\.address)
        entries = found.map { ($0.count, $0.bytes) }
        bytes = Array(UnsafeBufferPointer(start: output.buffer.base, count: output.buffer.count))
        self.stacks = kept
    }

    /// Where an array's elements are stored, or nil for an empty one.
    static func address<Element>(of array: [Element]) -> UInt? {
        array.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    /// Appends the prepared bytes of the stack stored at `address` with `count` screens to
    /// `output` and returns true, or returns false when it is not one of the prepared stacks.
    func append(stackAt address: UInt, count: Int, to output: inout ByteBuffer) -> Bool {
        guard let first = addresses.first, let last = addresses.last, address >= first, address <= last else { return false }
        var low = 0, high = addresses.count
        while low < high {
            let middle = (low + high) / 2
            if addresses[middle] < address { low = middle + 1 } else { high = middle }
        }
        guard low < addresses.count, addresses[low] == address, entries[low].count == count else { return false }
        let range = entries[low].bytes
        bytes.withUnsafeBufferPointer { bytes in output.append(UnsafeBufferPointer(rebasing: bytes[range])) }
        return true
    }
}
