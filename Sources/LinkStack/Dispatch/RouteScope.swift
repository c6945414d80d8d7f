/// The schemes and hosts a route answers, as (scheme, host) pairs: a scheme whose links carry a
/// host (`http`, `https`, a `hostSchemes:` scheme) pairs with each of the route's hosts; any other
/// custom scheme pairs with no host, unless the route names its own `hosts:` (then it never
/// matches a link without one). Two routes with the same path and query compare by these pairs:
/// disjoint, one inside the other (the narrower outranks), or a conflict.
struct RouteScope: Hashable {
    struct Pair: Hashable {
        var scheme: String
        var host: String?
    }

    let pairs: Set<Pair>

    init(route: Route, options: DeepLink.Options) {
        var pairs: Set<Pair> = []
        for scheme in route.schemes {
            if options.carriesHost(scheme) {
                for host in route.hosts { pairs.insert(Pair(scheme: scheme, host: host)) }
            } else if !route.ownsHosts {
                pairs.insert(Pair(scheme: scheme, host: nil))
            }
        }
        self.pairs = pairs
    }

    /// Whether no link is answered by both.
    func isDisjoint(with other: RouteScope) -> Bool {
        !pairs.contains { pair in other.pairs.contains { RouteScope.overlap(pair, $0) } }
    }

    /// Whether every link this scope answers, `other` answers too.
    func isSubset(of other: RouteScope) -> Bool {
        pairs.allSatisfy { pair in other.pairs.contains { RouteScope.covers($0, pair) } }
    }

    /// Whether this scope answers strictly fewer links than `other`, all of them also answered by it.
    func isNarrower(than other: RouteScope) -> Bool { isSubset(of: other) && !other.isSubset(of: self) }

    private static func overlap(_ a: Pair, _ b: Pair) -> Bool { same(a, b, hosts: HostPattern.overlaps) }

    private static func covers(_ outer: Pair, _ inner: Pair) -> Bool { same(outer, inner, hosts: HostPattern.covers) }

    /// Whether two pairs have one scheme and either no host each or hosts that `hosts` relates.
    private static func same(_ a: Pair, _ b: Pair, hosts: (String, String) -> Bool) -> Bool {
        guard a.scheme == b.scheme else { return false }
        switch (a.host, b.host) {
        case (nil, nil): return true
        case let (x?, y?): return hosts(x, y)
        default: return false
        }
    }
}

extension RouteScope: CustomStringConvertible {
    /// `https://wordpress.com, wordpress:` — each pair as a link would start.
    var description: String {
        pairs.map { $0.scheme + ":" + ($0.host.map { "//" + $0 } ?? "") }.sorted().joined(separator: ", ")
    }
}
