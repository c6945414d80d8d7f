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
}
