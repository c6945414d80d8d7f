@_spi(Engine) import LinkStackCore

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
    }

    /// Writes the resolution of the found link (its ``Parameters`` made by its route) in the route
    /// its answer settles on (a redirect to a link of a route that shows screens: that route, the
    /// hop read from its bytes, ``followRedirect(_:line:table:settings:current:context:events:into:)``;
    /// otherwise ``RouteTable/settled(_:url:items:linkLimits:)``: itself, or for an exclusion or
    /// a redirect what the table's check and redirects end in), with its hops and the
    /// optional values it ignored, or the error settling it throws; false (nothing written) when
    /// the answer is the general path's error: an open map given a name twice, or, before the
    /// error settling throws, a context the table does not know (the general path checks it first).
    func write(_ found: Found, line: UnsafeBufferPointer<UInt8>, layout: borrowing DeepLink.Layout, table: RouteTable, settings: Settings, current: NavigationState,
               context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        if found.route.spec.redirectTemplate != nil,
           followRedirect(found, line: line, layout: layout, table: table, settings: settings, current: current, context: context, events: events,
                          into: &output) {
            return true
        }
        return settle(found, line: line, table: table, settings: settings, current: current, context: context, events: events, into: &output)
    }

    /// Writes the resolution of a link whose route redirects it (read from its captures, `taken`:
    /// those of the parameters whose bits `given` holds, in `path` and `query`) to a link whose
    /// route shows screens, read from its bytes
    /// (``followRedirect(to:from:line:layout:table:settings:current:context:events:into:)``), or,
    /// for any other hop, what the table's redirects end in, from the parameters the route makes
    /// of its captures (as for a route that made them: ``write(_:line:layout:table:settings:current:context:events:into:)``).
    func writeRedirect(_ route: RouteCaptures, taken: UnsafeBufferPointer<TemplateCapture>, given: UInt64, path: UnsafeBufferPointer<UInt8>,
                       query: [DeepLink.QueryItem], line: UnsafeBufferPointer<UInt8>, layout: borrowing DeepLink.Layout, table: RouteTable,
                       settings: Settings, current: NavigationState, context: NavigationContext, events: Bool,
                       into output: inout [UInt8]) -> Bool {
        if let pathBase = path.baseAddress,
           followRedirect(to: route.redirect(taken, given: given, path: pathBase, query: query), from: route.route.spec.name, line: line,
                          layout: layout, table: table, settings: settings, current: current, context: context, events: events,
                          into: &output) {
            return true
        }
        guard let params = route.parameters(of: taken, given: given, in: path, query: query, limits: settings.limits) else { return false }
        return settle(Found(route: route.route, position: route.position, params: params, query: query), line: line, table: table,
                      settings: settings, current: current, context: context, events: events, into: &output)
    }

    /// Writes what the table settles a found link on (``RouteTable/settled(_:url:items:linkLimits:)``):
    /// its route's resolution, or for an exclusion or a redirect what the table's check and
    /// redirects end in, or the error settling throws; false as for
    /// ``write(_:line:layout:table:settings:current:context:events:into:)``.
    private func settle(_ found: Found, line: UnsafeBufferPointer<UInt8>, table: RouteTable, settings: Settings, current: NavigationState,
                        context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let first = RouteMatch(route: found.route, params: found.params, position: found.position)
        switch table.settled(first, url: String(decoding: line, as: UTF8.self), items: found.query, linkLimits: settings.linkLimits) {
        case .success(let (last, redirects, ignored))?:
            resolve(route: last.route, params: last.params, redirects: redirects, ignored: ignored, line: line, settings: settings,
                    current: current, context: context, events: events, into: &output)
        case .failure(let error)?:
            guard (try? graph.check(context)) != nil else { return false }
            error.renderJSON(into: &output)
        case nil:
            return false
        }
        return true
    }

    /// Writes the resolution of a link (`line`) whose route (`route`) read its parameters from its
    /// captures (`taken`: those of the parameters whose bits `given` holds, in `path` and `query`,
    /// the link's own or those of the link its one hop, `hop`, names): its kind's template with
    /// them, or, for a kind without one, the graph's resolution of the parameters the route makes
    /// of them (which learns the kind); false, with nothing written, if the route refuses them
    /// (never, for captures it read).
    func writeCaptured(_ route: Unmanaged<RouteCaptures>, taken: UnsafeBufferPointer<TemplateCapture>, given: UInt64,
                       path: UnsafeBufferPointer<UInt8>, query: [DeepLink.QueryItem], hop: Redirect?, line: UnsafeBufferPointer<UInt8>,
                       settings: Settings, current: NavigationState, context: NavigationContext, events: Bool,
                       into output: inout [UInt8]) -> Bool {
        // The writer's route (which the writer keeps), asked through a guaranteed reference: not retained.
        route._withUnsafeGuaranteedRef { route in
            writeCaptured(route, taken: taken, given: given, path: path, query: query, hop: hop, line: line, settings: settings,
                          current: current, context: context, events: events, into: &output)
        }
    }

    /// What the writing of a link whose route read its captures does, given the route itself.
    private func writeCaptured(_ route: RouteCaptures, taken: UnsafeBufferPointer<TemplateCapture>, given: UInt64,
                               path: UnsafeBufferPointer<UInt8>, query: [DeepLink.QueryItem], hop: Redirect?, line: UnsafeBufferPointer<UInt8>,
                               settings: Settings, current: NavigationState, context: NavigationContext, events: Bool,
                               into output: inout [UInt8]) -> Bool {
        let flags = ResolutionTemplates.flags(events: events, style: settings.style, hops: hop != nil)
        let templates = graph.templates, generation = templates.generation
        // The thread's own last template of the route's kind, found without the memo's lock; else the memo's, kept for the next link.
        let threadKinds = ThreadKinds.current
        if let pathBase = path.baseAddress,
           let kind = threadKinds._withUnsafeGuaranteedRef({
               $0.kind(writer: serial, generation: generation, position: route.position, given: given, flags: flags, current: current,
                       context: context)
           }),
           let template = kind._withUnsafeGuaranteedRef({ $0.unretainedTemplate }) {
            // (The thread keeps the kind, and the kind its template, until the thread keeps another for the route.)
            render(template, line: line, path: pathBase, query: query, captures: taken, hop: hop, into: &output)
            return true
        }
        let kind = route.kind(in: templates, given: given, current: current, context: context, flags: flags)
        if let kind, let template = kind.unretainedTemplate, let pathBase = path.baseAddress {
            threadKinds._withUnsafeGuaranteedRef {
                $0.keep(kind, writer: serial, routeCount: routes.count, generation: generation, position: route.position, given: given,
                        flags: flags)
            }
            withExtendedLifetime(kind) {
                render(template, line: line, path: pathBase, query: query, captures: taken, hop: hop, into: &output)
            }
            return true
        }
        guard let params = route.parameters(of: taken, given: given, in: path, query: query, limits: settings.limits) else { return false }
        resolve(route: route.route, params: params, redirects: hop.map { [$0] } ?? [], ignored: [:], line: line, settings: settings,
                current: current, context: context, events: events, into: &output)
        return true
    }

    /// Writes `template` (which its kind keeps while it is written) with the values of a link
    /// (`line`) whose route read them from its captures (`taken`, in `path` and `query`), or from
    /// those of the link its one hop, `hop`, names.
    @inline(__always)
    private func render(_ template: Unmanaged<ResolutionTemplate>, line: UnsafeBufferPointer<UInt8>, path: UnsafePointer<UInt8>,
                        query: [DeepLink.QueryItem], captures taken: UnsafeBufferPointer<TemplateCapture>, hop: Redirect?,
                        into output: inout [UInt8]) {
        template._withUnsafeGuaranteedRef { template in
            query.withUnsafeBufferPointer { query in
                if let hop {
                    template.render(line: line, path: path, query: query, captures: taken, hop: hop, into: &output)
                } else {
                    template.render(line: line, path: path, query: query, captures: taken, into: &output)
                }
            }
        }
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
