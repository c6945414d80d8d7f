/// The engine's ``BatchShortcut``: matches a `--batch` line's link (``ExpressLink``, read by the
/// core's parser) straight from its bytes, and when the link's kind has a template
/// (``ResolutionTemplates``: the same route and parameter names, from the same current state under
/// the same context, made from the kind's earlier links), writes the template with the link's
/// values; a link of a kind without one has the route's parameters resolved by the graph, as the
/// general path has them resolved, with no second parse or match: the graph learns the kind.
///
/// A link is matched by the dispatcher's own search
/// (``RouteDispatcher/search(_:segments:firstSegment:routes:limits:judge:)``, the one matching loop
/// the table's match runs too) with the lane's judge (``ExpressJudge``):
/// a route's verdict is the general path's, its scheme and host, then its parameters, decoded from
/// the captured bytes of the link's normalized path by their kinds (``TemplateCapture``), or made
/// by the route from them and the link's query items; a route that refuses the link is backtracked
/// from, as the general path's match goes on past it. An exclusion or a redirect is checked and
/// followed by the table. Whenever the general path could answer differently (rank rule 3 with a
/// rival, the link near its match budget, a miss after a route refused its parameters, a link the
/// parser refuses), the lane declines and the general path answers. The lane writes no resolution
/// of its own: `BatchGoldenTests`, `ExpressLaneTests` and `ExpressLaneQueryTests` hold its bytes
/// equal to the general path's.
final class ExpressLane: BatchShortcut, @unchecked Sendable {
    /// The limits the table's matches run under.
    private let limits: PCRE2Limits
    /// The size limits links are read under.
    let linkLimits: DeepLink.Limits
    /// How the table reads its links.
    let linkOptions: DeepLink.Options
    /// The table's schemes and hosts as bits, by which a link's scheme and host are known.
    let origins: LinkOrigins
    /// Each of the table's routes as the lane reads it, in memory the lane owns, written once in
    /// `init`: the judge reads them without retaining a list. (Hence `@unchecked Sendable`: nothing
    /// else the lane holds changes.)
    private let routes: UnsafeMutableBufferPointer<ExpressRoute>
    /// The table's dispatcher, whose search the lane runs, and its routes: kept here, as are its
    /// limits and origins, because reading them from the table retained each one on every line.
    private let dispatcher: RouteDispatcher
    private let tableRoutes: [Route]
    /// The table, which checks and follows a link whose route is an exclusion or a redirect.
    let table: RouteTable
    /// The graph whose templates the lane writes.
    let graph: ScreenGraph
    /// How the resolver plans.
    let style: TransitionPlan.Style
    /// The most steps the lane lets one link's matches take, as ``PCRE2Budget`` charges them: a
    /// quarter of the link budget, so a link anywhere near it is the general path's.
    let allowance: UInt32

    /// The lane for `resolver`, or nil when its table makes every line the general path's (no
    /// route; more than 64 schemes, exact hosts or wildcards: no ``LinkOrigins``). Rank rule 3 needs no check of the table's: only a route with a wildcard
    /// host has rivals that name a host exactly, and the lane leaves a link such a route matches by
    /// its wildcard to the general path.
    init?(_ resolver: Resolver) {
        let table = resolver.table
        guard let origins = table.scope.origins else { return nil }
        let rivals = table.scope.exactHostRivals
        let routes = table.routes.enumerated().map { position, route in
            ExpressRoute(route, at: position, hasRivals: rivals.indices.contains(position) && !rivals[position].isEmpty)
        }
        guard !routes.isEmpty else { return nil }  // every line a miss, which the general path words
        self.routes = .allocate(capacity: routes.count)
        _ = self.routes.initialize(from: routes)
        self.origins = origins
        dispatcher = table.dispatcher
        tableRoutes = table.routes
        graph = table.graph
        self.table = table
        style = resolver.planStyle
        linkLimits = resolver.linkLimits
        linkOptions = table.linkOptions
        limits = table.limits
        allowance = table.limits.linkBudget / 4
    }

    deinit {
        routes.deinitialize()
        routes.deallocate()
    }

    func write(line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
               into output: inout [UInt8]) -> Bool {
        // A link starts with its scheme's letter: a request line (`{`) or a blank one is the general
        // path's at once, not after reading a layout.
        guard let first = line.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        var normalized: [UInt8] = []  // a path with escapes, normalized (no allocation for a plain one)
        guard let layout = DeepLink.layout(of: line, limits: linkLimits, options: linkOptions, normalizingInto: &normalized)
        else { return false }
        return normalized.withUnsafeBufferPointer { normalized in
            let path = layout.path.map { UnsafeBufferPointer(rebasing: line[$0]) } ?? normalized
            guard let link = ExpressLink(line, layout: layout, path: path, lane: self) else { return false }
            // Its query items, read as the parser reads them; a name routes read given twice is the general path's error.
            var items: [DeepLink.QueryItem] = []
            if link.hasQuery {
                guard let read = DeepLink.queryItems(of: line, layout: layout, limits: linkLimits), table.scope.repeatedQueryName(in: read) == nil
                else { return false }
                items = read
            }
            // Room for a route's captures (``ExpressRoute/mostParameters``), on the stack.
            return withUnsafeTemporaryAllocation(of: TemplateCapture.self, capacity: ExpressRoute.mostParameters) { captures in
                var judge = ExpressJudge(routes: UnsafeBufferPointer(routes), origins: origins, link: link, query: items, limits: limits,
                                         captures: captures)
                let taken: Bool
                do throws(PCRE2Error) {
                    taken = try PCRE2MatchContext.withBudget(allowance) { () throws(PCRE2Error) -> Bool in
                        try dispatcher.search(path, segments: link.segments, firstSegment: UnsafeBufferPointer(rebasing: path[link.firstSegment]),
                                              routes: tableRoutes, limits: limits, judge: &judge)
                    }
                } catch {
                    return false  // a limit: the general path words the error
                }
                switch judge.takeAnswer() {
                case nil:
                    // No route; a miss after a route refused its parameters is the general path's (its error may name the route),
                    // and the general path checks the context before it matches: a name the table has not is its error.
                    guard !taken, !judge.refusedParameters, (try? graph.check(context)) != nil else { return false }
                    writeNoRoute(line, path: path, into: &output)
                    return true
                case .declined?:
                    return false
                case .captured(let route)?:
                    // The kind's template; none yet (or one the graph declined): the graph resolves the link from the
                    // parameters the route makes of the captures, and learns the kind.
                    let taken = UnsafeBufferPointer(rebasing: captures[..<route.parameterCount])
                    let flags = ResolutionTemplates.flags(events: events, style: style)
                    let kind = graph.templates.entry(route: route.name, names: route.names, current: current, context: context, flags: flags)
                    if case .template(let template)? = kind?.status, let pathBase = path.baseAddress {
                        template.render(line: line, path: pathBase, captures: taken, into: &output)
                        return true
                    }
                    guard let params = route.parameters(of: taken, in: path, limits: limits) else { return false }
                    resolve(route: route.route, params: params, redirects: [], ignored: [:], line: line, current: current,
                            context: context, events: events, into: &output)
                    return true
                case .found(let found)?:
                    return write(found, line: line, current: current, context: context, events: events, into: &output)
                }
            }
        }
    }
}
