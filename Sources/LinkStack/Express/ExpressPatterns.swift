/// The express lane's cache of each unit's marked patterns as plain handles, in memory it owns:
/// reading a unit's patterns on a link touches no reference count and no dictionary.
struct ExpressPatterns {
    /// Per unit: -1 not read yet, -2 declined (the general path's), or the first slot's position.
    private let firsts: UnsafeMutableBufferPointer<Int32>
    private let counts: UnsafeMutableBufferPointer<Int32>
    private var handles: [PCRE2PatternHandle] = []

    init(units: Int) {
        firsts = .allocate(capacity: max(units, 1))
        firsts.initialize(repeating: -1)
        counts = .allocate(capacity: max(units, 1))
        counts.initialize(repeating: 0)
    }

    func deallocate() {
        firsts.deallocate()
        counts.deallocate()
    }

    /// The slots of a unit's patterns once read; nil when not read yet or declined.
    @inline(__always)
    func slots(of unit: Int) -> Range<Int>? {
        let first = Int(firsts[unit])
        return first >= 0 ? first..<first + Int(counts[unit]) : nil
    }

    /// The pattern in a slot.
    @inline(__always)
    subscript(slot: Int) -> PCRE2PatternHandle { handles[slot] }

    /// Records a unit's patterns; returns their slots.
    mutating func add(_ list: [PCRE2PatternHandle], of unit: Int) -> Range<Int>? {
        firsts[unit] = Int32(handles.count)
        counts[unit] = Int32(list.count)
        handles += list
        return slots(of: unit)
    }

    /// Records that a unit is the general path's; returns nil.
    func decline(_ unit: Int) -> Range<Int>? {
        firsts[unit] = -2
        return nil
    }
}
