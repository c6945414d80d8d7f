extension RouteLinter {
    /// Screens a route shows below the top without a parameter that every route showing them on
    /// top captures (``ScreenDefinition/routeParams``): the app is handed a screen it cannot build
    /// the way those links would, say `Comments` without the article `id`. One warning per route
    /// and screen, at the route.
    func thinScreensBelowTop() -> [RouteFileProblem] {
        let builder = StackBuilder(graph: table.graph)
        return table.routes.flatMap { route -> [RouteFileProblem] in
            var captured = Parameters()
            for name in route.capturedNames { captured[name] = .string(name) }
            return builder.stack(for: route.target, params: captured).dropLast().compactMap { screen in
                let missing = (table.screens[screen.name]?.routeParams ?? []).filter { captured[$0] == nil || screen.params[$0] == nil }
                guard !missing.isEmpty else { return nil }
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                let example = table.routes.first { $0.topParameters?.screen == screen.name }.map { " (like '\($0.name)', \($0.template))" } ?? ""
                return RouteFileProblem(
                    "route '\(route.name)' shows screen '\(screen.name)' below the top without \(names), which every route that "
                        + "shows it on top captures\(example): the app cannot build it the way those links do; capture \(names) "
                        + "here or list what '\(screen.name)' needs under its params:",
                    at: route.location, severity: .warning)
            }
        }
    }
}
