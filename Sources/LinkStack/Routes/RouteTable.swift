import LinkStackCore

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
    package let graph: ScreenGraph
    /// The routes in match order (`RouteRank`): priority, the leftmost-difference rule, more
    /// required query parameters and `absent:` names, the narrower schemes and hosts, file order.
    /// Rule 3 (an exact host beats a wildcard) depends on the link and is applied when matching.
    public let routes: [Route]
    /// Every scheme some route answers, sorted.
    package var schemes: [String] { scope.schemes }
    /// Every host some route answers for links that carry one, sorted (`*.` for a wildcard).
    package var hosts: [String] { scope.hosts }
    /// Whether the routes are tried in the order written (`matchOrder: declaration`; the files'
    /// priorities first), not by the match order's rules.
    package let matchesInDeclarationOrder: Bool
    /// The limits every match runs under.
    package var limits: PCRE2Limits = .default
    /// The size limits links are parsed under: the defaults, tightened by the files' `limits:`.
    package let linkLimits: DeepLink.Limits
    /// How links are read for this table: its `hostSchemes` and `trailingSlash` rule.
    package let linkOptions: DeepLink.Options
    /// What loaded but is risky, such as a regex with nested unbounded quantifiers (`(a+)+`),
    /// which the match limit stops on long links; each with file, line and column.
    public let warnings: [RouteFileProblem]
    /// For a table read from a compiled table, the route files it was compiled from (when
    /// recorded): ``CompiledTableSources/staleness(besideTableAt:)`` says whether they changed since.
    package internal(set) var compiledSources: CompiledTableSources?
    /// The table as data: the routes in match order, each with its rank class, the screens,
    /// flows and link limits. What the core's `CoreResolver` (which then answers as this
    /// table's ``Resolver`` does), reverse routing and `linkstack generate swift` read.
    public let linkTable: LinkTable
    /// ``linkTable``'s routes.
    var specs: [LinkRoute] { linkTable.routes }
    /// What the table answers, and the checks shared with the core's matcher.
    let scope: LinkScope
    /// The schemes and exact hosts as bits, and each route's masks of them (nil past 64 of either).
    let origins: LinkOrigins?
    /// The one-pass matcher over ``routes``.
    let dispatcher: RouteDispatcher
    /// Each route's position in ``routes``, by identity (rank rule 3 looks its rivals up by it),
    /// made when a table with rivals first needs it.
    private let positions: LazyValue<[ObjectIdentifier: Int]>

    /// A table of checked parts. A compiled table gives what it stored: `rankClasses` (one per
    /// route; worked out from the routes otherwise) and `dispatchPieces`, which read the dispatch patterns.
    init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition], routes: [Route], linkLimits: DeepLink.Limits = .default,
         linkOptions: DeepLink.Options = DeepLink.Options(), warnings: [RouteFileProblem] = [],
         rankClasses: [Int]? = nil, matchesInDeclarationOrder: Bool = false, dispatchPieces: [RouteDispatcher.StoredChunk] = []) {
        self.graph = ScreenGraph(screens: screens, flows: flows, samples: { routes.map { ($0.target, $0.spec.sampleParameters) } })
        self.routes = routes
        self.matchesInDeclarationOrder = matchesInDeclarationOrder
        self.linkLimits = linkLimits
        self.warnings = warnings
        self.dispatcher = RouteDispatcher(routes: routes, keepsTrailingSlash: linkOptions.keepsTrailingSlash, stored: dispatchPieces)
        let specs = rankClasses.map { classes in
            zip(routes, classes).map { route, rankClass in
                var spec = route.spec
                spec.rankClass = rankClass
                return spec
            }
        } ?? RouteTable.specs(of: routes)
        self.linkTable = LinkTable(routes: specs, graph: graph, linkLimits: linkLimits, linkOptions: linkOptions)
        self.linkOptions = linkTable.linkOptions  // (with the query names routes read as {name:rest})
        self.scope = LinkScope(routes: specs)
        self.origins = LinkOrigins(routes: specs, schemes: scope.schemes, hosts: scope.hosts)
        self.positions = LazyValue { Dictionary(routes.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// Compiles every route pattern now, where a table otherwise compiles each when a link first
    /// needs it: what a server or a batch about to answer many links does at load (as
    /// `linkstack resolve --batch` does), so that no link pays for compiling. A process that
    /// answers one link need not: it compiles only what that link needs.
    ///
    /// ```swift
    /// let table = try RouteTable(contentsOf: "Routes")
    /// table.compileEveryPattern()  // at start-up, before the first request
    /// let resolver = Resolver(table: table)
    /// ```
    public func compileEveryPattern() {
        dispatcher.compileEveryPattern(routes: routes)
    }

    /// The screens by name.
    package var screens: [String: ScreenDefinition] { graph.screens }
    /// The flows by name; empty for an app with one stack.
    package var flows: [String: FlowDefinition] { graph.flows }
    /// The names the flows' `requires` check (`signedIn` for `!signedIn` too), sorted: the only
    /// names a `NavigationContext` may give.
    public var contextNames: [String] { graph.contextNames }

    /// Parses `text` as a link of this table: under its `linkLimits` and `linkOptions`.
    ///
    /// - Throws: `DeepLinkError` saying what is wrong and at which column.
    public func link(_ text: String) throws(DeepLinkError) -> DeepLink {
        try DeepLink(text, limits: linkLimits, options: linkOptions)
    }

    /// A redirect's hop `text`, as ``link(_:)`` parses it: a link `internal: true` routes answer.
    func hopLink(_ text: String) throws(DeepLinkError) -> DeepLink {
        var options = linkOptions
        options.isRedirectHop = true
        return try DeepLink(text, limits: linkLimits, options: options)
    }

    /// ``link(_:)`` as a resolver reads it: a malformed link is ``ResolutionError/invalidURL(_:)``.
    package func link(resolving text: String) throws(ResolutionError) -> DeepLink {
        try DeepLink(resolving: text, limits: linkLimits, options: linkOptions)
    }

    /// The route that answers `link`, with its parameters. An `exclude: true` route's links
    /// answer `no_route`; a `redirect:` route is returned as it is (``Resolver`` follows it).
    ///
    /// The routes are searched in one pass by trie-factored PCRE2 patterns; the answer is always
    /// the one `referenceMatch(_:)` gives, which also decides whenever a pattern hits a limit.
    ///
    /// - Throws: `ResolutionError/noRoute(url:reason:)` when nothing matches (including a scheme
    ///   or host the table does not answer, and an excluded link); `ResolutionError/invalidURL(_:)`
    ///   when the link gives a query name a route reads more than once;
    ///   `ResolutionError/matchLimit(url:route:)` when a pattern hits its match limit,
    ///   `ResolutionError/matchBudget(url:budget:)` when the link's patterns together use up
    ///   `PCRE2Limits.linkBudget`.
    public func match(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        let query = link.queryItems  // decoded once, read by each check
        let origin = try checkedOrigin(link, query: query)
        var refused = true  // unless the dispatcher tells: a miss may be a route's near miss
        let found = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch? in
            do throws(PCRE2Error) {
                return try dispatcher.match(link, query: query, in: routes, origins: origins, origin: origin, limits: limits,
                                            refused: &refused).map { found throws(PCRE2Error) in try preferringExactHost(found, link: link) }
            } catch {
                if case .budgetSpent = error { throw ResolutionError(error, url: link.text, route: "") }
                refused = true
                return try referenceCandidate(link, parts: DeepLink.Parts(link))
            }
        }
        return try accepted(found, link: link, origin: origin, mayBeNearMiss: refused)
    }

    /// The reference matcher and test oracle: a plain loop over the routes in match order,
    /// each with its own pattern.
    ///
    /// - Throws: The same errors as ``match(_:)``.
    @_spi(Engine) public func referenceMatch(_ link: DeepLink) throws(ResolutionError) -> RouteMatch {
        let parts = DeepLink.Parts(link)  // made once for every route
        let origin = try checkedOrigin(link, query: parts.query)
        let found = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) -> RouteMatch? in
            try referenceCandidate(link, parts: parts)
        }
        return try accepted(found, link: link, origin: origin, path: parts.path)
    }

    /// The first route in match order that matches `link` (whose `parts` are made once for every
    /// route), by the plain loop.
    private func referenceCandidate(_ link: DeepLink, parts: DeepLink.Parts) throws(ResolutionError) -> RouteMatch? {
        for (position, route) in routes.enumerated() where link.isRedirectHop || !route.isInternal {
            do throws(PCRE2Error) {
                if let params = try route.parameters(for: parts, limits: limits) {
                    return try preferringExactHost(RouteMatch(route: route, params: params, position: position), link: link)
                }
            } catch {
                throw ResolutionError(error, url: link.text, route: route.name)
            }
        }
        return nil
    }

    /// Rank rule 3 on a match the loop or the dispatcher found.
    @inline(__always)
    func preferringExactHost(_ found: RouteMatch, link: DeepLink) throws(PCRE2Error) -> RouteMatch {
        // Nothing to look up for a table without rivals, or a link without a host (most links).
        guard scope.hasExactHostRivals, link.layout.host != nil else { return found }
        let position = found.position >= 0 ? found.position : positions.wrapped[ObjectIdentifier(found.route)]
        guard let position else { return found }
        let rival = try scope.exactHostRival(of: position, in: specs, on: link) { (position: Int) throws(PCRE2Error) in
            link.isRedirectHop || !routes[position].isInternal ? try routes[position].parameters(for: link, limits: limits) : nil
        }
        return rival.map { RouteMatch(route: routes[$0.position], params: $0.params, position: $0.position) } ?? found
    }

    /// Rank rule 3 (``LinkScope``'s): the later route of `route`'s rank class that names the
    /// link's host exactly and matches it (by `parameters`, given a position in ``routes``), or nil.
    func exactHostRival(of route: Route, on link: DeepLink, parameters: (Int) throws(PCRE2Error) -> Parameters?)
        throws(PCRE2Error) -> (position: Int, params: Parameters)? {
        guard scope.hasExactHostRivals, let position = positions.wrapped[ObjectIdentifier(route)] else { return nil }
        return try scope.exactHostRival(of: position, in: specs, on: link, parameters: parameters)
    }

    /// The routes as data, each with the number of its rank class (rules 1 and 2).
    private static func specs(of routes: [Route]) -> [LinkRoute] {
        var rankClass = 0
        var previous: [Int]?
        return routes.map { route in
            let key = RouteRank.classKey(of: route)
            if let previous, previous != key { rankClass += 1 }
            previous = key
            var spec = route.spec
            spec.rankClass = rankClass
            return spec
        }
    }

    /// The match, once it is checked (``LinkScope/accept(_:link:)``): nothing or an exclusion
    /// is `no_route`; an open query map's link gives each name once. `origin` is the link's scheme
    /// and host as the table's bits, when ``checkedOrigin(_:query:)`` gave them; `path`
    /// its ``DeepLink/path``, when the caller made it. `mayBeNearMiss` is false when the matcher
    /// knows that no route the link's path reached refused it by its parameters: its `no_route`
    /// then names no route, with no route asked again.
    func accepted(_ found: RouteMatch?, link: DeepLink, origin: LinkOrigins.Origin? = nil, path: String? = nil,
                  mayBeNearMiss: Bool = true) throws(ResolutionError) -> RouteMatch {
        guard let found else {
            guard mayBeNearMiss else { throw LinkScope.noRoute(url: link.text, path: path ?? link.path) }
            // The parts the routes read, made once (a link keeps only their bytes): its scheme and
            // host, when the table's bits do not tell, when a route is asked. (What `OriginCheck`
            // tells, told here by hand: an `OriginCheck` made for a miss, captured by this closure,
            // was copied through its value witnesses, about 150 a blog link over its misses.)
            let path = path ?? link.path
            let origins = self.origins  // (read in the closure, retained and released for every route)
            var names: (scheme: String, host: String?)?
            let first = path.dropFirst().prefix { $0 != "/" }  // ASCII: the parser refuses anything else unencoded
            throw scope.noRoute(for: link, path: path) { position in
                let route = routes[position]
                if route.isInternal, !link.isRedirectHop { return nil }
                // A template that starts with a literal matches only paths that start with it (as the dispatcher has
                // it), in any case for a route with `caseSensitive: false`.
                if case .literal(let text)? = route.pattern?.path.first, text != first,
                   !route.spec.isCaseInsensitive || text.lowercased() != first.lowercased() { return nil }
                let accepts: Bool
                if let origins, let origin {
                    accepts = origins.accepts(route: position, origin)
                } else {
                    let made = names ?? (link.scheme, link.host)
                    names = made
                    accepts = route.accepts(scheme: made.scheme, host: made.host)
                }
                guard accepts, (try? route.pathMatcher().matches(path, limits: limits)) == true else { return nil }
                return route.spec.nearMiss(for: link) { route.fits($0, $1) }
            }
        }
        try LinkScope.accept(target: found.route.spec.target, name: found.route.spec.name, openQuery: found.route.spec.openQuery, link: link)
        return found.givingLink(link.text)
    }
}

extension RouteTable {
    /// Refuses a link that is not the table's (`no_route`), or that gives a query name some
    /// route reads more than once (`invalid_url`: which value counts would be a guess); gives the
    /// link's scheme and host as bits (``LinkOrigins/origin(of:)``) when they are the table's: a
    /// link that has them passes without comparing names. Nil for a link it lets through
    /// otherwise (its host matched only by a wildcard, say). `query` is the link's
    /// `DeepLink/queryItems`, read once by a caller that reads them too.
    func checkedOrigin(_ link: DeepLink, query: [DeepLink.QueryItem]) throws(ResolutionError) -> LinkOrigins.Origin? {
        try scope.checkQueryNames(query, of: link)
        if let origin = origins?.origin(of: link) { return origin }
        try scope.checkOrigin(link)
        return nil
    }
}
