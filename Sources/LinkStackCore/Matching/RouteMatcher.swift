/// The core's matcher: the routes of a ``LinkTable`` in match order, each with its
/// ``PathMatcher``, looked up by the link's first segment and its number of segments (a route
/// that starts with a literal is tried only for that segment, a template of fixed length only
/// for links of that length), the first that matches winning; ``LinkScope`` checks the link
/// before and the route after, exactly as in the engine.
struct RouteMatcher: Sendable {
    let routes: [LinkRoute]
    let scope: LinkScope
    private let paths: [PathMatcher]
    /// For each route, its inline regexes of typed query values (each compiled at first use), by query name.
    private let queryRegexes: [[String: PathMatcher.QueryRegex]]
    /// The routes that may match a path, in order, by its first segment (one some route names as
    /// a literal) and its number of segments (its `/`s).
    private let routesByShape: [String: [Int: [Int]]]
    /// The routes for a first segment no route names, by number of segments.
    private let unkeyedByCount: [Int: [Int]]
    /// The routes of any length (a final `{name:path}`, an inline regex, a `regex:` route): the
    /// whole candidate list for a shape not listed above.
    private let variableKeyed: [String: [Int]]
    private let variableUnkeyed: [Int]

    init(routes: [LinkRoute], keepsTrailingSlash: Bool) throws(LinkTableError) {
        self.routes = routes
        scope = LinkScope(routes: routes)
        var paths: [PathMatcher] = [], queryRegexes: [[String: PathMatcher.QueryRegex]] = []
        var fixedKeyed: [String: [Int: [Int]]] = [:], fixedUnkeyed: [Int: [Int]] = [:]
        var variableKeyed: [String: [Int]] = [:], variableUnkeyed: [Int] = []
        for (position, route) in routes.enumerated() {
            let path = try PathMatcher(route.path, route: route.name, keepsTrailingSlash: keepsTrailingSlash)
            paths.append(path)
            var regexes: [String: PathMatcher.QueryRegex] = [:]
            for requirement in route.query {
                guard case .parameter(let name, .regex(let source)) = requirement.value else { continue }
                regexes[requirement.queryName] = try PathMatcher.QueryRegex(source, route: route.name, parameter: name)
            }
            queryRegexes.append(regexes)
            let firsts: [String]?
            switch route.components?.first {
            case .literal(let text)?: firsts = [text]
            case .alternatives(let words)?: firsts = Array(Set(words))
            case nil where route.components?.isEmpty == true: firsts = [""]
            default: firsts = nil
            }
            switch (firsts, path.segmentCount) {
            case let (firsts?, count?): for first in firsts { fixedKeyed[first, default: [:]][count, default: []].append(position) }
            case let (nil, count?): fixedUnkeyed[count, default: []].append(position)
            case let (firsts?, nil): for first in firsts { variableKeyed[first, default: []].append(position) }
            case (nil, nil): variableUnkeyed.append(position)
            }
        }
        self.paths = paths
        self.queryRegexes = queryRegexes
        self.variableKeyed = variableKeyed.mapValues { ($0 + variableUnkeyed).sorted() }
        self.variableUnkeyed = variableUnkeyed
        unkeyedByCount = fixedUnkeyed.mapValues { ($0 + variableUnkeyed).sorted() }
        var shapes: [String: [Int: [Int]]] = [:]
        for first in Set(fixedKeyed.keys).union(variableKeyed.keys) {
            let counts = Set(fixedKeyed[first]?.keys ?? [:].keys).union(fixedUnkeyed.keys)
            for count in counts {
                shapes[first, default: [:]][count] = ((fixedKeyed[first]?[count] ?? []) + (fixedUnkeyed[count] ?? [])
                    + (variableKeyed[first] ?? []) + variableUnkeyed).sorted()
            }
        }
        routesByShape = shapes
    }

    /// How many routes' path regexes are compiled, and how many routes have one.
    var regexCounts: (compiled: Int, total: Int) {
        let states = paths.compactMap(\.isRegexCompiled)
        return (states.filter { $0 }.count, states.count)
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
        guard paths[position].mayMatch(link.path), route.accepts(link), let captured = paths[position].captures(in: link.path) else { return nil }
        return route.parameters(for: link, captured: { captured[$0] }) { fits($0, $1, position: position) }
    }

    /// Whether a query value has the shape a typed requirement of the route at `position` needs.
    private func fits(_ requirement: QueryRequirement, _ text: String, position: Int) -> Bool {
        guard case .parameter(_, let kind) = requirement.value, kind != .plain, kind != .url else { return true }
        if let shape = kind.fitsShape(Substring(text)) { return shape }
        return queryRegexes[position][requirement.queryName]?.matches(text) ?? false
    }

    /// The routes that may match a path, by its first segment and number of segments.
    private func candidates(for path: String) -> [Int] {
        let utf8 = path.utf8.dropFirst()
        let end = utf8.firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
        let first = String(Substring(utf8[..<end]))
        var count = 0
        for byte in path.utf8 where byte == UInt8(ascii: "/") { count += 1 }
        // A shape listed has every route it may match; otherwise no fixed-length route has this
        // length under this first segment (nor, for a named one, under any parameter).
        return routesByShape[first]?[count] ?? variableKeyed[first] ?? unkeyedByCount[count] ?? variableUnkeyed
    }
}
