/// The judge of the routes the dispatcher's search reaches: a route's verdict on a link, from the
/// link's bytes (``LinkPath``). The route must answer the link's scheme and host (``OriginCheck``:
/// by the table's bits, ``LinkOrigins``, when it has them); then it makes its ``Parameters`` from
/// the captured bytes and the link's query items, or refuses the link, and the search goes on past
/// it. A route's own matching that hits a limit ends the search with its error.
struct LinkJudge: DispatchJudge {
    /// The table's routes, read without retaining a list.
    let routes: [Route]
    /// How a route is told to answer the link's scheme and host.
    let origin: OriginCheck
    let query: [DeepLink.QueryItem]
    let limits: PCRE2Limits
    /// Whether `internal: true` routes answer the link (a redirect's hop).
    let reachesInternal: Bool
    /// The route that took the link, with its parameters; nil while none has.
    private(set) var found: RouteMatch?
    /// Whether a route refused the link by its parameters (a miss after that is the general path's:
    /// its error may name the route).
    private(set) var refusedParameters = false

    init(routes: [Route], origin: OriginCheck, query: [DeepLink.QueryItem], limits: PCRE2Limits, reachesInternal: Bool) {
        self.routes = routes
        self.origin = origin
        self.query = query
        self.limits = limits
        self.reachesInternal = reachesInternal
    }

    func accepts(route index: Int) -> Bool {
        (reachesInternal || !routes[index].isInternal) && origin.accepts(at: index, in: routes)
    }

    /// Route `index` takes the link when it answers its origin and makes its parameters
    /// (``Route/parameters(query:capturedBytes:limits:)``).
    ///
    /// - Throws: What its query's typed values throw when a match hits a limit: the search ends.
    mutating func take(route index: Int, captures: DispatchCaptures) throws(PCRE2Error) -> Bool {
        guard accepts(route: index) else { return false }
        let route = routes[index]
        guard let params = try route.parameters(query: query, capturedBytes: { captures.bytes(at: $0) }, limits: limits) else {
            refusedParameters = true
            return false
        }
        found = RouteMatch(route: route, params: params, position: index)
        return true
    }
}
