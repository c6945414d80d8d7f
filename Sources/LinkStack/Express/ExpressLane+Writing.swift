extension ExpressLane {
    /// A route the lane found for a link whose parameters the route made: the route, those
    /// parameters and the link's query items.
    struct Found {
        let route: ExpressRoute
        let params: Parameters
        let query: [DeepLink.QueryItem]
    }

    /// Writes the template of the found link's kind with its ``Parameters``, with the optional
    /// values it ignored; false (nothing written) when an open map is given a name twice (the
    /// general path's error) or the kind has no template yet.
    func write(_ found: Found, line: UnsafeBufferPointer<UInt8>, current: NavigationState,
               context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let route = found.route.route, params = found.params
        guard LinkScope.repeatedOpenQueryName(route.spec.openQuery, in: found.query) == nil else { return false }
        guard found.route.namesScreen else {
            return writeFollowing(RouteMatch(route: route, params: params, position: found.route.position), line: line, current: current,
                                  context: context, events: events, into: &output)
        }
        return writeTemplate(route: found.route.name, params: params, redirects: [],
                             ignored: route.spec.ignoresInvalidOptional ? route.spec.ignoredValues(query: found.query, params: params) : [:],
                             line: line,
                             current: current, context: context, events: events, into: &output)
    }

    /// Writes the template of a link's kind (its route and parameters, from `current` under
    /// `context`) with the link's values and returns true; false (nothing written) when the kind
    /// has no template yet.
    private func writeTemplate(route: String, params: Parameters, redirects: [Redirect], ignored: [String: String],
                               line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
                               into output: inout [UInt8]) -> Bool {
        let flags = ResolutionTemplates.flags(events: events, style: style, hops: !redirects.isEmpty, ignores: !ignored.isEmpty)
        let kind = graph.templates.entry(route: route, params: params, current: current, context: context, flags: flags)
        guard case .template(let template)? = kind?.status else { return false }
        template.render(url: line, params: params, redirects: redirects, ignored: ignored, into: &output)
        return true
    }

    /// Writes the answer for a link whose route (`first`, with its parameters) is an exclusion or a
    /// redirect: the link parsed whole, checked and followed by the table as the general path
    /// does (``RouteTable/matchFollowingRedirects(_:from:)``, each hop matched by the table), then
    /// the template of the kind it ends in, with the hops and the last link's ignored values; or
    /// the error that checking or following it throws. False (nothing written) when the context
    /// is not one the table knows (the general path's error, checked first) or the kind has no
    /// template yet.
    func writeFollowing(_ first: RouteMatch, line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext,
                        events: Bool, into output: inout [UInt8]) -> Bool {
        guard (try? graph.check(context)) != nil,
              let link = try? DeepLink(resolving: String(decoding: line, as: UTF8.self), limits: linkLimits, options: linkOptions)
        else { return false }
        do throws(ResolutionError) {
            let (found, redirects, ignored) = try table.matchFollowingRedirects(link, from: try table.accepted(first, link: link))
            return writeTemplate(route: found.route.name, params: found.params, redirects: redirects, ignored: ignored, line: line,
                                 current: current, context: context, events: events, into: &output)
        } catch {
            error.renderJSON(into: &output)
            return true
        }
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    func writeNoRoute(_ line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(contentsOf: ExpressLane.noRoute)
        output.append(contentsOf: path)
        output.append(contentsOf: ExpressLane.errorURL)
        output.append(contentsOf: line)
        output.append(contentsOf: ExpressLane.endOfError)
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
