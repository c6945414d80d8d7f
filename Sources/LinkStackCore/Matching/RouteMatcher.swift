/// The core's matcher: the routes of a ``LinkTable`` in match order, each with its
/// ``PathMatcher``. A link's candidates are the routes of fixed length whose path it matches,
/// found by walking the ``SegmentTrie`` of the routes that name its first segment and that of the routes that start with a parameter, and the routes of
/// any length (a final `{name:path}`, an inline regex, a `regex:` route) for its first segment;
/// the first in match order that matches wins. ``LinkScope`` checks the link before and the
/// route after, exactly as in the engine.
final class RouteMatcher: Sendable {
    let routes: [LinkRoute]
    let scope: LinkScope
    private let paths: [PathMatcher]
    /// For each route, its inline regexes of typed query values, by query name.
    private let queryRegexes: [[String: PathMatcher.QueryRegex]]
    /// The routes of fixed length read segment by segment, by the first segment they name (a
    /// trie each, made when the table loads), and those that start with a parameter.
    private let tries: [String: SegmentTrie]
    private let unkeyedTrie: SegmentTrie?
    /// The routes of any length, in order, by the first segment they name as a literal (with
    /// those that start with a parameter), and those that start with a parameter.
    private let variableKeyed: [String: [Int]]
    private let variableUnkeyed: [Int]

    init(routes: [LinkRoute], keepsTrailingSlash: Bool) throws(LinkTableError) {
        self.routes = routes
        scope = LinkScope(routes: routes)
        var paths: [PathMatcher] = [], queryRegexes: [[String: PathMatcher.QueryRegex]] = []
        var sharedRegexes: [String: PathMatcher.QueryRegex] = [:]
        var fixedKeyed: [String: [Int]] = [:], fixedUnkeyed: [Int] = []
        var variableKeyed: [String: [Int]] = [:], variableUnkeyed: [Int] = []
        for (position, route) in routes.enumerated() {
            let path = try PathMatcher(route.path, route: route.name, keepsTrailingSlash: keepsTrailingSlash, caseInsensitive: route.isCaseInsensitive)
            paths.append(path)
            var regexes: [String: PathMatcher.QueryRegex] = [:]
            for requirement in route.query {
                guard case .parameter(let name, .regex(let source)) = requirement.value else { continue }
                // One checked regex per source, shared by every route that names it.
                let regex: PathMatcher.QueryRegex
                if let shared = sharedRegexes[source] {
                    regex = shared
                } else {
                    regex = try PathMatcher.QueryRegex(source, route: route.name, parameter: name)
                    sharedRegexes[source] = regex
                }
                regexes[requirement.queryName] = regex
            }
            queryRegexes.append(regexes)
            // A route whose literals match in any case is read by its regex and tried for any first segment.
            if let components = route.components, SegmentTrie.holds(components), !route.isCaseInsensitive {
                switch components.first {
                case .literal(let text)?: fixedKeyed[text, default: []].append(position)
                case .alternatives(let words)?: for word in Set(words) { fixedKeyed[word, default: []].append(position) }
                case nil: fixedKeyed["", default: []].append(position)
                case .parameter?: fixedUnkeyed.append(position)
                }
                continue
            }
            switch route.isCaseInsensitive ? nil : route.components?.first {
            case .literal(let text)?: variableKeyed[text, default: []].append(position)
            case .alternatives(let words)?: for word in Set(words) { variableKeyed[word, default: []].append(position) }
            default: variableUnkeyed.append(position)
            }
        }
        self.paths = paths
        self.queryRegexes = queryRegexes
        tries = fixedKeyed.mapValues { SegmentTrie(routes: routes, positions: $0) }
        unkeyedTrie = fixedUnkeyed.isEmpty ? nil : SegmentTrie(routes: routes, positions: fixedUnkeyed)
        self.variableKeyed = variableKeyed.mapValues { ($0 + variableUnkeyed).sorted() }
        self.variableUnkeyed = variableUnkeyed
    }

    /// The route that answers `link` and its parameters (an exclusion is `no_route`).
    ///
    /// - Throws: ``ResolutionError/noRoute(url:reason:)``, ``ResolutionError/invalidURL(_:)`` or,
    ///   when a regex runs out of steps, `match_limit`, as the engine's table does.
    func match(_ link: DeepLink) throws(ResolutionError) -> (route: LinkRoute, params: Parameters) {
        let query = link.queryItems  // decoded once, read by each check
        try scope.checkQueryNames(query, of: link)
        try scope.checkOrigin(link)
        let read = Reading(path: link.path, query: query, scheme: link.scheme, host: link.host, budget: RegexMatcher.Budget(),
                           reachesInternal: link.isRedirectHop)
        var found: (position: Int, params: Parameters)?
        for position in candidates(for: read.path) {
            guard let params = parameters(of: position, for: read) else { continue }
            found = scope.exactHostRival(of: position, in: routes, on: link) { parameters(of: $0, for: read) } ?? (position, params)
            break
        }
        // A regex that ran out of steps makes the link `match_limit`, whatever else matched.
        if let error = read.budget.error(url: link.text) { throw error }
        guard let found else {
            let error = scope.noRoute(for: link, path: read.path) { position in
                guard accepts(position, read), paths[position].captures(in: read.path, budget: read.budget) != nil else { return nil }
                return routes[position].nearMiss(for: link) { fits($0, $1, position: position, budget: read.budget) }
            }
            throw read.budget.error(url: link.text) ?? error
        }
        let route = routes[found.position]
        try LinkScope.accept(target: route.target, name: route.name, openQuery: route.openQuery, link: link)
        return (route, route.withLink(link.text, found.params))
    }

    /// The parts of a link the routes read, made once (a ``DeepLink`` keeps only where they are):
    /// its path and query items, and its scheme and host.
    private struct Reading {
        let path: String
        let query: [DeepLink.QueryItem]
        let scheme: String
        let host: String?
        /// The steps the link's regexes may take.
        let budget: RegexMatcher.Budget
        /// Whether `internal: true` routes answer it (a redirect's hop).
        let reachesInternal: Bool
    }

    /// Whether the route at `position` answers the scheme and host of the link `read`.
    private func accepts(_ position: Int, _ read: Reading) -> Bool {
        (read.reachesInternal || !routes[position].isInternal) && routes[position].accepts(scheme: read.scheme, host: read.host)
    }

    /// The parameters the route at `position` gives the link `read`, or nil when it does not match it.
    private func parameters(of position: Int, for read: Reading) -> Parameters? {
        defer { if read.budget.exhausted != nil, read.budget.route == nil { read.budget.route = routes[position].name } }
        guard accepts(position, read), let captured = paths[position].captures(in: read.path, budget: read.budget) else { return nil }
        return routes[position].parameters(query: read.query, captured: { captured[$0] }) { fits($0, $1, position: position, budget: read.budget) }
    }

    /// Whether a query value has the shape a typed requirement of the route at `position` needs.
    private func fits(_ requirement: QueryRequirement, _ text: String, position: Int, budget: RegexMatcher.Budget) -> Bool {
        guard case .parameter(_, let kind) = requirement.value, kind != .plain, kind != .url else { return true }
        if let shape = kind.fitsShape(Substring(text)) { return shape }
        return queryRegexes[position][requirement.queryName]?.matches(text, budget: budget) ?? false
    }

    /// The routes that may match a path, in match order: those of fixed length it matches, and
    /// those of any length for its first segment.
    private func candidates(for path: String) -> [Int] {
        let utf8 = path.utf8.dropFirst()
        let end = utf8.firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
        let first = String(Substring(utf8[..<end]))
        var result = variableKeyed[first] ?? variableUnkeyed
        let variable = result.count
        tries[first]?.routes(matching: path, into: &result)
        unkeyedTrie?.routes(matching: path, into: &result)
        // The tries' routes come in trie order: put them in match order among the others.
        if result.count > 1, result.count > variable { result.sort() }
        return result
    }
}
