import LinkStackCore

extension AASACheck {
    /// Values tried for a parameter that takes any text, in turn (a `{name}`, or a regex that
    /// is not a word list, among them those it matches whole).
    static let values = ["42", "7", "hello", "red-shoes", "123e4567-e89b-12d3-a456-426614174000", "true", "a/b", "1", "abc", "x-y",
                         "home", "day", "item.php", "com.example.mail", "2024", "ABC", "a1b2", "A", "0"]

    /// Links a route accepts with `scheme` on the first of `hosts` it answers (no host for a
    /// custom scheme that carries none), written by reverse routing. Each parameter takes values
    /// of its own kind (an `int` a number, an `int(LOW...HIGH)` its `bound` first, a `uuid` a
    /// UUID, a word list its words, a regex those of ``values`` it matches whole), in turn, so a
    /// route with a `uuid` and an `int` or a word list is sampled too. A `regex:` route's links
    /// come from its pattern, on https only. Empty when no link could be written.
    package static func sampleLinks(for route: Route, table: RouteTable, scheme: String = "https", hosts: [String],
                                    bound: KeyPath<ClosedRange<Int>, Int> = \.lowerBound) -> [String] {
        let carriesHost = table.linkOptions.carriesHost(scheme)
        let host = hosts.first { host in route.hosts.contains { HostPattern.match($0, host) != nil } }
        guard !carriesHost || host != nil else { return [] }
        guard route.pattern != nil else {
            guard scheme == "https", let host else { return [] }
            return regexRouteLinks(for: route, table: table, host: host)
        }
        var kinds: [String: ParameterKind] = [:]
        for (name, kind) in route.pathParameters { kinds[name] = kind }
        for case .parameter(let name, let kind) in route.query.map(\.value) { kinds[name] = kind }
        let names = route.parameterNames.filter { $0 != route.openQuery }.sorted()
        let choices = names.map { candidates(for: kinds[$0] ?? .plain, urlHosts: route.urlHosts, bound: bound) }
        guard choices.allSatisfy({ !$0.isEmpty }) else { return [] }
        var links: [String] = []
        for round in 0..<max(values.count, choices.map(\.count).max() ?? 0) {
            var params: [String: String] = [:]
            for (name, choice) in zip(names, choices) { params[name] = choice[round % choice.count] }
            guard let url = try? table.url(of: route, params: params, origin: .init(scheme: scheme, host: carriesHost ? host : nil)),
                  !links.contains(url) else { continue }
            links.append(url)
        }
        return links
    }

    /// The values tried for a parameter of `kind`, most typical first.
    static func candidates(for kind: ParameterKind, urlHosts: Set<String>, bound: KeyPath<ClosedRange<Int>, Int>) -> [String] {
        switch kind {
        case .plain: return values
        case .int: return ["42", "7", "1"]
        case .intRange(let range): return [range[keyPath: bound], range.lowerBound, range.upperBound].map(String.init).uniqued
        case .bool: return ["true", "false"]
        case .uuid: return ["123e4567-e89b-12d3-a456-426614174000"]
        case .slug: return ["red-shoes", "abc", "x-y"]
        case .path: return ["a/b", "hello"]
        case .url:
            return urlHosts.sorted().prefix(1).map { host in "https://" + (HostPattern.isWildcard(host) ? "www." + host.dropFirst(2) : host) + "/" }
        case .regex(let source):
            if let words = RouteCover.words(ofRegex: source) { return words }
            guard let whole = try? PCRE2Pattern("^(?:\(source))\\z") else { return [] }
            return values.filter { (try? whole.matches($0)) == true }
        }
    }

    /// A `regex:` route's links on `host`: its sample paths, each with every value of ``values``
    /// for its required query items, those the route itself answers.
    private static func regexRouteLinks(for route: Route, table: RouteTable, host: String) -> [String] {
        let urls = RouteLinter.samplePaths(for: route).flatMap { path in
            values.map { value in
                let items = route.query.filter(route.isRequired).map { requirement -> String in
                    guard case .literal(let text) = requirement.value else { return requirement.queryName + "=" + value }
                    return requirement.queryName + "=" + PercentEncoding.encode(text)
                }
                return "https://" + host + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
            }
        }
        return urls.filter { url in
            guard let link = try? table.link(url) else { return false }
            return (try? table.match(link))?.route === route
        }
    }

    /// Paths (and queries) a component matches: `?` and `*` filled with sample text, each path
    /// starting with `/`.
    static func samplePaths(for component: AASAFile.Component) -> [String] {
        ["", "1", "42", "a", "abc", "x-y", "a/b", "hello", "123e4567-e89b-12d3-a456-426614174000"].map { filler in
            func filled(_ pattern: String) -> String {
                pattern.map { $0 == "*" ? filler : $0 == "?" ? "1" : String($0) }.joined()
            }
            var path = filled(component.path)
            if !path.hasPrefix("/") { path = "/" + path }  // a pattern like "*" matches the whole path, which starts with one
            if case .items(let items)? = component.query {
                path += "?" + items.keys.sorted().map { $0 + "=" + filled(items[$0] ?? "") }.joined(separator: "&")
            }
            return path
        }
    }
}
