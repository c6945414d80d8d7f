/// The last few current states a batch's lines gave, by the exact bytes of their JSON: lines that
/// give the same state (one state, or a few taken in turn) read its JSON once. The state is the
/// very value read, so the graph's check of it (``StateMemo``) finds it at once.
struct RecentStates {
    private var kept: [(bytes: [UInt8], state: NavigationState)] = []
    /// How many states are kept.
    static let capacity = 8

    /// The state kept for the bytes `rest` begins with, and how many they are; nil when `rest`
    /// begins with none of the kept ones. Each kept state's bytes are one whole JSON value, which
    /// ends where its brackets close: bytes that begin with them hold that very value, and need
    /// not be read to their end to be known.
    func state(startingAt rest: UnsafeBufferPointer<UInt8>) -> (state: NavigationState, count: Int)? {
        guard let start = rest.baseAddress else { return nil }
        for index in kept.indices.reversed() where kept[index].bytes.count <= rest.count {  // (by index: no entry copied)
            let same = kept[index].bytes.withUnsafeBufferPointer { ByteBuffer.equal($0, UnsafeBufferPointer(start: start, count: $0.count)) }
            if same { return (kept[index].state, kept[index].bytes.count) }
        }
        return nil
    }

    /// Keeps `state` as what `bytes` give, forgetting the oldest beyond ``capacity``.
    mutating func keep(_ state: NavigationState, for bytes: UnsafeBufferPointer<UInt8>) {
        if kept.count == RecentStates.capacity { kept.removeFirst() }
        kept.append((Array(bytes), state))
    }
}
