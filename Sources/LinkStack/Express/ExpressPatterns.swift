/// The express lane's cache of the dispatch patterns it has read, per unit and path length, as
/// plain handles in memory it owns, each with its routes' group numbers as the dispatcher keeps
/// them (``CalloutGroups``, one list for both paths): reading a link's patterns looks nothing up
/// in a dictionary. A key is a unit's list of pieces for one path length
/// (``RouteDispatcher/Chunk/lengthIndex(segments:)``); a unit that is not a chunk has one key. A
/// route matched with its own pattern (a `regex:` route, or one PCRE2 would not take in a shared
/// pattern) has a slot of its own, its groups read by their names.
struct ExpressPatterns {
    /// Per key: -1 not read yet, -2 declined (the general path's), or the first slot's position.
    private let firsts: UnsafeMutableBufferPointer<Int32>
    private let counts: UnsafeMutableBufferPointer<Int32>
    private var handles: [PCRE2PatternHandle] = []
    /// Per slot, the group numbers of the routes its pattern ends in: the dispatcher's own
    /// (``CalloutGroups``), read by route index.
    private var groups: [CalloutGroups] = []
    /// Per slot, the route whose own pattern it is, or -1 for a dispatch pattern.
    private var singles: [Int] = []

    init(keys: Int) {
        firsts = .allocate(capacity: max(keys, 1))
        firsts.initialize(repeating: -1)
        counts = .allocate(capacity: max(keys, 1))
        counts.initialize(repeating: 0)
    }

    func deallocate() {
        firsts.deallocate()
        counts.deallocate()
    }

    /// The slots of a key's patterns once read; nil when not read yet or declined.
    @inline(__always)
    func slots(of key: Int) -> Range<Int>? {
        let first = Int(firsts[key])
        return first >= 0 ? first..<first + Int(counts[key]) : nil
    }

    /// The pattern in a slot.
    @inline(__always)
    subscript(slot: Int) -> PCRE2PatternHandle { handles[slot] }

    /// The group numbers of the routes the pattern in `slot` ends in.
    @inline(__always)
    func groups(ofSlot slot: Int) -> CalloutGroups { groups[slot] }

    /// The route whose own pattern is in `slot`, or -1 for a dispatch pattern (whose callouts tell the route).
    @inline(__always)
    func single(ofSlot slot: Int) -> Int { singles[slot] }

    /// Stores a key's patterns, with their routes' group numbers (and for a route's own pattern,
    /// the route), and returns their slots.
    mutating func add(_ list: [(handle: PCRE2PatternHandle, groups: CalloutGroups, single: Int)], of key: Int) -> Range<Int>? {
        firsts[key] = Int32(handles.count)
        counts[key] = Int32(list.count)
        for (handle, numbers, single) in list {
            handles.append(handle)
            groups.append(numbers)
            singles.append(single)
        }
        return slots(of: key)
    }

    /// Marks a key as the general path's; returns nil.
    func decline(_ key: Int) -> Range<Int>? {
        firsts[key] = -2
        return nil
    }
}
