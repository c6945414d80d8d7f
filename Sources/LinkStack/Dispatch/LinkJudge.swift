/// The judge of the routes the dispatcher's search reaches, for every reader of links: a route's
/// verdict on a link, from the link's bytes (``LinkPath``). The route must answer the link's
/// scheme and host (``OriginCheck``: by the table's bits, ``LinkOrigins``, when it has them);
/// then, for a link a resolver writes (the writer's routes given), a route read from its captures
/// takes the link with them (``TemplateCapture``s, written into the caller's room), and any other
/// route (every route, for the table's match) makes its ``Parameters`` from them and the link's
/// query items, or refuses the link, and the search goes on past it. A capture a
/// ``TemplateCapture`` cannot hold (escapes that are not text, an integer out of range) is left to
/// the route, which makes the parameters or refuses them. A route that took the link by a wildcard
/// host while a later one names hosts exactly is marked (rank rule 3: the table is asked). A
/// route's own matching that hits a limit ends the search with its error.
struct LinkJudge: DispatchJudge {
    /// The writer's routes (``RouteCaptures``), in memory the writer owns; nil for the table's match
    /// (``RouteDispatcher/match(_:in:origins:origin:limits:)``), which reads no captures: every
    /// route makes its parameters.
    let routes: UnsafeBufferPointer<RouteCaptures>?
    /// The table's routes, which make a link's parameters: in memory the caller keeps for the
    /// search (the writer's own copy, or the table's array), read without retaining a list.
    let tableRoutes: UnsafeBufferPointer<Route>
    /// How a route is told to answer the link's scheme and host.
    let origin: OriginCheck
    let link: LinkPath
    let query: [DeepLink.QueryItem]
    let limits: PCRE2Limits
    /// Room for the captures of a route read from them: one for each parameter a link gives, in
    /// their names' order.
    let captures: UnsafeMutableBufferPointer<TemplateCapture>
    /// For a route read from its captures, the parameters the link gives (a bit for each of
    /// ``RouteCaptures/captures``), and how many: the captures written.
    private(set) var given: UInt64 = 0, taken = 0
    /// What the judge found: a route read from its captures (in ``captures``), or one that made
    /// its parameters; nil while none took the link.
    private(set) var answer: Answer?
    /// Whether a route refused the link by its parameters (a miss after that is the general path's:
    /// its error may name the route).
    private(set) var refusedParameters = false
    /// Whether the route that took the link may be outranked by a later one (rank rule 3,
    /// ``LinkScope/exactHostRivals``): the writer then asks the table for the rival.
    private(set) var mayBeOutranked = false

    /// A route's answer to the link.
    enum Answer {
        /// A route read from its captures: the writer's, which keeps it (held unretained).
        case captured(Unmanaged<RouteCaptures>)
        case found(LinkWriter.Found)
        /// The route's captures were not the route's parameters (never: the dispatcher's groups
        /// are the route's); the general path must answer.
        case declined
    }

    init(routes: UnsafeBufferPointer<RouteCaptures>?, tableRoutes: UnsafeBufferPointer<Route>, origin: OriginCheck, link: LinkPath,
         query: [DeepLink.QueryItem], limits: PCRE2Limits, captures: UnsafeMutableBufferPointer<TemplateCapture>) {
        self.routes = routes
        self.tableRoutes = tableRoutes
        self.origin = origin
        self.link = link
        self.query = query
        self.limits = limits
        self.captures = captures
    }

    func accepts(route index: Int) -> Bool {
        origin.accepts(at: index, in: tableRoutes)
    }

    mutating func take(route index: Int, captures found: DispatchCaptures) throws(PCRE2Error) -> Bool {
        guard origin.accepts(at: index, in: tableRoutes) else { return false }
        guard let routes else { return try make(index, found) }
        // The writer's route, asked through a guaranteed reference (the writer keeps it): read as
        // it is, it was retained and released on every link.
        let route = Unmanaged.passUnretained(routes[index])
        switch route._withUnsafeGuaranteedRef({ read(from: $0, at: index, found) }) {
        case .taken: return true
        case .declined: return decline()
        case .made(let hasRivals): return try make(index, found, hasRivals: hasRivals)
        }
    }

    /// What a route read from its captures made of a link: took it, declined it, or leaves it to
    /// the route to make its parameters (``make(_:_:hasRivals:)``: `hasRivals` its ``RouteCaptures/hasRivals``).
    private enum Reading {
        case taken, declined
        case made(hasRivals: Bool)
    }

    /// Reads the link from `found`, the captures of `route` (at `index`) and the link's query items,
    /// into ``captures``.
    private mutating func read(from route: RouteCaptures, at index: Int, _ found: DispatchCaptures) -> Reading {
        guard found.count == route.parameterCount else { return .declined }
        guard route.readsCaptures, route.acceptsQuery(query) else { return .made(hasRivals: route.hasRivals) }
        var given: UInt64 = 0, taken = 0
        let pathParameters = route.parameterCount, ints = route.ints, bools = route.bools, isRanged = !route.intRanges.isEmpty
        for (position, number) in route.captures.enumerated() {
            let read: TemplateCapture
            if number < pathParameters {
                let bit: UInt64 = 1 &<< UInt64(number)
                guard let range = found.range(at: number),
                      let capture = bools & bit != 0
                        ? TemplateCapture(flag: range, in: link.path)
                        : TemplateCapture(range, in: link.path, isInt: ints & bit != 0, mayHoldEscapes: link.mayHoldEscapes),
                      !isRanged || route.intRanges[number].contains(capture.number)
                else { return .made(hasRivals: route.hasRivals) }  // the route's own reading: its parameters, or a refusal
                read = capture
            } else {
                switch route.queryParameters[number - pathParameters].read(query) {
                case .captured(let capture): read = capture
                case .nothing: continue
                case .route: return .made(hasRivals: route.hasRivals)
                }
            }
            captures.initializeElement(at: taken, to: read)
            taken += 1
            given |= 1 &<< UInt64(position)
        }
        answer = .captured(.passUnretained(route))
        self.given = given
        self.taken = taken
        mayBeOutranked = origin.mayBeOutranked(route, at: index)
        return .taken
    }

    /// What the judge found, moved out (no copy to retain).
    mutating func takeAnswer() -> Answer? {
        var taken: Answer?
        swap(&taken, &answer)
        return taken
    }

    /// The verdict of route `index`, which makes its parameters itself
    /// (``Route/parameters(query:capturedBytes:limits:)``); `hasRivals` whether its writer's form has
    /// rivals (rank rule 3), nil for a route without one.
    ///
    /// - Throws: What its query's typed values throw when a match hits a limit: the search ends.
    private mutating func make(_ index: Int, _ found: DispatchCaptures, hasRivals: Bool? = nil) throws(PCRE2Error) -> Bool {
        let route = tableRoutes[index]
        guard let params = try route.parameters(query: query, capturedBytes: { found.bytes(at: $0) }, limits: limits) else {
            refusedParameters = true
            return false
        }
        answer = .found(LinkWriter.Found(route: route, position: index, params: params, query: query))
        mayBeOutranked = hasRivals.map { origin.mayBeOutranked(at: index, hasRivals: $0) } ?? false
        return true
    }

    /// Ends the search with the link left to the general path.
    private mutating func decline() -> Bool {
        answer = .declined
        return true
    }
}
