import LinkStackCore

/// Values that fit each parameter kind, for the sample links that `routes lint --aasa` checks
/// and `linkstack routes samples` prints.
enum SampleValues {
    /// Values tried for a parameter that takes any text, in turn (a `{name}`, or a regex that
    /// is not a word list, among them those it matches whole).
    static let text = ["42", "7", "hello", "red-shoes", "123e4567-e89b-12d3-a456-426614174000", "true", "a/b", "1", "abc", "x-y",
                       "home", "day", "item.php", "com.example.mail", "2024", "ABC", "a1b2", "A", "0", "a"]

    /// The values tried for a parameter of `kind`, most typical first: an `int(LOW...HIGH)` its
    /// `bound` first, a word list its words, a regex the ``text`` it matches whole, a `url` an
    /// https link to the first of `urlHosts`. Empty when none fits.
    static func candidates(for kind: ParameterKind, urlHosts: Set<String>, bound: KeyPath<ClosedRange<Int>, Int>) -> [String] {
        switch kind {
        case .plain: return text
        case .int: return ["42", "7", "1"]
        case .intRange(let range): return [range[keyPath: bound], range.lowerBound, range.upperBound].map(String.init).uniqued
        case .bool: return ["true", "false"]
        case .uuid: return ["123e4567-e89b-12d3-a456-426614174000"]
        case .slug: return ["red-shoes", "abc", "x-y"]
        case .path, .optionalPath: return ["a/b", "hello"]
        case .rest: return ["https://example.com/a?b=1&c=2", "hello"]
        case .url:
            return urlHosts.sorted().prefix(1).map { "https://" + host(for: $0) + "/" }
        case .regex(let source):
            if let words = RouteCover.words(ofRegex: source) { return words }
            guard let whole = try? PCRE2Pattern("^(?:\(source))\\z") else { return [] }
            return text.filter { (try? whole.matches($0)) == true }
        }
    }

    /// A template route's parameters (not its open map), by name, each with whether a link
    /// must give it and the ``candidates(for:urlHosts:bound:)`` of its kind, worked out once per
    /// route rather than for every link written.
    static func parameters(of route: Route, bound: KeyPath<ClosedRange<Int>, Int>) -> [(name: String, required: Bool, choices: [String])] {
        var kinds: [String: (kind: ParameterKind, required: Bool)] = [:]
        for (name, kind) in route.pathParameters { kinds[name] = (kind, kind != .optionalPath) }
        for requirement in route.query {
            guard case .parameter(let name, let kind) = requirement.value else { continue }
            kinds[name] = (kind, route.isRequired(requirement))
        }
        return kinds.sorted { $0.key < $1.key }.map { name, parameter in
            (name, parameter.required, candidates(for: parameter.kind, urlHosts: route.urlHosts, bound: bound))
        }
    }

    /// A host a link may name for a host pattern: the host itself, `sample.` and the domain of a
    /// wildcard, or `example.com` for any host (`*`).
    static func host(for pattern: String) -> String {
        pattern == "*" ? "example.com" : HostPattern.isWildcard(pattern) ? "sample." + pattern.dropFirst(2) : pattern
    }

    /// A `regex:` route's links on `origin` (`https://shop.example.com`, or `shop:/` for a custom
    /// scheme): its sample paths, each with every value of ``text`` for its required query items,
    /// those the route itself answers.
    static func regexRouteLinks(for route: Route, table: RouteTable, origin: String) -> [String] {
        let urls = RouteLinter.samplePaths(for: route).flatMap { path in
            text.map { value in
                let items = route.query.filter(route.isRequired).map { requirement -> String in
                    guard case .literal(let literal) = requirement.value else { return requirement.queryName + "=" + value }
                    return requirement.queryName + "=" + PercentEncoding.encode(literal)
                }
                return origin + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
            }
        }
        return urls.filter { url in
            guard let link = try? table.link(url) else { return false }
            return (try? table.match(link))?.route === route
        }
    }
}
