/// Each route's kinds of link (``ResolutionTemplates``), in slots found by linear probing from a
/// hash of the two words the route's name is stored in: a route's name comes from its table, the
/// same words every time, so finding it hashes none of its bytes (a `Dictionary` hashed them all,
/// about 350 instructions a line). A probe compares the slot's hash first, then the names as
/// strings; a name stored in other words may take a slot of its own, and both slots then hold kinds
/// of that route.
struct RouteSlots {
    private var names: [String?] = Array(repeating: nil, count: 16)
    /// Each used slot's hash (``hash(_:)`` of its name): a probe past another route's slot compares
    /// no strings.
    private var hashes: [Int] = Array(repeating: 0, count: 16)
    private var lists: [[ResolutionTemplates.Entry]] = Array(repeating: [], count: 16)
    private var used = 0
    /// How many kinds are kept, over every route.
    private(set) var kindCount = 0
    /// A kind from each of the last few shown states (and contexts) kinds were kept from, newest
    /// last (dropped or not): the states links have come from.
    private(set) var recentStates: [ResolutionTemplates.Entry] = []

    /// How many states ``recentStates`` holds at most.
    static let recentStateCount = 8

    /// Notes the state `entry` came from among ``recentStates``, dropping the oldest past
    /// ``recentStateCount``.
    mutating func noteState(of entry: ResolutionTemplates.Entry) {
        guard !recentStates.contains(where: { $0.isFrom(entry.current) && $0.context == entry.context }) else { return }
        recentStates.append(entry)
        if recentStates.count > RouteSlots.recentStateCount { recentStates.removeFirst() }
    }

    /// The kinds kept for `route`, newest last; nil when it has none.
    func kinds(of route: String) -> [ResolutionTemplates.Entry]? {
        let slot = self.slot(of: route).slot
        return names[slot] == nil ? nil : lists[slot]
    }

    /// Changes the kinds kept for `route`, making it a slot when it has none.
    mutating func update(_ route: String, _ change: (inout [ResolutionTemplates.Entry]) -> Void) {
        var (slot, hash) = self.slot(of: route)
        if names[slot] == nil {
            if 2 * (used + 1) > names.count {
                grow()
                slot = self.slot(of: route).slot
            }
            names[slot] = route
            hashes[slot] = hash
            used += 1
        }
        let before = lists[slot].count
        change(&lists[slot])
        kindCount += lists[slot].count - before
    }

    /// Drops every kind kept (the routes keep their slots).
    mutating func removeEveryKind() {
        for slot in lists.indices where !lists[slot].isEmpty { lists[slot] = [] }
        kindCount = 0
    }

    /// Every kind kept.
    var everyKind: [ResolutionTemplates.Entry] { Array(lists.joined()) }

    /// The slot holding `route`, or the empty slot where it would go, and the route's hash.
    private func slot(of route: String) -> (slot: Int, hash: Int) {
        let mask = names.count - 1, hash = RouteSlots.hash(route)
        var slot = hash & mask
        while let name = names[slot], hashes[slot] != hash || name != route { slot = (slot + 1) & mask }
        return (slot, hash)
    }

    /// Twice the slots, each route placed again.
    private mutating func grow() {
        let old = zip(names, lists).compactMap { name, list in name.map { ($0, list) } }
        names = Array(repeating: nil, count: 2 * names.count)
        hashes = Array(repeating: 0, count: names.count)
        lists = Array(repeating: [], count: names.count)
        for (name, list) in old {
            let (slot, hash) = self.slot(of: name)
            names[slot] = name
            hashes[slot] = hash
            lists[slot] = list
        }
    }

    /// A hash of the two words a string is stored in (its bytes, for a short one).
    private static func hash(_ text: String) -> Int {
        withUnsafeBytes(of: text) { words in
            let mixed = (words.loadUnaligned(as: UInt64.self) ^ words.loadUnaligned(fromByteOffset: 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15)
                &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: mixed >> 32)
        }
    }
}
