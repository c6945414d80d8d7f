import LinkStackCore

/// Turns deep links into navigation with route files compiled by PCRE2: the engine's
/// `LinkResolving`.
///
/// ```swift
/// let resolver = Resolver(table: try RouteTable(contentsOf: "Routes"))
/// let resolution = try resolver.resolve("shop://products/42/reviews", from: current,
///                                       context: NavigationContext(["signedIn": true]))
/// resolution.target.stack  // [Home, ProductList, Product(id: 42), Reviews(id: 42)]
/// resolution.plan          // popTo(index: 1), push(Product(id: 42)), push(Reviews(id: 42))
/// print(resolution.json.rendered())
/// ```
///
/// A resolver holds no mutable state and may be shared across threads. The core's
/// `ScreenGraph` builds and guards the states; the resolver finds each link's route.
public struct Resolver: LinkResolving {
    /// The compiled routes, screens and flows.
    public let table: RouteTable
    /// Size limits for links: the table's ``RouteTable/linkLimits`` unless set.
    package var linkLimits: DeepLink.Limits
    /// How plans change stacks: `TransitionPlan/Style/minimal` (pops and pushes) unless set to
    /// `TransitionPlan/Style/reuse` (one `setStack` per changed stack, keeping live screens).
    public var planStyle = TransitionPlan.Style.minimal

    /// Creates a resolver over a table.
    public init(table: RouteTable) {
        self.table = table
        self.linkLimits = table.linkLimits
    }

    /// Resolves `url` into the target state and the plan from `current`.
    ///
    /// A target in a flow whose `requires` do not all hold in `context` resolves to the `redirect`
    /// flow instead, with the original target as `Resumption/pending` and the unmet names as
    /// `Resumption/requires`. A `redirect:` route's link is resolved again, hop by hop
    /// (`Resolution/redirects`); an `exclude: true` route's link answers `no_route`.
    ///
    /// - Parameters:
    ///   - url: The deep link, e.g. `shop://products/42/reviews`.
    ///   - current: What the app shows now; nothing by default.
    ///   - context: What holds, such as `signedIn=true`; nothing by default.
    ///   - events: Whether to list the notifications UIKit sends while the plan is applied.
    /// - Returns: The route, parameters, target state and plan.
    /// - Throws: `ResolutionError/invalidURL(_:)`, `ResolutionError/noRoute(url:reason:)`,
    ///   `ResolutionError/matchLimit(url:route:)`, `ResolutionError/redirectLoop(url:hops:)`,
    ///   `ResolutionError/invalidContext(_:)` or `ResolutionError/invalidCurrent(_:)`.
    public func resolve(_ url: String, from current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                        events: Bool = false) throws(ResolutionError) -> Resolution {
        // Read from its bytes, as links are written (``RouteTable/resolution(of:url:linkLimits:style:current:context:events:miss:)``);
        // an error is worded from the link parsed whole, but a miss that no route refused.
        var text = url  // read in place: a string not yet native is made native first
        var miss: ResolutionError?
        if let read = table.resolution(of: &text, url: url, linkLimits: linkLimits, style: planStyle, current: current, context: context,
                                       events: events, miss: &miss) {
            return read
        }
        if let miss { throw miss }
        return try resolveWhole(url, from: current, context: context, events: events)
    }

    /// ``resolve(_:from:context:events:)`` with the link parsed whole (a ``DeepLink``), matched by
    /// the table (``RouteTable/matchFollowingRedirects(_:from:)``): what words an error, and the
    /// oracle the tests hold the reading of a link's bytes to.
    package func resolveWhole(_ url: String, from current: NavigationState, context: NavigationContext,
                                           events: Bool) throws(ResolutionError) -> Resolution {
        try table.resolution(of: url, settled: try matched(url, context: context), style: planStyle, current: current, context: context,
                             events: events)
    }

    /// Appends the JSON of ``resolve(_:from:context:events:)``'s resolution to `output`, or throws
    /// what it throws: what `linkstack resolve --batch` writes for a line, written straight from
    /// the resolution (`JSONWriter`), the bytes its `json` renders.
    public func renderResolution(of url: String, from current: NavigationState, context: NavigationContext, events: Bool,
                                 into output: inout [UInt8]) throws(ResolutionError) {
        try resolve(url, from: current, context: context, events: events).writeJSON(into: &output)
    }

    /// The way back to `pending`, the state a guard kept when `url` first came: the target and
    /// plan of ``resume(_:from:context:)``, with the link's route, parameters and redirects.
    /// What `linkstack resolve URL --pending` prints.
    ///
    /// - Throws: What ``resolve(_:from:context:events:)`` throws for the link, or what
    ///   ``resume(_:from:context:)`` throws for the states.
    package func resolve(_ url: String, resuming pending: NavigationState, from current: NavigationState,
                        context: NavigationContext = NavigationContext(), events: Bool = false) throws(ResolutionError) -> Resolution {
        let (match, redirects, ignored) = try matched(url, context: context)
        let back = try resume(pending, from: current, context: context, events: events)
        return Resolution(url: url, route: match.route.name, params: match.params, outcome: back, redirects: redirects, ignored: ignored)
    }

    /// ``resume(_:from:context:)``, with the notifications UIKit sends while the plan is applied
    /// when `events` is true: what `linkstack resolve --pending --events` prints.
    package func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext,
                        events: Bool) throws(ResolutionError) -> Resumption {
        try table.graph.resume(pending, from: current, context: context, events: events, style: planStyle)
    }

    /// Plans the way back to a link a guard kept as `Resumption/pending`, once the app has done
    /// what was required (signed in): from `current` (the sign-in state) to `pending` exactly, the
    /// other tabs' stacks as they were when the link came.
    ///
    /// The guards are checked again: while `pending`'s flow's requirements are still unmet, the
    /// answer is the same redirect, with `pending` kept. (Resolving the bare URL again from the
    /// sign-in state would instead start the target flow afresh: its other tabs at their roots.)
    ///
    /// ```swift
    /// let first = try resolver.resolve("shop://checkout/payment", from: shown)   // signed out
    /// // ... the user signs in on first.target ...
    /// let back = try resolver.resume(first.pending!, from: first.target, context: NavigationContext(["signedIn": true]))
    /// back.target == first.pending  // true
    /// ```
    ///
    /// - Parameters:
    ///   - pending: The state a guard kept.
    ///   - current: What the app shows now.
    ///   - context: What holds now.
    /// - Throws: `ResolutionError/invalidTarget(_:)` for a `pending` the table cannot show (its
    ///   path starts `pending`), `ResolutionError/invalidCurrent(_:)` or `ResolutionError/invalidContext(_:)`.
    public func resume(_ pending: NavigationState, from current: NavigationState,
                       context: NavigationContext = NavigationContext()) throws(ResolutionError) -> Resumption {
        try resume(pending, from: current, context: context, events: false)
    }

    /// The link `url` parsed under ``linkLimits`` and its route found, following `redirect:`
    /// routes, once `context` is known to name only the table's context names.
    private func matched(_ url: String, context: NavigationContext) throws(ResolutionError) -> RouteTable.Settled {
        let link = try DeepLink(resolving: url, limits: linkLimits, options: table.linkOptions)
        try table.graph.check(context)
        return try table.matchFollowingRedirects(link)
    }
}
