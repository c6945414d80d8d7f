/// What a table answers as a whole, and the checks every match goes through before and after its
/// route is found: shared by the core's matcher and the engine, so both refuse the same links
/// with the same words.
package struct LinkScope: Sendable {
    /// Every scheme some route answers, sorted.
    package let schemes: [String]
    /// Every host some route answers, sorted (`*.` for a wildcard).
    package let hosts: [String]
    /// ``hosts`` as a set.
    package let hostPatterns: Set<String>
    /// Every query name some route reads; a link may give each of them at most once.
    package let queryNames: Set<String>
    /// The positions of the routes that check a link's query (requirements or `absent:` names):
    /// the only ones a link whose path they match can be refused by after the path.
    package let queryCheckedRoutes: [Int]
    /// For each route (by position) with a wildcard host, the positions of the later routes of
    /// its rank class that name some host exactly: rule 3 tries them when the route matched a
    /// link by a wildcard; empty for a route without them. Read by position, without hashing:
    /// empty as a whole unless some route has a wildcard host and such rivals.
    package let exactHostRivals: [[Int]]

    /// Whether some route has rivals in ``exactHostRivals``.
    package var hasExactHostRivals: Bool { !exactHostRivals.isEmpty }

    /// Whether the route at `position` has rivals in ``exactHostRivals``.
    package func hasExactHostRivals(at position: Int) -> Bool {
        exactHostRivals.indices.contains(position) && !exactHostRivals[position].isEmpty
    }

    /// The scope of `routes`, given in match order.
    package init(routes: [LinkRoute]) {
        // One pass, each route's fields read in place; a route's schemes and hosts are added only
        // when they differ from the route's before (most routes of a table share one list): three
        // `flatMap`s into sets hashed every route's names, 0.5 M instructions for the GitHub table.
        var schemeNames: Set<String> = [], hostPatterns: Set<String> = [], queryNames: Set<String> = [], checked: [Int] = []
        var lastSchemes: [String] = [], lastHosts: [String] = []
        for index in routes.indices {
            if routes[index].schemes != lastSchemes {
                lastSchemes = routes[index].schemes
                schemeNames.formUnion(lastSchemes)
            }
            if routes[index].hosts != lastHosts {
                lastHosts = routes[index].hosts
                hostPatterns.formUnion(lastHosts)
            }
            for requirement in routes[index].query { queryNames.insert(requirement.queryName) }
            if !routes[index].query.isEmpty || !routes[index].absent.isEmpty { checked.append(index) }
        }
        schemes = schemeNames.sorted()
        self.hostPatterns = hostPatterns
        hosts = hostPatterns.sorted()
        self.queryNames = queryNames
        queryCheckedRoutes = checked
        exactHostRivals = hostPatterns.contains(where: HostPattern.isWildcard) ? LinkScope.exactHostRivals(of: routes) : []
    }

    /// Refuses a link whose scheme or host is not the table's (`no_route`).
    package func checkOrigin(_ link: DeepLink) throws(ResolutionError) {
        guard schemes.contains(link.scheme) else {
            throw .noRoute(url: link.text, reason: "these routes do not answer scheme '\(link.scheme)' (they answer \(schemes.joined(separator: ", ")))")
        }
        if let host = link.host, HostPattern.bestMatch(in: hostPatterns, host) == nil {
            throw .noRoute(url: link.text, reason: "these routes do not answer host '\(host)' (they answer \(hosts.joined(separator: ", ")))")
        }
    }

    /// The first query name of `items` (a link's) that some route reads and that is given more
    /// than once: what ``checkQueryNames(of:)`` refuses. Nil when there is none.
    package func repeatedQueryName(in items: [DeepLink.QueryItem]) -> String? {
        queryNames.isEmpty ? nil : items.firstRepeatedName(where: queryNames.contains)
    }

    /// Refuses a link that gives a query name some route reads more than once.
    package func checkQueryNames(_ query: [DeepLink.QueryItem], of link: DeepLink) throws(ResolutionError) {
        guard let name = repeatedQueryName(in: query) else { return }
        throw .invalidURL(DeepLinkError(url: link.text, rule: .duplicateQueryName,
                                        reason: "query parameter '\(name)' is given more than once; routes read it, so give it once"))
    }

    /// The `no_route` error for `link`, which no route matches. Its message adds why the first
    /// route in match order that matched the path refused the query (`nearMiss`, given a position
    /// among ``queryCheckedRoutes``: nil when that route's path does not match). `path` is the
    /// link's ``DeepLink/path``, made once by a caller that reads it too.
    package func noRoute(for link: DeepLink, path: String, nearMiss: (Int) -> String?) -> ResolutionError {
        LinkScope.noRoute(url: link.text, path: path, why: queryCheckedRoutes.lazy.compactMap(nearMiss).first)
    }

    /// The `no_route` error for the link `url` whose path is `path` (its ``DeepLink/path``):
    /// "no route matches /path", then why a route that matched the path refused the link (`why`),
    /// when one did.
    package static func noRoute(url: String, path: String, why: String? = nil) -> ResolutionError {
        .noRoute(url: url, reason: "no route matches \(path)" + (why.map { "; " + $0 } ?? ""))
    }

    /// Checks the route found for `link` (its target, name and open query map's name): an
    /// exclusion is `no_route`; an open query map's link gives each name once. (Given the route's
    /// fields, not the route: a caller reading a whole ``LinkRoute`` out of a class copies it.)
    package static func accept(target: RouteTarget, name: String, openQuery: String?, link: DeepLink) throws(ResolutionError) {
        if case .exclude = target { throw .noRoute(url: link.text, reason: "route '\(name)' excludes \(link.path) (exclude: true)") }
        try LinkScope.checkOpenQuery(named: openQuery, route: name, link: link)
    }

    /// Refuses a link whose route takes an open query map (`{*filters}`) when it gives a name
    /// twice: the map holds one value per name, and which one counts would be a guess.
    package static func checkOpenQuery(of route: LinkRoute, link: DeepLink) throws(ResolutionError) {
        try checkOpenQuery(named: route.openQuery, route: route.name, link: link)
    }

    /// The name a link's query `items` give more than once when its route takes an open query map
    /// (`openQuery`): what ``checkOpenQuery(of:link:)`` refuses. Nil when there is none.
    package static func repeatedOpenQueryName(_ openQuery: String?, in items: [DeepLink.QueryItem]) -> String? {
        openQuery == nil ? nil : items.firstRepeatedName(where: { _ in true })
    }

    /// ``checkOpenQuery(of:link:)`` given the route's open query map's name and its own name.
    static func checkOpenQuery(named openQuery: String?, route: String, link: DeepLink) throws(ResolutionError) {
        // (The link's items read only for a route that takes an open query map.)
        guard openQuery != nil, let name = repeatedOpenQueryName(openQuery, in: link.queryItems) else { return }
        throw .invalidURL(DeepLinkError(url: link.text, rule: .duplicateQueryName,
                                        reason: "query parameter '\(name)' is given more than once; route '\(route)' "
                                            + "takes every query item, so give each name once"))
    }

    /// Rank rule 3: when the route at `position` matched the link's host only by a wildcard, the
    /// first later route of its rank class that names the host exactly and matches the link (by
    /// `parameters`, given a position) wins instead. Nil when the route stays the winner.
    package func exactHostRival<Failure: Error>(of position: Int, in routes: [LinkRoute], on link: DeepLink,
                                                parameters: (Int) throws(Failure) -> Parameters?) throws(Failure) -> (position: Int, params: Parameters)? {
        guard position >= 0, position < exactHostRivals.count, link.layout.host != nil else { return nil }
        let rivals = exactHostRivals[position]
        // The host made only for a route that has rivals.
        guard !rivals.isEmpty, let host = link.host, HostPattern.bestMatch(in: routes[position].hostSet, host) == .wildcard else { return nil }
        for rival in rivals where routes[rival].hostSet.contains(host) {
            if let params = try parameters(rival) { return (rival, params) }
        }
        return nil
    }

    /// Whether `link` is on one of the schemes and, when it carries a host, on one of the hosts:
    /// the only links a redirect may lead to.
    package func isOwnOrigin(_ link: DeepLink) -> Bool {
        LinkScope.isOwnOrigin(link, schemes: schemes, hosts: hostPatterns)
    }

    /// Whether `link` is on one of `schemes` and, when it carries a host, on one of `hosts`.
    package static func isOwnOrigin(_ link: DeepLink, schemes: some Sequence<String>, hosts: Set<String>) -> Bool {
        schemes.contains(link.scheme) && (link.host.map { HostPattern.bestMatch(in: hosts, $0) != nil } ?? true)
    }

    /// For each route with a wildcard host, the later routes of its rank class that name some host
    /// exactly (only routes that have such rivals are listed).
    private static func exactHostRivals(of routes: [LinkRoute]) -> [[Int]] {
        var result = [[Int]](repeating: [], count: routes.count)
        for (index, route) in routes.enumerated() where route.hosts.contains(where: HostPattern.isWildcard) {
            var rivals: [Int] = []
            for later in routes.indices.dropFirst(index + 1) {
                guard routes[later].rankClass == route.rankClass else { break }
                if routes[later].hosts.contains(where: { !HostPattern.isWildcard($0) }) { rivals.append(later) }
            }
            result[index] = rivals
        }
        return result.contains { !$0.isEmpty } ? result : []
    }
}
