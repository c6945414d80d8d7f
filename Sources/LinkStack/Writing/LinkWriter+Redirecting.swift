@_spi(Engine) import LinkStackCore

extension LinkWriter {
    /// Writes the resolution of a link whose route (`found`) redirects it to a link whose route
    /// shows screens, the hop read and matched from its bytes as the link itself was, or the error
    /// of a hop that is no link (as the table words it), and returns true; false, with nothing
    /// written, for any other redirect, which the table follows from the link parsed whole
    /// (``RouteTable/settled(_:url:items:linkLimits:)``): a hop that leaves the table's schemes and
    /// hosts, gives a query name twice, hits a limit, finds no route, may be outranked by rank
    /// rule 3, or whose route redirects again or excludes it. The
    /// answer is the general path's: the hop is the route's `redirect:` filled with its
    /// parameters (a path put on the link's own scheme and host), read under the table's link
    /// limits, as ``RouteTable/matchFollowingRedirects(_:from:)`` reads it.
    func followRedirect(_ found: Found, line: UnsafeBufferPointer<UInt8>, layout: borrowing DeepLink.Layout, table: RouteTable, settings: Settings,
                        current: NavigationState, context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        guard let template = found.route.spec.redirectTemplate,
              LinkScope.repeatedOpenQueryName(found.route.spec.openQuery, in: found.query) == nil else { return false }
        return followRedirect(to: template.filled(with: found.params), from: found.route.spec.name, line: line, layout: layout, table: table,
                              settings: settings, current: current, context: context, events: events, into: &output)
    }

    /// ``followRedirect(_:line:layout:table:settings:current:context:events:into:)`` of a link
    /// whose route (named `name`) filled its `redirect:` with the link's values as `value`.
    func followRedirect(to value: String, from name: String, line: UnsafeBufferPointer<UInt8>, layout: borrowing DeepLink.Layout,
                        table: RouteTable, settings: Settings, current: NavigationState, context: NavigationContext, events: Bool,
                        into output: inout [UInt8]) -> Bool {
        let hop: String
        if value.hasPrefix("/") {
            // The link's scheme and host, where its layout has them.
            let origin = DeepLink.origin(of: line, layout: layout)
            hop = LinkScope.link(scheme: origin.scheme, host: origin.host, path: value)
        } else {
            hop = value
        }
        var bytes = hop  // withUTF8 reads a native string in place
        var read = false
        let written = bytes.withUTF8 { hopLine in
            LinkPath.read(hopLine, limits: table.linkLimits, options: linkOptions, scope: scope, origins: origins) { hopLink, origin, items, _ in
                read = true
                return writeHop(hopLink, origin: origin, items: items, hop: Redirect(route: name, url: hop), line: line,
                                table: table, settings: settings, current: current, context: context, events: events, into: &output)
            }
        }
        guard !written, !read else { return written }
        // A hop that is no link: the error the table words (the general path checks the context first).
        guard case .failure(let error) = Result(catching: { () throws(DeepLinkError) in
            try DeepLink(hop, limits: table.linkLimits, options: linkOptions)
        }), (try? graph.check(context)) != nil else { return false }
        LinkScope.unreadableHop(error, given: String(decoding: line, as: UTF8.self), route: name, hop: hop)
            .renderJSON(into: &output)
        return true
    }

    /// Writes the resolution of a link (`line`) whose one hop (`hop`) is the link `hopLink` (from
    /// `origin`, with its query `items`), read by the table's routes as the link itself is read:
    /// a route that shows screens read from its captures (its kind's template, with the hop), or
    /// one that made its parameters; false, with nothing written, for any other answer (the
    /// table's: a limit, no route, a route that redirects again or excludes it, a rival by rank rule 3).
    private func writeHop(_ hopLink: LinkPath, origin: OriginCheck, items: [DeepLink.QueryItem], hop: Redirect,
                          line: UnsafeBufferPointer<UInt8>, table: RouteTable, settings: Settings, current: NavigationState,
                          context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let limits = settings.limits, path = hopLink.path
        return withUnsafeTemporaryAllocation(of: TemplateCapture.self, capacity: RouteCaptures.mostParameters) { captures in
            var judge = LinkJudge(routes: UnsafeBufferPointer(routes), tableRoutes: UnsafeBufferPointer(tableRoutes), origin: origin,
                                  link: hopLink, query: items, limits: limits, captures: captures)
            do throws(PCRE2Error) {
                _ = try PCRE2MatchContext.withBudget(limits.linkBudget) { () throws(PCRE2Error) -> Bool in
                    try dispatcher.search(path, segments: hopLink.segments, firstSegment: UnsafeBufferPointer(rebasing: path[hopLink.firstSegment]),
                                          routes: UnsafeBufferPointer(tableRoutes), limits: limits, judge: &judge)
                }
            } catch {
                return false
            }
            guard !judge.mayBeOutranked else { return false }
            switch judge.takeAnswer() {
            case .captured(let route)? where route._withUnsafeGuaranteedRef({ $0.redirects }):
                return false
            case .captured(let route)?:
                return writeCaptured(route, taken: UnsafeBufferPointer(rebasing: captures[..<judge.taken]), given: judge.given, path: path,
                                     query: items, hop: hop, line: line, settings: settings, current: current, context: context,
                                     events: events, into: &output)
            case .found(let found)?:
                switch found.route.spec.target {
                case .screen, .stack: break
                case .exclude, .redirect: return false
                }
                // (Its route shows screens: the route itself, with the optional values it ignored.)
                let match = RouteMatch(route: found.route, params: found.params, position: found.position)
                guard case .success(let (last, _, ignored))? = table.settled(match, url: hop.url, items: items, linkLimits: table.linkLimits)
                else { return false }
                resolve(route: last.route, params: last.params, redirects: [hop], ignored: ignored, line: line, settings: settings,
                        current: current, context: context, events: events, into: &output)
                return true
            case .declined?, nil:
                return false
            }
        }
    }
}
