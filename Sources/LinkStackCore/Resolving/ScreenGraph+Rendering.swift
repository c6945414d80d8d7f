extension ScreenGraph {
    /// Appends the JSON of ``resolution(of:route:target:params:redirects:ignored:from:context:events:style:)``
    /// (``Resolution/renderJSON(into:)``'s bytes) to `output`, or throws what it throws (and
    /// appends nothing).
    ///
    /// The links of a kind (``ResolutionTemplates``) are resolved until it is learned: its first
    /// (from a state kinds were kept from before) or its second link is resolved once more
    /// with placeholders for its values to make the kind's ``ResolutionTemplate``, and each later
    /// link of that kind is the template with its own values in the holes. Either way, the bytes
    /// are those of its resolution.
    package func renderResolution(of url: String, route: String, target: RouteTarget, params: Parameters, redirects: [Redirect],
                                  ignored: [String: String], from current: NavigationState, context: NavigationContext,
                                  events: Bool, style: TransitionPlan.Style, into output: inout [UInt8]) throws(ResolutionError) {
        try check(context)
        let flags = ResolutionTemplates.flags(events: events, style: style, hops: !redirects.isEmpty, ignores: !ignored.isEmpty)
        // A kind is known by the current state as given, not as checked: the very same state is
        // checked alike, so a link of a kind with a template is written without checking it again.
        let kind = templates.entry(route: route, params: params, current: current, context: context, flags: flags)
        if case .template(let template) = kind?.status {
            return template.render(url: url, params: params, redirects: redirects, ignored: ignored, into: &output)
        }
        // Nothing shown (a link opened from a cold start) is its own shown state: not copied.
        guard current.isSingleStack, current.flowStack.isEmpty else {
            return render(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored, kind: kind,
                          current: current, shown: try shownState(current), context: context, events: events, style: style,
                          flags: flags, into: &output)
        }
        render(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored, kind: kind,
               current: current, shown: current, context: context, events: events, style: style, flags: flags, into: &output)
    }

    /// ``renderResolution(of:route:target:params:redirects:ignored:from:context:events:style:into:)``
    /// for a link whose kind has no template yet (or is declined), from `current` checked as `shown`.
    private func render(of url: String, route: String, target: RouteTarget, params: Parameters, redirects: [Redirect],
                        ignored: [String: String], kind: ResolutionTemplates.Entry?, current: NavigationState, shown: NavigationState,
                        context: NavigationContext, events: Bool, style: TransitionPlan.Style, flags: Int, into output: inout [UInt8]) {
        let start = output.count
        resolution(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                   shown: shown, context: context, events: events, style: style).renderJSON(into: &output)
        switch kind?.status {
        case nil:
            // The kind's first link: learned at once from a state kinds were kept from before, else seen.
            guard templates.hasKept(from: current, context: context) else {
                let seen = ResolutionTemplates.Entry(route: route, names: params.items.map(\.name), current: current, context: context,
                                                     flags: flags, status: .seen)
                return templates.keep(seen)
            }
        case .seen?:
            break
        case .template?, .declined?:
            return
        }
        // The kind's template, kept only when it gives this link's own bytes back.
        var status = ResolutionTemplates.Entry.Status.declined
        if let template = self.template(route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                                        shown: shown, context: context, events: events, style: style) {
            var again: [UInt8] = []
            template.render(url: url, params: params, redirects: redirects, ignored: ignored, into: &again)
            let agrees = again.withUnsafeBufferPointer { again in
                output.withUnsafeBufferPointer { ByteBuffer.equal(again, UnsafeBufferPointer(rebasing: $0[start...])) }
            }
            if agrees { status = .template(template) }
        }
        templates.keep(.init(route: route, names: kind?.names ?? params.items.map(\.name), current: current, context: context, flags: flags,
                             status: status), replacing: kind)
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
        let shownNames = Set(shown.everyStack.joined().map(\.name))
        if !shownNames.isEmpty {  // (nothing shown: no screen to compare)
            let built = [resolution.target] + (resolution.pending.map { [$0] } ?? [])
            let valued = built.flatMap(\.everyStack).joined().filter { screen in
                screen.params.items.contains { ResolutionTemplate.holdsPlaceholder($0.value) }
            }
            guard !valued.contains(where: { shownNames.contains($0.name) }) else { return nil }
        }
        return build(resolution, parameterCount: params.items.count)
    }

    /// A resolution with placeholders, read as a template.
    private func build(_ resolution: Resolution, parameterCount: Int) -> ResolutionTemplate? {
        var json: [UInt8] = []
        resolution.renderJSON(into: &json)
        return json.withUnsafeBufferPointer { ResolutionTemplate(json: $0, parameterCount: parameterCount) }
    }
}
