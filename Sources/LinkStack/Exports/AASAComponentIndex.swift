/// An AASA file's components in the order Apple tries them, by the first path segment their `/`
/// pattern spells before any wildcard: a link's decision tries only the components keyed by its
/// own first segment and those whose pattern does not spell one (`*`, `/se*`), still in file
/// order, so checking a file of thousands of components against each of its own samples is near
/// linear (it was quadratic: 10,000 components took over five minutes).
struct AASAComponentIndex: Sendable {
    /// A component where Apple's order puts it: its details entry, and its place among all.
    struct Entry: Sendable {
        let detail: Int
        let component: AASAFile.Component
    }

    private let entries: [Entry]
    private let keyed: [String: [Int]]
    private let unkeyed: [Int]

    init(_ details: [AASAFile.Detail]) {
        var entries: [Entry] = [], keyed: [String: [Int]] = [:], unkeyed: [Int] = []
        for (number, detail) in details.enumerated() {
            for component in detail.components {
                if let key = AASAComponentIndex.key(of: component) { keyed[key, default: []].append(entries.count) } else {
                    unkeyed.append(entries.count)
                }
                entries.append(Entry(detail: number, component: component))
            }
        }
        (self.entries, self.keyed, self.unkeyed) = (entries, keyed, unkeyed)
    }

    /// The components that may match a link whose decoded path is `path`, in Apple's order.
    func candidates(forDecodedPath path: String) -> [Entry] {
        let segment = AASAComponentIndex.firstSegment(of: path)
        // Each component stands in one list: merged in file order, none twice.
        var positions = unkeyed + (keyed[segment] ?? [])
        let lowered = segment.lowercased()
        if lowered != segment { positions += keyed[lowered] ?? [] }
        return positions.sorted().map { entries[$0] }
    }

    /// The first segment a component's `/` pattern spells before any `*` or `?` (decoded as the
    /// component reads it, lower-cased when it ignores case), or nil when it spells none whole.
    private static func key(of component: AASAFile.Component) -> String? {
        let literal = String(component.path.prefix { $0 != "*" && $0 != "?" })
        let text = component.percentEncoded ? RouteCover.decoded(literal) : literal
        guard text.hasPrefix("/") else { return nil }
        let rest = text.dropFirst()
        // The segment is whole when a `/` ends it, or when the pattern ends with it.
        guard let slash = rest.firstIndex(of: "/") else {
            return literal.count == component.path.count ? cased(String(rest), component) : nil
        }
        return cased(String(rest[..<slash]), component)
    }

    private static func cased(_ text: String, _ component: AASAFile.Component) -> String {
        component.caseSensitive ? text : text.lowercased()
    }

    /// `a` for `/a/b` (and for `a/b`, which a pattern keyed by `/a` does not match anyway).
    private static func firstSegment(of path: String) -> String {
        String((path.hasPrefix("/") ? path.dropFirst() : path[...]).prefix { $0 != "/" })
    }
}
