/// One route as `linkstack routes list` shows it: what it matches and what it opens.
package struct RouteSummary: Sendable, Hashable {
    /// The route's name.
    package let name: String
    /// The template or regex as written, and ` (any case)` for a route with `caseSensitive: false`.
    package let pattern: String
    /// The screen on top of the target stack; for an `exclude: true` route `(excluded)`, for a
    /// `redirect:` route `→ ` and its template; ` (internal)` after it for an `internal: true` route,
    /// ` (link as url)` for one whose screen is given the link (`linkParameter: url`).
    package let screen: String
    /// The target stack's screen names, root first; a modal screen is marked `Name (modal)`.
    package let stack: [String]
    /// The flow the stack belongs to, when the table has flows.
    package let flow: String?
    /// What must hold for the flow to be shown (its `requires`), or nothing.
    package let guards: [String]
    /// The schemes the route answers links on, sorted: for a route with its own `hosts:`, only
    /// those whose links carry a host.
    package let schemes: [String]
    /// The hosts it answers for `http`/`https` links, sorted; empty when it answers no web scheme.
    package let hosts: [String]
}

extension RouteSummary {
    static func screen(of target: RouteTarget) -> String {
        switch target {
        case .exclude: return "(excluded)"
        case .redirect(let template): return "→ " + template
        case .screen, .stack: return target.topScreen
        }
    }
}

extension RouteTable {
    /// The stack `route` shows, root first (its `otherwise:` chain for a screen over the current
    /// state), each screen labelled with how it is shown and what it requires (``RouteGraph/label(of:)``).
    func stackLabels(of route: Route, builder: StackBuilder) -> [String] {
        builder.stack(for: route.target, params: Parameters()).map { screens[$0.name].map(RouteGraph.label(of:)) ?? $0.name }
    }

    /// Every route in match order, summarized.
    package var summaries: [RouteSummary] {
        let builder = StackBuilder(graph: graph)
        return routes.map { route in
            let stack = builder.stack(for: route.target, params: Parameters())
            let flow = stack.first.flatMap { root in flows.values.first { $0.rootScreens.contains(root.name) } }
            return RouteSummary(
                name: route.name, pattern: route.template + (route.spec.isCaseInsensitive ? " (any case)" : ""),
                screen: RouteSummary.screen(of: route.target) + (route.isInternal ? " (internal)" : "")
                    + (route.spec.linkParameter.map { " (link as \($0))" } ?? ""),
                stack: stackLabels(of: route, builder: builder),
                flow: flow?.name, guards: ((flow?.requires ?? []) + stack.flatMap { screens[$0.name]?.requires ?? [] }).uniqued,
                // A route with its own hosts never matches a link without one (a custom scheme's).
                schemes: route.schemes.filter { !route.spec.ownsHosts || linkOptions.carriesHost($0) }.sorted(),
                hosts: route.schemes.contains(where: linkOptions.carriesHost) ? route.hosts.sorted() : [])
        }
    }
}
