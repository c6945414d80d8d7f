/// Why a link goes where it goes: the parsed link, then every route in match order with its
/// verdict. What `linkstack explain` prints.
///
/// ```swift
/// let explanation = try table.explain(try DeepLink("shop://products/42"))
/// explanation.winner?.name   // "product"
/// print(explanation.text)
/// ```
package struct RouteExplanation: Sendable {
    /// The link, parsed.
    package let link: DeepLink
    /// Every route in match order, each with its verdict.
    package let candidates: [Candidate]

    /// The link the winning `redirect:` route sends to (the link to explain next); nil when the
    /// winner is no redirect or its link is refused.
    package let redirect: String?
    /// Why the winning `redirect:` route's link is refused (another origin, a malformed link).
    package let redirectError: ResolutionError?
    /// The stack the winner shows, root first, each screen labelled as `routes list` labels it
    /// (`Cart (requires signedIn)`, `Checkout (full screen)`, `QuickLook (modal) (over current)`);
    /// empty when nothing wins or the winner shows no screen.
    package let shows: [String]
    /// The optional query values the winner takes as missing (`invalidOptional: ignore`), by
    /// parameter name, as the link gives them; empty when none.
    package let ignored: [String: String]

    /// One route and what it made of the link.
    package struct Candidate: Sendable {
        /// The route.
        package let route: Route
        /// Its verdict.
        package let verdict: Verdict
    }

    /// What one route made of the link.
    package enum Verdict: Sendable, Hashable {
        /// The first matching route: the link goes here, with these parameters (a `redirect:`
        /// route sends it on, see ``RouteExplanation/redirect``).
        case wins(Parameters)
        /// The first matching route is an `exclude: true` route: the link answers `no_route`.
        case excludes
        /// It matches too, but the winner is tried first, for this reason.
        case outranked(by: String, reason: String)
        /// It does not match, for this reason.
        case rejected(String)
    }

    /// How many rejected routes ``nearMisses`` gives when none starts with the link's first segment.
    package static let nearMissCount = 5

    /// The rejected routes nearest to matching, in match order: those whose template starts with
    /// the link's first segment (the literal, or one of its words); when none does, the first
    /// ``nearMissCount`` rejected routes that answer the link's scheme and host. What
    /// `linkstack explain` lists without `--all`.
    package var nearMisses: [Candidate] {
        let rejected = candidates.filter { if case .rejected = $0.verdict { true } else { false } }
        let sharing = rejected.filter { candidate in
            guard let first = link.segments.first, let component = candidate.route.pattern?.path.first else { return false }
            switch component {
            case .literal(let text): return text == first
            case .alternatives(let words): return words.contains(first)
            case .parameter: return false
            }
        }
        return sharing.isEmpty ? Array(rejected.filter { $0.route.accepts(link) }.prefix(RouteExplanation.nearMissCount)) : sharing
    }

    /// The winning route, or nil when no route matches (or an exclusion answers first).
    package var winner: Route? {
        candidates.first { if case .wins = $0.verdict { true } else { false } }?.route
    }
}

extension RouteTable {
    /// Every route's verdict on `link`, in match order; the winner is the route ``match(_:)``
    /// returns, and an exclusion that answers first says so. A route that hits the match limit
    /// is rejected with that reason.
    ///
    /// - Throws: `ResolutionError/invalidURL(_:)` when the link gives a query name a route
    ///   reads more than once, as ``match(_:)`` does.
    package func explain(_ link: DeepLink) throws(ResolutionError) -> RouteExplanation {
        let parts = DeepLink.Parts(link)  // made once for every route
        try scope.checkQueryNames(parts.query, of: link)
        var outcomes: [Result<Parameters?, PCRE2Error>] = []
        try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(ResolutionError) in
            // An internal route passes a link given directly by (only a redirect's hop reaches it).
            outcomes = routes.map { route in
                Result { () throws(PCRE2Error) in route.isInternal && !link.isRedirectHop ? nil : try route.parameters(for: parts, limits: limits) }
            }
        }
        let matched = { (position: Int) -> Parameters? in if case .success(let params) = outcomes[position] { params } else { nil } }
        let first = outcomes.indices.first { matched($0) != nil }
        let winner = first.map { index in (try? exactHostRival(of: routes[index], on: link, parameters: matched))?.position ?? index }
        var redirect: String?, redirectError: ResolutionError?
        var shows: [String] = [], ignored: [String: String] = [:]
        if let winner, case .success(let params?) = outcomes[winner] {
            try LinkScope.checkOpenQuery(of: routes[winner].spec, link: link)
            shows = stackLabels(of: routes[winner], builder: StackBuilder(graph: graph))
            ignored = routes[winner].spec.ignoredValues(for: link, params: params)
            if let template = routes[winner].spec.redirectTemplate {
                do throws(ResolutionError) {
                    redirect = try redirectLink(from: link, route: routes[winner], template: template, params: params,
                                                given: link.text).text
                } catch {
                    redirectError = error
                }
            }
        }
        let candidates = routes.indices.map { index -> RouteExplanation.Candidate in
            let route = routes[index]
            let verdict: RouteExplanation.Verdict
            switch outcomes[index] {
            case .success(let params?) where index == winner:
                if case .exclude = route.target { verdict = .excludes } else { verdict = .wins(route.spec.withLink(link.text, params)) }
            case .success(.some):
                let best = routes[winner ?? index]
                verdict = .outranked(by: best.name, reason: RouteRank.reason(best, beats: route, host: link.host,
                                                                                          inDeclarationOrder: matchesInDeclarationOrder))
            case .success(nil) where route.isInternal && !link.isRedirectHop:
                verdict = .rejected("it is internal: only a redirect reaches it, never a link given directly")
            case .success(nil):
                do throws(PCRE2Error) {
                    verdict = .rejected(try route.mismatch(with: link, limits: limits))
                } catch {
                    verdict = .rejected("hit the match limit (the link fails with match_limit)")
                }
            case .failure:
                verdict = .rejected("hit the match limit (the link fails with match_limit)")
            }
            return .init(route: route, verdict: verdict)
        }
        return RouteExplanation(link: link, candidates: candidates, redirect: redirect, redirectError: redirectError, shows: shows,
                                ignored: ignored)
    }
}
