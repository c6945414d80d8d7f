/// The core's matcher: the routes of a ``LinkTable`` in match order, each with its
/// ``PathMatcher``, looked up by the link's first segment (a route that starts with a literal is
/// tried only for that segment), the first that matches winning; ``LinkScope`` checks the link
/// before and the route after, exactly as in the engine.
struct RouteMatcher: Sendable {
    let routes: [LinkRoute]
    let scope: LinkScope
    private let paths: [PathMatcher]
    /// For each route, its compiled inline regexes of typed query values, by query name.
    private let queryRegexes: [[String: PathMatcher.QueryRegex]]
    /// For a first segment some route names as a literal: the routes that may match, in order.
    private let routesByFirstSegment: [String: [Int]]
    /// The routes for any other first segment: those that start with a parameter, and regex routes.
    private let unkeyedRoutes: [Int]

    init(routes: [LinkRoute], keepsTrailingSlash: Bool) throws(LinkTableError) {
        self.routes = routes
        scope = LinkScope(routes: routes)
        var paths: [PathMatcher] = [], queryRegexes: [[String: PathMatcher.QueryRegex]] = []
        var keyed: [String: [Int]] = [:], unkeyed: [Int] = []
        for (position, route) in routes.enumerated() {
            paths.append(try PathMatcher(route.path, route: route.name, keepsTrailingSlash: keepsTrailingSlash))
            var regexes: [String: PathMatcher.QueryRegex] = [:]
            for requirement in route.query {
                guard case .parameter(let name, .regex(let source)) = requirement.value else { continue }
                regexes[requirement.queryName] = try PathMatcher.QueryRegex(source, route: route.name, parameter: name)
            }
            queryRegexes.append(regexes)
            switch route.components?.first {
            case .literal(let text)?: keyed[text, default: []].append(position)
            case .alternatives(let words)?: for word in Set(words) { keyed[word, default: []].append(position) }
            case nil where route.components?.isEmpty == true: keyed["", default: []].append(position)
            default: unkeyed.append(position)
            }
        }
        self.paths = paths
        self.queryRegexes = queryRegexes
        unkeyedRoutes = unkeyed
        routesByFirstSegment = keyed.mapValues { ($0 + unkeyed).sorted() }
    }

    /// The route that answers `link` and its parameters (an exclusion is `no_route`).
    ///
    /// - Throws: ``ResolutionError/noRoute(url:reason:)`` or ``ResolutionError/invalidURL(_:)``,
    ///   as the engine's table does.
    func match(_ link: DeepLink) throws(ResolutionError) -> (route: LinkRoute, params: Parameters) {
        try scope.check(link)
        var found: (position: Int, params: Parameters)?
        for position in candidates(for: link.path) {
            guard let params = parameters(of: position, for: link) else { continue }
            found = scope.exactHostRival(of: position, in: routes, on: link) { parameters(of: $0, for: link) } ?? (position, params)
            break
        }
        let accepted = try scope.accept(found, route: { routes[$0.position] }, link: link) { position in
            guard routes[position].accepts(link), paths[position].captures(in: link.path) != nil else { return nil }
            return routes[position].nearMiss(for: link) { fits($0, $1, position: position) }
        }
        return (routes[accepted.position], accepted.params)
    }

    /// The parameters the route at `position` gives `link`, or nil when it does not match it.
    private func parameters(of position: Int, for link: DeepLink) -> Parameters? {
        let route = routes[position]
        guard route.accepts(link), let captured = paths[position].captures(in: link.path) else { return nil }
        return route.parameters(for: link, captured: { captured[$0] }) { fits($0, $1, position: position) }
    }

    /// Whether a query value has the shape a typed requirement of the route at `position` needs.
    private func fits(_ requirement: QueryRequirement, _ text: String, position: Int) -> Bool {
        guard case .parameter(_, let kind) = requirement.value, kind != .plain, kind != .url else { return true }
        if let shape = kind.fitsShape(Substring(text)) { return shape }
        return queryRegexes[position][requirement.queryName]?.matches(text) ?? false
    }

    /// The routes that may match a path, by its first segment.
    private func candidates(for path: String) -> [Int] {
        let utf8 = path.utf8.dropFirst()
        let end = utf8.firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
        return routesByFirstSegment[String(Substring(utf8[..<end]))] ?? unkeyedRoutes
    }
}
