import LinkStackCore

extension RouteTable {
    /// The resolution of the link `text` (read as bytes, in place; `url`, the same text) read under
    /// `linkLimits` and planned in `style` (a ``Resolver``'s), from `current` under `context`: the
    /// route it settles on (``settledMatch(of:url:linkLimits:miss:)``), planned by the graph. Nil
    /// when the answer is an error: `miss` as ``settledMatch(of:url:linkLimits:miss:)`` sets it;
    /// any other error the general path words from the link parsed whole.
    func resolution(of text: inout String, url: String, linkLimits: DeepLink.Limits, style: TransitionPlan.Style,
                    current: NavigationState, context: NavigationContext, events: Bool, miss: inout ResolutionError?) -> Resolution? {
        // The general path checks the context before it matches: a name the table has not is its error.
        guard (try? graph.check(context)) != nil,
              let settled = LinkBytes.lent(&text, { settledMatch(of: $0, url: url, linkLimits: linkLimits, miss: &miss) }) else {
            return nil
        }
        return try? resolution(of: url, settled: settled, style: style, current: current, context: context, events: events)
    }

    /// The route a link settles on, with its `redirect:` hops and the optional values it ignored.
    typealias Settled = (match: RouteMatch, redirects: [Redirect], ignored: [String: String])

    /// The resolution of the link `url` by the route it `settled` on, planned in `style` from
    /// `current` under `context`: what every way of reading a link ends in.
    func resolution(of url: String, settled: Settled, style: TransitionPlan.Style, current: NavigationState,
                    context: NavigationContext, events: Bool) throws(ResolutionError) -> Resolution {
        let route = settled.match.route
        return try graph.resolution(of: url, route: route.name, target: route.target, params: settled.match.params, redirects: settled.redirects,
                                    ignored: settled.ignored, from: current, context: context, events: events, style: style)
    }

    /// The route the link `line` (its bytes, read in place; `url` makes its text, for an error or
    /// the link parsed whole) read under `linkLimits` settles on, with its `redirect:` hops and
    /// the optional values it ignored: read and matched as the resolver reads links
    /// (``LinkPath/read(_:limits:options:scope:origins:_:)``, the dispatcher's search with the one
    /// judge, each route the path reaches making its ``Parameters`` from the captured bytes), with
    /// no `String` of the link's parts. An exclusion, a redirect and rank rule 3 with a rival are
    /// the table's, from the link parsed whole. Nil when the answer is an error: `miss` is set to
    /// a link's `no_route` when no route its path reached refused it by its parameters (its words
    /// are the path's), and to the error its exclusion or redirects end in; any other error the
    /// general path words from the link parsed whole.
    func settledMatch(of line: LinkBytes, url: @autoclosure () -> String, linkLimits: DeepLink.Limits,
                      miss: inout ResolutionError?) -> Settled? {
        let limits = self.limits
        var answer: Settled?
        _ = LinkPath.read(line, limits: linkLimits, options: linkOptions, scope: scope, origins: origins) { link, origin, items, _ in
            let found: RouteMatch?
            do throws(PCRE2Error) {
                found = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(PCRE2Error) -> RouteMatch? in
                    var refused = false
                    guard let match = try dispatcher.match(link, origin: origin, query: items, in: routes, limits: limits, refused: &refused)
                    else {
                        // A miss after a route refused the link may be its near miss: the general path's to word.
                        if !refused { miss = LinkScope.noRoute(url: url(), path: link.path.string) }
                        return nil
                    }
                    // Rank rule 3 needs the link whole: only a route with rivals that took the link by a wildcard host asks it.
                    guard origin.mayBeOutranked(at: match.position, hasRivals: scope.hasExactHostRivals(at: match.position)) else { return match }
                    guard let whole = try? DeepLink(resolving: url(), limits: linkLimits, options: linkOptions) else { return nil }
                    return try preferringExactHost(match, link: whole)
                }
            } catch {
                return false  // a limit: the general path words the error
            }
            switch found.flatMap({ settled($0, url: url(), items: items, linkLimits: linkLimits) }) {
            case .success(let settled)?: answer = settled
            case .failure(let error)?: miss = error  // what the general path throws too: the table's, from the link parsed whole
            case nil: return false
            }
            return true
        }
        return answer
    }

    /// The route whose answer a link `found` took (read from its bytes: its text `url`, its query
    /// items `items`) settles on, with its `redirect:` hops and the optional values it ignored:
    /// `found` itself for a screen or a stack; for an exclusion or a redirect, what the table's
    /// check and redirects end in, from the link parsed whole under `linkLimits`
    /// (``matchFollowingRedirects(_:from:)``), or the error they throw. Nil when the answer is
    /// the general path's error to word: an open map given a name twice, a link it cannot parse.
    /// What the resolve from bytes asks.
    func settled(_ found: RouteMatch, url: @autoclosure () -> String, items: [DeepLink.QueryItem],
                 linkLimits: DeepLink.Limits) -> Result<(RouteMatch, [Redirect], [String: String]), ResolutionError>? {
        let route = found.route
        switch route.spec.target {
        case .screen, .stack:
            guard LinkScope.repeatedOpenQueryName(route.spec.openQuery, in: items) == nil else { return nil }
            return .success((found.givingLink(url()), [],
                             route.spec.ignoresInvalidOptional ? route.spec.ignoredValues(query: items, params: found.params) : [:]))
        case .exclude, .redirect:
            guard let whole = try? DeepLink(resolving: url(), limits: linkLimits, options: linkOptions) else { return nil }
            return Result { () throws(ResolutionError) in try matchFollowingRedirects(whole, from: try accepted(found, link: whole)) }
        }
    }
}
