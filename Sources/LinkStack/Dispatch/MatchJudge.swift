/// The table's judge of the routes a search reaches (``RouteDispatcher/match(_:in:accepting:limits:)``):
/// a route takes a link when it answers the link's scheme and host and its ``Parameters`` can be
/// made from the captures and the link's query, as the reference loop decides; the first to take
/// it is the match.
struct MatchJudge: DispatchJudge {
    let link: DeepLink
    let routes: [Route]
    let accepting: RouteDispatcher.Acceptance
    let limits: PCRE2Limits
    /// The route that took the link, with its parameters.
    private(set) var found: RouteMatch?

    init(link: DeepLink, routes: [Route], accepting: RouteDispatcher.Acceptance, limits: PCRE2Limits) {
        self.link = link
        self.routes = routes
        self.accepting = accepting
        self.limits = limits
    }

    func accepts(route index: Int) -> Bool {
        accepting.accepts(routes[index], at: index, link)
    }

    mutating func take(route index: Int, captures: DispatchCaptures) throws(PCRE2Error) -> Bool {
        let route = routes[index]
        guard accepting.accepts(route, at: index, link),
              let params = try route.parameters(for: link, capturedBytes: { captures.bytes(at: $0) }, limits: limits)
        else { return false }
        found = RouteMatch(route: route, params: params, position: index)
        return true
    }
}
