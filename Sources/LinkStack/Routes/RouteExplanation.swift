/// Why a link goes where it goes: the parsed link, then every route in match order with its
/// verdict. What `linkstack explain` prints.
///
/// ```swift
/// let explanation = try table.explain(try DeepLink("shop://products/42"))
/// explanation.winner?.name   // "product"
/// print(explanation.text)
/// ```
public struct RouteExplanation: Sendable {
    /// The link, parsed.
    public let link: DeepLink
    /// Every route in match order, each with its verdict.
    public let candidates: [Candidate]

    /// One route and what it made of the link.
    public struct Candidate: Sendable {
        /// The route.
        public let route: Route
        /// Its verdict.
        public let verdict: Verdict
    }

    /// What one route made of the link.
    public enum Verdict: Sendable, Hashable {
        /// The first matching route: the link goes here, with these parameters.
        case wins(Parameters)
        /// It matches too, but the winner is tried first, for this reason.
        case outranked(by: String, reason: String)
        /// It does not match, for this reason.
        case rejected(String)
    }

    /// The winning route, or nil when no route matches.
    public var winner: Route? {
        candidates.first { if case .wins = $0.verdict { true } else { false } }?.route
    }
}

extension RouteTable {
    /// Every route's verdict on `link`, in match order; the winner is the route ``match(_:)``
    /// returns. A route that hits the match limit is rejected with that reason.
    ///
    /// - Throws: ``ResolutionError/invalidURL(_:)`` when the link gives a query name a route
    ///   reads more than once, as ``match(_:)`` does.
    public func explain(_ link: DeepLink) throws(ResolutionError) -> RouteExplanation {
        try checkQueryNames(of: link)
        var winner: Route?
        let candidates = routes.map { route -> RouteExplanation.Candidate in
            let verdict: RouteExplanation.Verdict
            do throws(PCRE2Error) {
                if let params = try route.parameters(for: link, limits: limits) {
                    if let winner {
                        verdict = .outranked(by: winner.name, reason: RouteRank.reason(winner, beats: route))
                    } else {
                        winner = route
                        verdict = .wins(params)
                    }
                } else {
                    verdict = .rejected(try route.mismatch(with: link, limits: limits))
                }
            } catch {
                verdict = .rejected("hit the match limit (the link fails with match_limit)")
            }
            return .init(route: route, verdict: verdict)
        }
        return RouteExplanation(link: link, candidates: candidates)
    }
}
