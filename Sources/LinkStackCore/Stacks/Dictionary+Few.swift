extension Dictionary where Key == String {
    /// The value for `key`, the same as `self[key]`: among a few members (a tab bar's tabs, a
    /// table's flows) found by comparing keys, one word for a short key against itself, rather
    /// than by hashing `key` (SipHash, about 250 instructions).
    func value(forFew key: String) -> Value? {
        guard count <= 8 else { return self[key] }
        for (name, value) in self where name == key { return value }
        return nil
    }
}
