extension RouteLinter {
    /// Routes that narrow what a screen keeps below the top. A screen without a `params:` list
    /// keeps, below the top, the parameters every route that shows it on top gives it
    /// (``ScreenDefinition/routeParams``): one route giving fewer, like `/a/{album:int}` with the
    /// stack `[Home, Album(album)]` where the others give `album` and `sort`, makes every other
    /// route drop `sort` from the `Album` below its top, so a link from the album the user is on
    /// pops it and pushes a copy. One warning at each such route, naming what is lost.
    func narrowingRoutes() -> [RouteFileProblem] {
        let belowTop = screensShownBelowTop()
        var shown: [String: [(route: Route, names: Set<String>)]] = [:]
        for route in table.routes.sorted(by: { $0.location < $1.location }) {
            guard let (screen, names) = route.topParameters else { continue }
            shown[screen, default: []].append((route, Set(names)))
        }
        var problems: [RouteFileProblem] = []
        for (screen, routes) in shown where routes.count > 1 && belowTop.contains(screen) {
            guard let definition = table.screens[screen], definition.declaredParams == nil else { continue }
            for (index, (route, names)) in routes.enumerated() {
                let others = routes.enumerated().filter { $0.offset != index }.map(\.element.names)
                let lost = others.dropFirst().reduce(others[0]) { $0.intersection($1) }.subtracting(names).sorted()
                guard !lost.isEmpty else { continue }
                let kept = (definition.routeParams ?? []).quotedList()
                let lostList = lost.quotedList()
                let keep = ((definition.routeParams ?? []) + lost).joined(separator: ", ")
                problems.append(RouteFileProblem(
                    "route '\(route.name)' shows '\(screen)' on top with fewer parameters than its other routes give it, so below the top "
                        + "'\(screen)' keeps only \(kept.isEmpty ? "nothing" : kept) in every route and loses \(lostList): a link from the "
                        + "'\(screen)' the user is on pops it and pushes a copy without \(lostList). Give \(lostList) here too, or say "
                        + "what '\(screen)' keeps below the top with params: [\(keep)] on it (at \(definition.location))",
                    at: route.location, severity: .warning))
            }
        }
        return problems
    }

    /// The screens some route shows below the top of its stack: a parent in a chain, or an
    /// explicit stack's entry other than the last that takes the route's parameters.
    private func screensShownBelowTop() -> Set<String> {
        var screens = Set(table.screens.values.compactMap { $0.isOverCurrent ? nil : $0.parent })
        for route in table.routes {
            guard case .stack(let entries) = route.target else { continue }
            screens.formUnion(entries.dropLast().filter { $0.params == nil }.map(\.screen))
        }
        return screens
    }
}
