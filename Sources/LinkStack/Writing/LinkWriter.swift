@_spi(Engine) import LinkStackCore

/// How the engine's ``Resolver`` writes a link's resolution as JSON
/// (``Resolver/renderResolution(of:from:context:events:into:)-(UnsafeBufferPointer<UInt8>,_,_,_,_)``:
/// every `--batch` line, and every link rendered from a `String`). The link (``LinkPath``, read
/// by the core's parser) is matched straight from its bytes, once. When its kind has a template
/// (``ResolutionTemplates``: the same route and parameter names, from the same current state under
/// the same context, made from the kind's earlier links), the template is written with the link's
/// values; otherwise the graph resolves the route's parameters and learns the kind.
///
/// A link is matched by the dispatcher's own search
/// (``RouteDispatcher/search(_:segments:firstSegment:routes:limits:judge:)``, the one matching
/// loop) with the one judge (``LinkJudge``): a route must answer the link's scheme and host, then
/// its parameters are read by their kinds from the captured bytes of the link's normalized path
/// and from its query items (``TemplateCapture``, ``QueryCapture``), or made by the route from
/// them; a route that refuses the link is backtracked from. An exclusion or a redirect is checked and followed by
/// the table, and so is rank rule 3 for a route that took the link by a wildcard host while later
/// routes name hosts exactly. The table's own match (``RouteTable/match(_:)``) runs the same
/// search with the same judge, reading no captures
/// (``RouteDispatcher/match(_:in:origins:origin:limits:)``).
///
/// What the writer leaves (it returns false, having written nothing) is a link whose answer is an
/// error: one the parser refuses, a scheme or host the table does not answer, a query name given
/// twice, a match that hits a limit, a miss after a route refused its parameters, a context the
/// table does not know. Its words need the link parsed whole: the resolver has it parsed, matched
/// and answered as ``Resolver/resolve(_:from:context:events:)`` answers it (the general path).
/// `BatchGoldenTests`, `LinkWriterTests` and `LinkWriterQueryTests` hold the writer's bytes equal
/// to the general path's, and every line it leaves to be an error.
final class LinkWriter: @unchecked Sendable {
    /// How the table reads its links.
    let linkOptions: DeepLink.Options
    /// The table's schemes and hosts as bits, by which a link's scheme and host are known; nil for
    /// a table with more than the bits hold (``OriginCheck/init(scheme:host:)``). Unretained: ``scope``
    /// keeps them (retaining them cost a retain and a release a link).
    let origins: Unmanaged<LinkOrigins>?
    /// What the table answers: the query names its routes read, given twice, are an error.
    let scope: LinkScope
    /// Each of the table's routes as the writer reads it, in memory the writer owns, written once in
    /// `init`: the judge reads them without retaining a list. (Hence `@unchecked Sendable`: nothing
    /// else the writer holds changes.)
    let routes: UnsafeMutableBufferPointer<RouteCaptures>
    /// The table's dispatcher, whose search the writer runs, and its routes: kept here, as are its
    /// scope and origins, because reading them from the table retained each one on every line.
    let dispatcher: RouteDispatcher
    /// The table's routes, in memory the writer owns, as ``routes`` is: the judge and the search
    /// read them without retaining a list.
    let tableRoutes: UnsafeMutableBufferPointer<Route>
    /// The graph whose templates the writer writes, and which resolves a link of a kind without one.
    let graph: ScreenGraph
    /// The writer's number, never another's: a thread's own templates (``ThreadKinds``) are for the
    /// writer of this number.
    let serial: UInt64

    /// The number the next writer gets.
    private static let serials = Locked(UInt64(1))

    /// The writer for a table of `routes`, whose scope, dispatcher and graph these are. Made when a
    /// table first writes a link (``RouteTable/writer``), not when it loads.
    init(routes tableRoutes: [Route], scope: LinkScope, dispatcher: RouteDispatcher, graph: ScreenGraph, linkOptions: DeepLink.Options) {
        let routes = tableRoutes.enumerated().map { position, route in
            RouteCaptures(route, at: position, hasRivals: scope.hasExactHostRivals(at: position))
        }
        self.routes = .allocate(capacity: routes.count)
        _ = self.routes.initialize(from: routes)
        self.origins = scope.origins.map { .passUnretained($0) }
        self.scope = scope
        self.dispatcher = dispatcher
        self.tableRoutes = .allocate(capacity: tableRoutes.count)
        _ = self.tableRoutes.initialize(from: tableRoutes)
        self.graph = graph
        self.linkOptions = linkOptions
        serial = LinkWriter.serials.withLock { next in
            defer { next += 1 }
            return next
        }
    }

    deinit {
        routes.deinitialize()
        routes.deallocate()
        tableRoutes.deinitialize()
        tableRoutes.deallocate()
    }

    /// Appends the one-line JSON result of the link `line` resolved by a ``Resolver`` of `table`
    /// (its link limits and plan style in `settings`) from `current` under `context` to `output`
    /// and returns true, or leaves `output` as it was and returns false when the general path must
    /// answer.
    func write(line: UnsafeBufferPointer<UInt8>, table shared: SharedTable, settings: Settings, current: NavigationState,
               context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let limits = settings.limits
        return LinkPath.read(line, limits: settings.linkLimits, options: linkOptions, scope: scope,
                             origins: origins) { link, origin, items, layout in
            let path = link.path
            // Room for a route's captures (``RouteCaptures/mostParameters``), on the stack.
            return withUnsafeTemporaryAllocation(of: TemplateCapture.self, capacity: RouteCaptures.mostParameters) { captures in
                var judge = LinkJudge(routes: UnsafeBufferPointer(routes), tableRoutes: UnsafeBufferPointer(tableRoutes), origin: origin,
                                      link: link, query: items, limits: limits, captures: captures)
                let taken: Bool
                var answer: LinkJudge.Answer?
                do throws(PCRE2Error) {
                    // Under the link's budget, as the general path's match runs: rank rule 3's rival too.
                    taken = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(PCRE2Error) -> Bool in
                        let taken = try dispatcher.search(path, segments: link.segments,
                                                          firstSegment: UnsafeBufferPointer(rebasing: path[link.firstSegment]),
                                                          routes: UnsafeBufferPointer(tableRoutes), limits: limits, judge: &judge)
                        answer = judge.takeAnswer()
                        if judge.mayBeOutranked {
                            answer = try preferringExactHost(answer, line: line, path: path, captures: UnsafeBufferPointer(captures),
                                                             given: judge.given, query: items, table: shared.table, settings: settings)
                        }
                        return taken
                    }
                } catch {
                    return false  // a limit: the general path words the error
                }
                switch answer {
                case nil:
                    // No route; a miss after a route refused its parameters is the general path's (its error may name the route),
                    // and the general path checks the context before it matches: a name the table has not is its error.
                    guard !taken, !judge.refusedParameters, (try? graph.check(context)) != nil else { return false }
                    writeNoRoute(line, path: path, into: &output)
                    return true
                case .declined?:
                    return false
                case .captured(let route)? where route._withUnsafeGuaranteedRef({ $0.redirects }):
                    return writeRedirect(route.takeUnretainedValue(), taken: UnsafeBufferPointer(rebasing: captures[..<judge.taken]),
                                         given: judge.given, path: path, query: items, line: line, layout: layout, table: shared.table,
                                         settings: settings, current: current, context: context, events: events, into: &output)
                case .captured(let route)?:
                    return writeCaptured(route, taken: UnsafeBufferPointer(rebasing: captures[..<judge.taken]), given: judge.given, path: path,
                                         query: items, hop: nil, line: line, settings: settings, current: current, context: context,
                                         events: events, into: &output)
                case .found(let found)?:
                    return write(found, line: line, layout: layout, table: shared.table, settings: settings, current: current,
                                 context: context, events: events, into: &output)
                }
            }
        }
    }
}
