/// Every route and screen of an app, compiled and in match order.
///
/// ```swift
/// let table = try RouteTable(contentsOf: "Routes")
/// let link = try DeepLink("shop://products/42/reviews")
/// let match = try table.match(link)
/// match.route.name   // "product.reviews"
/// match.params       // ["id": 42]
/// ```
///
/// Loading reads a file or every `*.yaml`, `*.yml` and `*.json` file of a folder, checks them
/// together and reports every problem at once, each with its file, line and column.
public struct RouteTable: Sendable {
    /// The screens and flows: what the core builds, checks and guards states with.
    public let graph: ScreenGraph
    /// The routes in match order (``RouteRank``): priority, the leftmost-difference rule, more
    /// required query parameters and `absent:` names, the narrower schemes and hosts, file order.
    /// Rule 3 (an exact host beats a wildcard) depends on the link and is applied when matching.
    public let routes: [Route]
    /// Every scheme some route answers, sorted.
    public let schemes: [String]
    /// Every host some route answers for links that carry one, sorted (`*.` for a wildcard).
    public let hosts: [String]
    /// The limits every match runs under.
    public var limits: PCRE2Limits = .default
    /// The size limits links are parsed under: the defaults, tightened by the files' `limits:`.
    public let linkLimits: DeepLink.Limits
    /// How links are read for this table: its `hostSchemes` and `trailingSlash` rule.
    public let linkOptions: DeepLink.Options
    /// What loaded but is risky, such as a regex with nested unbounded quantifiers (`(a+)+`),
    /// which the match limit stops on long links; each with file, line and column.
    public let warnings: [RouteFileProblem]
    /// Every query name some route reads; a link may give each of them at most once.
    let queryNames: Set<String>
    /// The one-pass matcher over ``routes``.
    let dispatcher: RouteDispatcher
    /// For each route with a wildcard host, the positions of the later routes of its rank class
    /// (rules 1 and 2) that name some host exactly: rule 3 tries them when the route matched a
    /// link by a wildcard. Empty unless some route has a wildcard host and such rivals.
    let exactHostRivals: [ObjectIdentifier: [Int]]
    /// ``hosts`` as a set.
    let hostPatterns: Set<String>

    init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition], routes: [Route], linkLimits: DeepLink.Limits = .default,
         linkOptions: DeepLink.Options = DeepLink.Options(), warnings: [RouteFileProblem] = []) {
        self.graph = ScreenGraph(screens: screens, flows: flows, samples: routes.map { ($0.target, $0.spec.sampleParameters) })
        self.routes = routes
        self.linkLimits = linkLimits
        self.linkOptions = linkOptions
        self.warnings = warnings
        self.dispatcher = RouteDispatcher(routes: routes, keepsTrailingSlash: linkOptions.keepsTrailingSlash)
        self.schemes = Set(routes.flatMap(\.schemes)).sorted()
        self.hostPatterns = Set(routes.flatMap(\.hosts))
        self.hosts = hostPatterns.sorted()
        self.queryNames = Set(routes.flatMap { $0.query.map(\.queryName) })
        self.exactHostRivals = hostPatterns.contains(where: HostPattern.isWildcard) ? RouteTable.exactHostRivals(of: routes) : [:]
    }

    /// The screens by name.
    public var screens: [String: ScreenDefinition] { graph.screens }
    /// The flows by name; empty for an app with one stack.
    public var flows: [String: FlowDefinition] { graph.flows }
    /// The names the flows' `requires` check (`signedIn` for `!signedIn` too), sorted: the only
    /// names a ``NavigationContext`` may give.
    public var contextNames: [String] { graph.contextNames }

    /// Parses `text` as a link of this table: under its ``linkLimits`` and ``linkOptions``.
    ///
    /// - Throws: ``DeepLinkError`` saying what is wrong and at which column.
    public func link(_ text: String) throws(DeepLinkError) -> DeepLink {
        try DeepLink(text, limits: linkLimits, options: linkOptions)
    }

    /// ``link(_:)`` as a resolver reads it: a malformed link is ``ResolutionError/invalidURL(_:)``.
    package func link(resolving text: String) throws(ResolutionError) -> DeepLink {
        try DeepLink(resolving: text, limits: linkLimits, options: linkOptions)
    }

    /// The route that answers `link`, with its parameters. An `exclude: true` route's links
    /// answer `no_route`; a `redirect:` route is returned as it is (``Resolver`` follows it).
    ///
    /// The routes are searched in one pass by trie-factored PCRE2 patterns; the answer is always
    /// the one ``referenceMatch(_:)`` gives, which also decides whenever a pattern hits a limit.
    ///
    /// - Throws: ``ResolutionError/noRoute(url:reason:)`` when nothing matches (including a scheme
    ///   or host the table does not answer, and an excluded link); ``ResolutionError/invalidURL(_:)``
    ///   when the link gives a query name a route reads more than once;
    ///   ``ResolutionError/matchLimit(url:route:)`` when a pattern hits its match limit,
    ///   ``ResolutionError/matchBudget(url:budget:)`` when the link's patterns together use up
    ///   ``PCRE2Limits/linkBudget``.
    public func match(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        try checkScope(of: link)
        let found = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch? in
            do throws(PCRE2Error) {
                return try dispatcher.match(link, in: routes, limits: limits).map { found throws(PCRE2Error) in
                    try preferringExactHost(found, link: link)
                }
            } catch {
                if case .budgetSpent = error { throw ResolutionError(error, url: link.text, route: "") }
                return try referenceCandidate(link)
            }
        }
        return try accepted(found, link: link)
    }

    /// The reference matcher and test oracle: a plain loop over the routes in match order,
    /// each with its own pattern.
    ///
    /// - Throws: The same errors as ``match(_:)``.
    @_spi(Engine) public func referenceMatch(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        try checkScope(of: link)
        let found = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch? in
            try referenceCandidate(link)
        }
        return try accepted(found, link: link)
    }

    /// The first route in match order that matches `link`, by the plain loop.
    private func referenceCandidate(_ link: DeepLink) throws(ResolutionError) -> RouteMatch? {
        for route in routes {
            do throws(PCRE2Error) {
                if let params = try route.parameters(for: link, limits: limits) {
                    return try preferringExactHost(RouteMatch(route: route, params: params), link: link)
                }
            } catch {
                throw ResolutionError(error, url: link.text, route: route.name)
            }
        }
        return nil
    }

    /// Rank rule 3 on a match the loop or the dispatcher found.
    func preferringExactHost(_ found: RouteMatch, link: DeepLink) throws(PCRE2Error) -> RouteMatch {
        let rival = try exactHostRival(of: found.route, on: link) { (position: Int) throws(PCRE2Error) in
            try routes[position].parameters(for: link, limits: limits)
        }
        return rival.map { RouteMatch(route: routes[$0.position], params: $0.params) } ?? found
    }

    /// Rank rule 3: when `route` matched the link's host only by a wildcard, the first later route
    /// of its rank class that names the host exactly and matches the link (by `parameters`, given
    /// a position in ``routes``) wins instead. Nil when `route` stays the winner.
    func exactHostRival(of route: Route, on link: DeepLink, parameters: (Int) throws(PCRE2Error) -> Parameters?)
        throws(PCRE2Error) -> (position: Int, params: Parameters)? {
        guard !exactHostRivals.isEmpty, let rivals = exactHostRivals[ObjectIdentifier(route)], let host = link.host,
              HostPattern.bestMatch(in: route.hosts, host) == .wildcard else { return nil }
        for rival in rivals where routes[rival].hosts.contains(host) {
            if let params = try parameters(rival) { return (rival, params) }
        }
        return nil
    }

    /// For each route with a wildcard host, the later routes of its rank class that name some host
    /// exactly (only routes that have such rivals are listed).
    private static func exactHostRivals(of routes: [Route]) -> [ObjectIdentifier: [Int]] {
        let keys = routes.map(RouteRank.classKey(of:))
        var result: [ObjectIdentifier: [Int]] = [:]
        for (index, route) in routes.enumerated() where route.hosts.contains(where: HostPattern.isWildcard) {
            var rivals: [Int] = []
            for later in routes.indices.dropFirst(index + 1) {
                guard keys[later] == keys[index] else { break }
                if routes[later].hosts.contains(where: { !HostPattern.isWildcard($0) }) { rivals.append(later) }
            }
            if !rivals.isEmpty { result[ObjectIdentifier(route)] = rivals }
        }
        return result
    }

    /// The match, once it is checked: nothing or an exclusion is `no_route`; an open query map's
    /// link gives each name once.
    private func accepted(_ found: RouteMatch?, link: DeepLink) throws(ResolutionError) -> RouteMatch {
        guard let found else { throw .noRoute(url: link.text, reason: "no route matches \(link.path)") }
        if case .exclude = found.route.target {
            throw .noRoute(url: link.text, reason: "route '\(found.route.name)' excludes \(link.path) (exclude: true)")
        }
        return try checkedOpenQuery(found, link: link)
    }

    /// Refuses a link that is not this table's (`no_route`), or that gives a query name some
    /// route reads more than once (`invalid_url`: which value counts would be a guess).
    private func checkScope(of link: DeepLink) throws(ResolutionError) {
        try checkQueryNames(of: link)
        guard schemes.contains(link.scheme) else {
            throw .noRoute(url: link.text, reason: "these routes do not answer scheme '\(link.scheme)' (they answer \(schemes.joined(separator: ", ")))")
        }
        if let host = link.host, HostPattern.bestMatch(in: hostPatterns, host) == nil {
            throw .noRoute(url: link.text, reason: "these routes do not answer host '\(host)' (they answer \(hosts.joined(separator: ", ")))")
        }
    }

    /// Refuses a link whose route takes an open query map (`{*filters}`) when it gives a name
    /// twice: the map holds one value per name, and which one counts would be a guess.
    func checkedOpenQuery(_ match: RouteMatch, link: DeepLink) throws(ResolutionError) -> RouteMatch {
        guard match.route.openQuery != nil, let name = link.firstRepeatedQueryName(where: { _ in true }) else { return match }
        throw .invalidURL(DeepLinkError(url: link.text, rule: .duplicateQueryName,
                                        reason: "query parameter '\(name)' is given more than once; route '\(match.route.name)' "
                                            + "takes every query item, so give each name once"))
    }

    /// Refuses a link that gives a query name some route reads more than once.
    func checkQueryNames(of link: DeepLink) throws(ResolutionError) {
        guard !queryNames.isEmpty, let name = link.firstRepeatedQueryName(where: queryNames.contains) else { return }
        throw .invalidURL(DeepLinkError(url: link.text, rule: .duplicateQueryName,
                                        reason: "query parameter '\(name)' is given more than once; routes read it, so give it once"))
    }
}
