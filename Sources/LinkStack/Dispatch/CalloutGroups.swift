/// For each route a dispatch pattern ends in, the group number of each of its path parameters, in
/// the order of the route's parameters (-1 for one no group captures): what a callout reads to
/// find a route's captures.
///
/// Looked up by the route's index, which the callout's number gives, in a flat list: a
/// `[Int: [Int]]` hashed the index with SipHash on every match. (A class: binding a piece copies
/// one reference.)
final class CalloutGroups: Sendable {
    /// The numbers by route, as built or stored (``RouteDispatcher/StoredPiece``).
    let byRoute: [Int: [Int]]
    /// The lowest route index present; for each index from it, where its numbers start in
    /// ``numbers`` (-1 for an index the pattern has no callout for) and how many there are.
    private let base: Int
    private let starts: [(start: Int32, count: Int32)]
    /// Every route's numbers, one after another.
    private let numbers: [Int]

    init(_ byRoute: [Int: [Int]]) {
        self.byRoute = byRoute
        let base = byRoute.keys.min() ?? 0, top = byRoute.keys.max() ?? -1
        var starts = Array(repeating: (start: Int32(-1), count: Int32(0)), count: max(top - base + 1, 0))
        var numbers: [Int] = []
        numbers.reserveCapacity(byRoute.values.reduce(0) { $0 + $1.count })
        for (route, list) in byRoute.sorted(by: { $0.key < $1.key }) {
            starts[route - base] = (Int32(numbers.count), Int32(list.count))
            numbers += list
        }
        (self.base, self.starts, self.numbers) = (base, starts, numbers)
    }

    /// Where the numbers of route `index` are (positions for ``numbers(at:)``), or nil when the
    /// pattern has no callout for it.
    @inline(__always)
    func positions(of index: Int) -> Range<Int>? {
        let offset = index - base
        guard offset >= 0, offset < starts.count else { return nil }
        let (start, count) = starts[offset]
        return start < 0 ? nil : Int(start)..<Int(start + count)
    }

    /// The group numbers at `positions`.
    @inline(__always)
    func numbers(at positions: Range<Int>) -> ArraySlice<Int> {
        numbers[positions]
    }
}
