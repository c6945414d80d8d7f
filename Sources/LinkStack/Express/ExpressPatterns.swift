/// The express lane's cache of the dispatch patterns it has read, per unit and path length, as
/// plain handles in memory it owns: reading a link's patterns touches no reference count and no
/// dictionary. A key is a unit's list of pieces for one path length
/// (``RouteDispatcher/Chunk/lengthIndex(segments:)``); a unit that is not a chunk has one key.
struct ExpressPatterns {
    /// Per key: -1 not read yet, -2 declined (the general path's), or the first slot's position.
    private let firsts: UnsafeMutableBufferPointer<Int32>
    private let counts: UnsafeMutableBufferPointer<Int32>
    private var handles: [PCRE2PatternHandle] = []
    /// Per slot, where its routes are in ``routes``: each route its pattern ends in, ascending,
    /// with where its path parameters' group numbers are in ``numbers`` (a binary search, not a
    /// dictionary: no hashing and no array to retain on every link).
    private var slotRoutes: [Range<Int>] = []
    private var routes: [(route: Int32, numbers: Range<Int32>)] = []
    private var numbers: [Int32] = []

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

    /// Where the group numbers of `route`'s path parameters in the pattern in `slot` are (read
    /// each with ``number(at:)``), or nil when the pattern does not end in that route.
    func groups(of route: Int, slot: Int) -> Range<Int>? {
        var low = slotRoutes[slot].lowerBound, high = slotRoutes[slot].upperBound
        while low < high {
            let middle = (low + high) / 2
            if Int(routes[middle].route) < route { low = middle + 1 } else { high = middle }
        }
        guard low < slotRoutes[slot].upperBound, Int(routes[low].route) == route else { return nil }
        return Int(routes[low].numbers.lowerBound)..<Int(routes[low].numbers.upperBound)
    }

    /// A group number ``groups(of:slot:)`` gave the place of.
    @inline(__always)
    func number(at position: Int) -> Int { Int(numbers[position]) }

    /// Stores a key's patterns, with their routes' group numbers, and returns their slots.
    mutating func add(_ list: [(handle: PCRE2PatternHandle, groups: [Int: [Int]])], of key: Int) -> Range<Int>? {
        firsts[key] = Int32(handles.count)
        counts[key] = Int32(list.count)
        for (handle, groups) in list {
            handles.append(handle)
            let first = routes.count
            for (route, list) in groups.sorted(by: { $0.key < $1.key }) {
                let start = Int32(numbers.count)
                numbers += list.map { Int32(truncatingIfNeeded: $0) }
                routes.append((Int32(route), start..<Int32(numbers.count)))
            }
            slotRoutes.append(first..<routes.count)
        }
        return slots(of: key)
    }

    /// Marks a key as the general path's; returns nil.
    func decline(_ key: Int) -> Range<Int>? {
        firsts[key] = -2
        return nil
    }
}
