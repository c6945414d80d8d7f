extension Array where Element: Hashable {
    /// The elements in order, each only the first time it appears.
    var uniqued: [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
