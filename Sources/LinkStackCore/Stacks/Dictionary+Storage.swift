extension Dictionary where Key == String {
    /// The address of the dictionary's storage, which its copies share until one of them changes;
    /// nil if a dictionary were ever more than that one reference. Two dictionaries alive at once
    /// with the same address hold the same members (every empty dictionary shares one storage, so
    /// empty ones have the same address whatever their type). How a resolution's JSON finds a
    /// dictionary it wrote before, and a state memo the very state it kept.
    var storageAddress: UInt? {
        guard MemoryLayout<Self>.size == MemoryLayout<UInt>.size else { return nil }
        return unsafeBitCast(self, to: UInt.self)
    }

    /// The value for `key`, the same as `self[key]`: among a few members (a tab bar's tabs, a
    /// table's flows) found by comparing keys, one word for a short key against itself, rather
    /// than by hashing `key` (SipHash, about 250 instructions).
    func value(forFew key: String) -> Value? {
        guard count <= 8 else { return self[key] }
        for (name, value) in self where name == key { return value }
        return nil
    }
}
