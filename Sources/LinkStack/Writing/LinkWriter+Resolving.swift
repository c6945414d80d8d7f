extension LinkWriter {
    /// What a ``Resolver`` reads links by: its link limits and plan style, and its table's
    /// (changeable) match limits.
    struct Settings {
        let linkLimits: DeepLink.Limits
        let style: TransitionPlan.Style
        let limits: PCRE2Limits
    }

    /// A route found for a link whose parameters the route made: the route and its position in
    /// the table, those parameters and the link's query items.
    struct Found {
        let route: Route
        let position: Int
        let params: Parameters
        let query: [DeepLink.QueryItem]

        /// Whether the route names a screen or a stack (else it is an exclusion or a redirect).
        var namesScreen: Bool {
            switch route.spec.target {
            case .exclude, .redirect: false
            case .screen, .stack: true
            }
        }
    }

    /// Writes the resolution of the found link (its ``Parameters`` made by its route), with the
    /// optional values it ignored; false (nothing written) when an open map is given a name twice
    /// (the general path's error).
    func write(_ found: Found, line: UnsafeBufferPointer<UInt8>, table: RouteTable, settings: Settings, current: NavigationState,
               context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let route = found.route, params = found.params
        guard LinkScope.repeatedOpenQueryName(route.spec.openQuery, in: found.query) == nil else { return false }
        guard found.namesScreen else {
            return writeFollowing(RouteMatch(route: route, params: params, position: found.position), line: line, table: table,
                                  settings: settings,
                                  current: current, context: context, events: events, into: &output)
        }
        resolve(route: route, params: params, redirects: [],
                ignored: route.spec.ignoresInvalidOptional ? route.spec.ignoredValues(query: found.query, params: params) : [:],
                line: line, settings: settings, current: current, context: context, events: events, into: &output)
        return true
    }

    /// Writes the resolution of a link (`line`) of `route` with `params`, by the resolver's plan style (`settings`), from `current` under
    /// `context`: the template of its kind with the link's values, or, for a kind without one,
    /// the graph's resolution, as the general path has it written
    /// (``ScreenGraph/renderResolution(of:route:target:params:redirects:ignored:from:context:events:style:into:)``,
    /// which learns the kind), or the error it throws.
    func resolve(route: Route, params: Parameters, redirects: [Redirect], ignored: [String: String],
                 line: UnsafeBufferPointer<UInt8>, settings: Settings, current: NavigationState, context: NavigationContext,
                 events: Bool, into output: inout [UInt8]) {
        let style = settings.style
        let flags = ResolutionTemplates.flags(events: events, style: style, hops: !redirects.isEmpty, ignores: !ignored.isEmpty)
        let kind = graph.templates.entry(route: route.name, params: params, current: current, context: context, flags: flags)
        if case .template(let template)? = kind?.status {
            return template.render(url: line, params: params, redirects: redirects, ignored: ignored, into: &output)
        }
        do throws(ResolutionError) {
            try graph.renderResolution(of: String(decoding: line, as: UTF8.self), route: route.name, target: route.target,
                                       params: params, redirects: redirects, ignored: ignored, from: current, context: context,
                                       events: events, style: style, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
    }

    /// Writes the answer for a link whose route (`first`, with its parameters) is an exclusion or a
    /// redirect: the link parsed whole, checked and followed by the table as the general path
    /// does (``RouteTable/matchFollowingRedirects(_:from:)``, each hop matched by the table), then
    /// the resolution of the route it ends in, with the hops and the last link's ignored values;
    /// or the error that checking or following it throws. False (nothing written) when the
    /// context is not one the table knows (the general path's error, checked first).
    func writeFollowing(_ first: RouteMatch, line: UnsafeBufferPointer<UInt8>, table: RouteTable, settings: Settings,
                        current: NavigationState,
                        context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        guard (try? graph.check(context)) != nil,
              let link = try? DeepLink(resolving: String(decoding: line, as: UTF8.self), limits: settings.linkLimits, options: linkOptions)
        else { return false }
        do throws(ResolutionError) {
            let (found, redirects, ignored) = try table.matchFollowingRedirects(link, from: try table.accepted(first, link: link))
            resolve(route: found.route, params: found.params, redirects: redirects, ignored: ignored, line: line, settings: settings,
                    current: current, context: context, events: events, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
        return true
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    func writeNoRoute(_ line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(contentsOf: LinkWriter.noRoute)
        output.append(contentsOf: path)
        output.append(contentsOf: LinkWriter.errorURL)
        output.append(contentsOf: line)
        output.append(contentsOf: LinkWriter.endOfError)
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
