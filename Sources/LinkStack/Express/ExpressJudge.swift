/// The express lane's judge of the routes the dispatcher's search reaches: a route's verdict on a
/// `--batch` line's link, from the link's bytes (``ExpressLink``). The route must answer the
/// link's scheme and host (by the table's bits, ``LinkOrigins``); then a route read from its
/// captures takes the link with them (``TemplateCapture``s, written into the caller's room), and
/// any other makes its ``Parameters`` from them and the link's query items, as the general path
/// makes them, or refuses the link, and the search goes on past it. A capture a ``TemplateCapture``
/// cannot hold (escapes that are not text, an integer out of range) is left to the route, which
/// makes the parameters or refuses them. A route that took the link by a wildcard host while a
/// later one names hosts exactly is marked (rank rule 3: the lane asks the table). When a route's
/// own matching hits a limit, the judge declines: it takes the link, so the search ends, and says so.
struct ExpressJudge: DispatchJudge {
    /// The lane's routes (``ExpressRoute``), in memory the lane owns.
    let routes: UnsafeBufferPointer<ExpressRoute>
    /// The table's schemes and hosts as bits, which tell whether a route answers the link's.
    let origins: LinkOrigins
    let link: ExpressLink
    let query: [DeepLink.QueryItem]
    let limits: PCRE2Limits
    /// Room for the captures of a route read from them: one for each of its path parameters, in its names' order.
    let captures: UnsafeMutableBufferPointer<TemplateCapture>
    /// What the judge found: a route read from its captures (in ``captures``), or one that made
    /// its parameters; nil while none took the link.
    private(set) var answer: Answer?
    /// Whether a route refused the link by its parameters (a miss after that is the general path's:
    /// its error may name the route).
    private(set) var refusedParameters = false
    /// Whether the route that took the link may be outranked by a later one (rank rule 3,
    /// ``LinkScope/exactHostRivals``): the lane then asks the table for the rival.
    private(set) var mayBeOutranked = false

    /// A route's answer to the link.
    enum Answer {
        case captured(ExpressRoute)
        case found(ExpressLane.Found)
        /// The general path must answer.
        case declined
    }

    init(routes: UnsafeBufferPointer<ExpressRoute>, origins: LinkOrigins, link: ExpressLink, query: [DeepLink.QueryItem],
         limits: PCRE2Limits, captures: UnsafeMutableBufferPointer<TemplateCapture>) {
        self.routes = routes
        self.origins = origins
        self.link = link
        self.query = query
        self.limits = limits
        self.captures = captures
    }

    func accepts(route index: Int) -> Bool {
        origins.accepts(route: index, link.origin)
    }

    mutating func take(route index: Int, captures found: DispatchCaptures) throws(PCRE2Error) -> Bool {
        let route = routes[index]
        guard found.count == route.parameterCount else { return decline() }
        guard origins.accepts(route: index, link.origin) else { return false }
        guard route.readsCaptures else { return make(route, found, at: index) }
        for (position, capture) in route.captures.enumerated() {
            guard let range = found.range(at: capture),
                  let read = TemplateCapture(range, in: link.path, isInt: route.ints & 1 << UInt64(capture) != 0)
            else { return make(route, found, at: index) }  // the route's own reading: its parameters, or a refusal
            captures.initializeElement(at: position, to: read)
        }
        answer = .captured(route)
        mayBeOutranked = mayBeOutranked(route, at: index)
        return true
    }

    /// What the judge found, moved out (no copy to retain).
    mutating func takeAnswer() -> Answer? {
        var taken: Answer?
        swap(&taken, &answer)
        return taken
    }

    /// Whether a later route may outrank `route` by rank rule 3: it has rivals that name a host
    /// exactly, and matched the link's host only by a wildcard.
    @inline(__always)
    private func mayBeOutranked(_ route: ExpressRoute, at index: Int) -> Bool {
        route.hasRivals && origins.answersByWildcard(route: index, link.origin)
    }

    /// The verdict of a route that makes its parameters itself (``Route/parameters(query:capturedBytes:limits:)``).
    private mutating func make(_ route: ExpressRoute, _ found: DispatchCaptures, at index: Int) -> Bool {
        do throws(PCRE2Error) {
            guard let params = try route.route.parameters(query: query, capturedBytes: { found.bytes(at: $0) }, limits: limits) else {
                refusedParameters = true
                return false
            }
            answer = .found(ExpressLane.Found(route: route, params: params, query: query))
            mayBeOutranked = mayBeOutranked(route, at: index)
            return true
        } catch {
            return decline()
        }
    }

    /// Ends the search with the link left to the general path.
    private mutating func decline() -> Bool {
        answer = .declined
        return true
    }
}
