/// Turns deep links into navigation with a ``LinkTable`` and no PCRE2: the ``LinkResolving`` an
/// app embeds, as `linkstack generate swift` writes it (`AppLinks.resolver`).
///
/// ```swift
/// let resolution = try AppLinks.resolver.resolve("shop://products/42/reviews", from: shown,
///                                                context: NavigationContext(["signedIn": true]))
/// resolution.route   // "product.reviews"
/// resolution.plan    // popTo(index: 1), push(Product(id: 42)), push(Reviews(id: 42))
/// ```
///
/// Its answers are the engine's `Resolver`'s, byte for byte, for every link (the tests compare
/// the two on every fixture, the GitHub API's 808 routes and random tables), except that it
/// runs each regex under a step budget as the engine runs PCRE2 under its match limit: a
/// regex that would backtrack for long is `match_limit` for that link, never a hang.
public struct CoreResolver: LinkResolving {
    /// The routes, screens and flows.
    package let table: LinkTable
    /// Size limits for links: the table's ``LinkTable/linkLimits`` unless set.
    package var linkLimits: DeepLink.Limits
    /// How plans change stacks: ``TransitionPlan/Style/minimal`` unless set.
    public var planStyle = TransitionPlan.Style.minimal
    private let matcher: RouteMatcher

    /// Prepares the table's routes: each template's segments, and each regex checked to be of the
    /// language both engines run alike and compiled for the core's own matcher (`RegexProgram`),
    /// which runs every regex under a step budget.
    ///
    /// - Throws: ``LinkTableError`` when a route's regex is not one both engines run alike.
    public init(table: LinkTable) throws(LinkTableError) {
        self.table = table
        self.linkLimits = table.linkLimits
        self.matcher = try RouteMatcher(routes: table.routes, keepsTrailingSlash: table.linkOptions.keepsTrailingSlash)
    }

    /// Resolves `url` into the target state and the plan from `current`, as the engine's
    /// `Resolver` does: guards, `redirect:` routes and exclusions included.
    ///
    /// - Throws: ``ResolutionError/invalidURL(_:)``, ``ResolutionError/noRoute(url:reason:)``,
    ///   ``ResolutionError/redirectLoop(url:hops:)``, ``ResolutionError/invalidContext(_:)`` or
    ///   ``ResolutionError/invalidCurrent(_:)``.
    public func resolve(_ url: String, from current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                        events: Bool = false) throws(ResolutionError) -> Resolution {
        let link = try DeepLink(resolving: url, limits: linkLimits, options: table.linkOptions)
        try table.graph.check(context)
        let (route, params, redirects, ignored) = try match(link)
        return try table.graph.resolution(of: url, route: route.name, target: route.target, params: params, redirects: redirects,
                                          ignored: ignored, from: current, context: context, events: events, style: planStyle)
    }

    /// The way back to `pending`, the state a guard kept when `url` first came, with the link's
    /// route, parameters and redirects, as the engine's `Resolver` gives it.
    ///
    /// - Throws: What ``resolve(_:from:context:events:)`` throws for the link, or what
    ///   ``resume(_:from:context:events:)`` throws for the states.
    package func resolve(_ url: String, resuming pending: NavigationState, from current: NavigationState,
                        context: NavigationContext = NavigationContext(), events: Bool = false) throws(ResolutionError) -> Resolution {
        let link = try DeepLink(resolving: url, limits: linkLimits, options: table.linkOptions)
        try table.graph.check(context)
        let (route, params, redirects, ignored) = try match(link)
        let back = try resume(pending, from: current, context: context, events: events)
        return Resolution(url: url, route: route.name, params: params, outcome: back, redirects: redirects, ignored: ignored)
    }

    /// The route that finally answers `link`, its parameters, the `redirect:` hops taken and the
    /// optional values it ignored (``LinkRoute/ignoredValues(for:params:)``).
    ///
    /// - Throws: ``ResolutionError/noRoute(url:reason:)``, ``ResolutionError/invalidURL(_:)`` or
    ///   ``ResolutionError/redirectLoop(url:hops:)``.
    package func match(_ link: DeepLink) throws(ResolutionError)
        -> (route: LinkRoute, params: Parameters, redirects: [Redirect], ignored: [String: String]) {
        let first = try matcher.match(link)
        guard case .redirect = first.route.target else {
            // The values ignored read first, so the match is moved into the answer, not copied.
            let ignored = first.route.ignoredValues(for: link, params: first.params)
            return (first.route, first.params, [], ignored)
        }
        let (found, redirects, last) = try matcher.scope.followingRedirects(link, from: first, parse: tableLink, match: matcher.match) {
            ($0.route.name, $0.route.redirectTemplate, $0.params)
        }
        let ignored = found.route.ignoredValues(for: last, params: found.params)
        return (found.route, found.params, redirects, ignored)
    }

    /// Plans the way back to a link a guard kept as ``Resumption/pending``, as the engine's
    /// `Resolver` does.
    ///
    /// - Throws: ``ResolutionError/invalidTarget(_:)``, ``ResolutionError/invalidCurrent(_:)`` or
    ///   ``ResolutionError/invalidContext(_:)``.
    package func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext = NavigationContext(),
                        events: Bool) throws(ResolutionError) -> Resumption {
        try table.graph.resume(pending, from: current, context: context, events: events, style: planStyle)
    }

    /// Plans the way back to a link a guard kept as ``Resumption/pending``, as the engine's
    /// `Resolver` does: the ``LinkResolving`` requirement.
    public func resume(_ pending: NavigationState, from current: NavigationState,
                       context: NavigationContext = NavigationContext()) throws(ResolutionError) -> Resumption {
        try resume(pending, from: current, context: context, events: false)
    }

    /// The canonical URL that opens `screen` with `params`, as the engine's `RouteTable.url(for:params:scheme:host:)`
    /// and `linkstack url` write it.
    ///
    /// - Throws: ``ReverseRoutingError`` saying, route by route, why none fits.
    public func url(for screen: String, params: [String: String] = [:], scheme: String? = nil,
                    host: String? = nil) throws(ReverseRoutingError) -> String {
        try table.url(for: screen, params: params, scheme: scheme, host: host, roundTrip: readBack)
    }

    /// The URL the route named `route` writes for `params` (with `scheme` and `host` as in
    /// ``url(for:params:scheme:host:)``), checked by resolving it back.
    ///
    /// - Throws: ``ReverseRoutingError`` when the route cannot write it, or there is no such route.
    public func url(route name: String, params: [String: String] = [:], scheme: String? = nil,
                    host: String? = nil) throws(ReverseRoutingError) -> String {
        guard let route = table.routes.first(where: { $0.name == name }) else {
            throw ReverseRoutingError(screen: "", reason: "no route is named '\(name)'")
        }
        do throws(ResolutionError.Message) {
            return try table.url(of: route, params: params, origin: .init(scheme: scheme?.lowercased(), host: host?.lowercased()),
                                 roundTrip: readBack)
        } catch {
            throw ReverseRoutingError(screen: route.target.topScreen, reason: "route '\(name)' \(error.text)")
        }
    }

    /// A redirect's hop, parsed under the table's own limits, as the engine's `RouteTable.hopLink(_:)`
    /// parses it (a hop, which `internal: true` routes answer).
    private func tableLink(_ text: String) throws(DeepLinkError) -> DeepLink {
        var options = table.linkOptions
        options.isRedirectHop = true
        return try DeepLink(text, limits: table.linkLimits, options: options)
    }

    /// The route and parameters of a link reverse routing wrote (no redirects followed).
    private func readBack(_ url: String) throws(ResolutionError) -> (route: LinkRoute, params: Parameters) {
        try matcher.match(DeepLink(resolving: url, limits: table.linkLimits, options: table.linkOptions))
    }
}
