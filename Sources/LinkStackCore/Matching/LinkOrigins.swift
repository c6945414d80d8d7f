/// A table's schemes and exact hosts as bits, and each route's as masks of them: a link's scheme
/// and host are looked up once, and whether a route answers them
/// (``LinkRoute/accepts(_:)``) is then two bit tests, not a comparison of each of the route's
/// schemes and hosts with the link's (about 240 instructions a route reached).
///
/// A route's host mask holds the bit of every exact host of the table that one of its hosts
/// matches, exactly or by a wildcard, so the tests answer as ``LinkRoute/accepts(_:)`` does for
/// every link whose host is one the table names exactly. A link whose host only a wildcard
/// matches, or a table with more than 64 schemes or exact hosts, has no ``Origin``: its routes
/// are asked one by one.
package final class LinkOrigins: Sendable {
    /// A link's scheme and host as bits of the table's: `host` is 0 for a link without one.
    package struct Origin: Sendable {
        let scheme: UInt64
        let host: UInt64
    }

    /// The table's schemes and exact hosts, each at its bit's position; and by their bytes, for
    /// more than a few (a few are compared one by one, which costs less than hashing the link's).
    private let schemes: [String], hosts: [String]
    private let schemeIndex: NameIndex?, hostIndex: NameIndex?
    /// For each route, by position: the bits of its schemes and of the hosts it answers, and
    /// whether it has hosts of its own (then a link without a host is not its).
    private let masks: [(schemes: UInt64, hosts: UInt64, ownsHosts: Bool)]

    /// The origins of `routes`, given in match order, in a table answering `schemes` and `hosts`
    /// (every route's, wildcards included); nil when they do not fit in 64 bits each.
    package init?(routes: [LinkRoute], schemes: [String], hosts: [String]) {
        let exact = hosts.filter { !HostPattern.isWildcard($0) }
        guard schemes.count <= 64, exact.count <= 64 else { return nil }
        self.schemes = schemes
        self.hosts = exact
        schemeIndex = schemes.count > 8 ? NameIndex(schemes) : nil
        hostIndex = exact.count > 8 ? NameIndex(exact) : nil
        // Each route's fields read in place, by index: a `map` over the routes copied every route
        // whole (about 0.7 M instructions for the GitHub table's, when it loads).
        var masks: [(schemes: UInt64, hosts: UInt64, ownsHosts: Bool)] = []
        masks.reserveCapacity(routes.count)
        for index in routes.indices {
            var schemeBits: UInt64 = 0, hostBits: UInt64 = 0
            for (bit, scheme) in schemes.enumerated() where routes[index].schemes.contains(scheme) { schemeBits |= 1 << UInt64(bit) }
            if !routes[index].hosts.isEmpty {
                for (bit, host) in exact.enumerated() where routes[index].hosts.contains(where: { HostPattern.match($0, host) != nil }) {
                    hostBits |= 1 << UInt64(bit)
                }
            }
            masks.append((schemeBits, hostBits, routes[index].ownsHosts))
        }
        self.masks = masks
    }

    /// The link's scheme and host as bits, or nil when its scheme is not one of the table's
    /// schemes or its host not one of the table's exact hosts (as Strings compare, or by their
    /// bytes past eight).
    package func origin(of link: DeepLink) -> Origin? {
        guard let scheme = schemeIndex.map({ $0[link.scheme] }) ?? schemes.firstIndex(of: link.scheme) else { return nil }
        guard let host = link.host else { return Origin(scheme: 1 << UInt64(scheme), host: 0) }
        let position = hostIndex.map { $0[host] } ?? hosts.firstIndex(of: host)
        return position.map { Origin(scheme: 1 << UInt64(scheme), host: 1 << UInt64($0)) }
    }

    /// Whether the route at `position` answers a link of `origin` (its scheme and host), as
    /// ``LinkRoute/accepts(_:)`` does.
    @inline(__always)
    package func accepts(route position: Int, _ origin: Origin) -> Bool {
        let mask = masks[position]
        guard mask.schemes & origin.scheme != 0 else { return false }
        return origin.host == 0 ? !mask.ownsHosts : mask.hosts & origin.host != 0
    }
}
