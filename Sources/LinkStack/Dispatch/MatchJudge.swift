/// The table's judge of the routes a search reaches (``RouteDispatcher/match(_:in:accepting:limits:)``):
/// a route takes a link when it answers the link's scheme and host and its ``Parameters`` can be
/// made from the captures and the link's query, as the reference loop decides; the first to take
/// it is the match.
struct MatchJudge: DispatchJudge {
    /// The link's query items, scheme and host (not the whole link: a copy retained each of its parts).
    let query: [DeepLink.QueryItem]
    let scheme: String
    let host: String?
    let routes: [Route]
    let accepting: RouteDispatcher.Acceptance
    let limits: PCRE2Limits
    /// The route that took the link, with its parameters.
    private(set) var found: RouteMatch?

    init(query: [DeepLink.QueryItem], scheme: String, host: String?, routes: [Route], accepting: RouteDispatcher.Acceptance,
         limits: PCRE2Limits) {
        self.query = query
        self.scheme = scheme
        self.host = host
        self.routes = routes
        self.accepting = accepting
        self.limits = limits
    }

    /// The route that took the link, moved out (no copy to retain).
    mutating func takeFound() -> RouteMatch? {
        var taken: RouteMatch?
        swap(&taken, &found)
        return taken
    }

    func accepts(route index: Int) -> Bool {
        accepting.accepts(routes[index], at: index, scheme: scheme, host: host)
    }

    mutating func take(route index: Int, captures: DispatchCaptures) throws(PCRE2Error) -> Bool {
        let route = routes[index]
        guard accepting.accepts(route, at: index, scheme: scheme, host: host),
              let params = try route.parameters(query: query, capturedBytes: { captures.bytes(at: $0) }, limits: limits)
        else { return false }
        found = RouteMatch(route: route, params: params, position: index)
        return true
    }
}
