extension ScreenGraph {
    /// Appends the JSON of ``resolution(of:route:target:params:redirects:ignored:from:context:events:style:)``
    /// (``Resolution/renderJSON(into:)``'s bytes) to `output`, or throws what it throws (and
    /// appends nothing).
    ///
    /// The first link of each kind (``ResolutionTemplates``) is resolved, and resolved once more
    /// with placeholders for its values to make the kind's ``ResolutionTemplate``; each later link
    /// of that kind is the template with its own values in the holes. Either way, the bytes are
    /// those of its resolution.
    package func renderResolution(of url: String, route: String, target: RouteTarget, params: Parameters, redirects: [Redirect],
                                  ignored: [String: String], from current: NavigationState, context: NavigationContext,
                                  events: Bool, style: TransitionPlan.Style, into output: inout [UInt8]) throws(ResolutionError) {
        try check(context)
        let shown = try shownState(current)
        let flags = ResolutionTemplates.flags(events: events, style: style, redirects: redirects, ignored: ignored)
        if let kind = templates.entry(route: route, params: params, shown: shown, context: context, flags: flags) {
            guard let template = kind.template else {
                return resolution(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                                  shown: shown, context: context, events: events, style: style).renderJSON(into: &output)
            }
            return template.render(url: url, params: params, redirects: redirects, ignored: ignored, into: &output)
        }
        let start = output.count
        resolution(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                   shown: shown, context: context, events: events, style: style).renderJSON(into: &output)
        let template = self.template(route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                                     shown: shown, context: context, events: events, style: style)
        // Kept only when it gives this link's own bytes back.
        var again: [UInt8] = []
        template?.render(url: url, params: params, redirects: redirects, ignored: ignored, into: &again)
        let agrees = output.withUnsafeBufferPointer { again.elementsEqual($0[start...]) }
        let names = params.items.map(\.name)
        templates.keep(.init(names: names, shown: shown, context: context, flags: flags, template: agrees ? template : nil), route: route)
    }

    /// The template of a link's kind: its resolution with placeholders for its values, read as a
    /// ``ResolutionTemplate``; nil when a screen with placeholders has the name of a screen
    /// `shown` shows (a plan compares the two, and the answer depends on the values), or when the
    /// JSON holds a marker's bytes elsewhere.
    private func template(route: String, target: RouteTarget, params: Parameters, redirects: [Redirect], ignored: [String: String],
                          shown: NavigationState, context: NavigationContext, events: Bool,
                          style: TransitionPlan.Style) -> ResolutionTemplate? {
        let marked = params.replacingValues { ResolutionTemplate.placeholder($0) }
        let resolution = self.resolution(of: ResolutionTemplate.placeholderURL, route: route, target: target, params: marked,
                                         redirects: redirects.isEmpty ? [] : ResolutionTemplate.placeholderRedirects,
                                         ignored: ignored.isEmpty ? [:] : ResolutionTemplate.placeholderIgnored,
                                         shown: shown, context: context, events: events, style: style)
        let valued = Set(([resolution.target] + (resolution.pending.map { [$0] } ?? [])).flatMap(\.everyStack).joined()
            .filter { screen in screen.params.items.contains { ResolutionTemplate.holdsPlaceholder($0.value) } }.map(\.name))
        guard !valued.isEmpty else { return build(resolution, parameterCount: params.items.count) }
        guard !shown.everyStack.joined().contains(where: { valued.contains($0.name) }) else { return nil }
        return build(resolution, parameterCount: params.items.count)
    }

    /// A resolution with placeholders, read as a template.
    private func build(_ resolution: Resolution, parameterCount: Int) -> ResolutionTemplate? {
        var json: [UInt8] = []
        resolution.renderJSON(into: &json)
        return json.withUnsafeBufferPointer { ResolutionTemplate(json: $0, parameterCount: parameterCount) }
    }
}
