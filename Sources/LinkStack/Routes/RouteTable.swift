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
    /// The screens by name.
    public let screens: [String: ScreenDefinition]
    /// The flows by name; empty for an app with one stack.
    public let flows: [String: FlowDefinition]
    /// The routes in match order: priority, then the leftmost-difference rule, then more required
    /// query parameters, then file order.
    public let routes: [Route]
    /// Every scheme some route answers, sorted.
    public let schemes: [String]
    /// Every host some route answers for http(s) links, sorted.
    public let hosts: [String]
    /// The limits every match runs under.
    public var limits: PCRE2Limits = .default
    /// The size limits links are parsed under: the defaults, tightened by the files' `limits:`.
    public let linkLimits: DeepLink.Limits
    /// What loaded but is risky, such as a regex with nested unbounded quantifiers (`(a+)+`),
    /// which the match limit stops on long links; each with file, line and column.
    public let warnings: [RouteFileProblem]
    /// Every query name some route reads; a link may give each of them at most once.
    let queryNames: Set<String>
    /// The one-pass matcher over ``routes``.
    let dispatcher: RouteDispatcher

    init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition], routes: [Route], linkLimits: DeepLink.Limits = .default,
         warnings: [RouteFileProblem] = []) {
        self.screens = screens
        self.flows = flows
        self.routes = routes
        self.linkLimits = linkLimits
        self.warnings = warnings
        self.dispatcher = RouteDispatcher(routes: routes)
        self.schemes = Set(routes.flatMap(\.schemes)).sorted()
        self.hosts = Set(routes.flatMap(\.hosts)).sorted()
        self.queryNames = Set(routes.flatMap { $0.query.map(\.queryName) })
    }

    /// The first route, in match order, that matches `link`, with its parameters.
    ///
    /// The routes are searched in one pass by trie-factored PCRE2 patterns; the answer is always
    /// the one ``referenceMatch(_:)`` gives, which also decides whenever a pattern hits a limit.
    ///
    /// - Throws: ``ResolutionError/noRoute(url:reason:)`` when nothing matches (including a scheme
    ///   or host the table does not answer); ``ResolutionError/invalidURL(_:)`` when the link gives
    ///   a query name a route reads more than once; ``ResolutionError/matchLimit(url:route:)``
    ///   when a pattern hits its match limit, ``ResolutionError/matchBudget(url:budget:)`` when the
    ///   link's patterns together use up ``PCRE2Limits/linkBudget``.
    public func match(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        try checkScope(of: link)
        return try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch in
            do throws(PCRE2Error) {
                if let found = try dispatcher.match(link, in: routes, limits: limits) { return found }
            } catch {
                if case .budgetSpent = error { throw ResolutionError(error, url: link.text, route: "") }
                return try referenceMatch(link)
            }
            throw .noRoute(url: link.text, reason: "no route matches \(link.path)")
        }
    }

    /// The reference matcher and test oracle: a plain loop over the routes in match order,
    /// each with its own pattern.
    ///
    /// - Throws: The same errors as ``match(_:)``.
    public func referenceMatch(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        try checkScope(of: link)
        return try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch in
            for route in routes {
                do throws(PCRE2Error) {
                    if let params = try route.parameters(for: link, limits: limits) {
                        return RouteMatch(route: route, params: params)
                    }
                } catch {
                    throw ResolutionError(error, url: link.text, route: route.name)
                }
            }
            throw .noRoute(url: link.text, reason: "no route matches \(link.path)")
        }
    }

    /// Refuses a link that is not this table's (`no_route`), or that gives a query name some
    /// route reads more than once (`invalid_url`: which value counts would be a guess).
    private func checkScope(of link: DeepLink) throws(ResolutionError) {
        try checkQueryNames(of: link)
        guard schemes.contains(link.scheme) else {
            throw .noRoute(url: link.text, reason: "these routes do not answer scheme '\(link.scheme)' (they answer \(schemes.joined(separator: ", ")))")
        }
        if link.isWebLink, let host = link.host, !hosts.contains(host) {
            throw .noRoute(url: link.text, reason: "these routes do not answer host '\(host)' (they answer \(hosts.joined(separator: ", ")))")
        }
    }

    /// Refuses a link that gives a query name some route reads more than once.
    func checkQueryNames(of link: DeepLink) throws(ResolutionError) {
        if link.queryItems.count > 1, !queryNames.isEmpty {
            var seen: Set<String> = []
            for item in link.queryItems where queryNames.contains(item.name) && !seen.insert(item.name).inserted {
                throw .invalidURL(DeepLinkError(url: link.text, rule: .duplicateQueryName,
                                                reason: "query parameter '\(item.name)' is given more than once; routes read it, so give it once"))
            }
        }
    }
}
