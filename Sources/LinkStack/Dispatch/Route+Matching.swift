extension Route {
    /// The route's parameters for `link`, or nil when the route does not match it.
    ///
    /// The scheme and host must be the route's; the path must match; no `absent:` name may be
    /// given; every required query parameter must be present with a value its kind accepts; a
    /// missing one with a default takes it, a missing optional one is left out; `{name:int}`
    /// values outside 64-bit range do not match.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when matching hits a limit.
    func parameters(for link: DeepLink, limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        guard accepts(link), let match = try pathMatcher.match(link.path, limits: limits) else { return nil }
        return try parameters(for: link, captured: { match[pathParameters[$0].name] }, limits: limits)
    }

    /// The route's parameters once its path matched: `captured` gives the raw text of the path
    /// parameter at each position of ``pathParameters``; the query requirements are checked
    /// against `link`.
    func parameters(for link: DeepLink, captured: (Int) -> Substring?, limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        if !absent.isEmpty, link.queryItems.contains(where: { absent.contains($0.name) }) { return nil }
        var params = Parameters(Dictionary(minimumCapacity: pathParameters.count + query.count))
        for (position, (name, kind)) in pathParameters.enumerated() {
            guard let raw = captured(position) else { continue }
            guard let value = value(decoding: raw, as: kind) else { return nil }
            params[name] = value
        }
        if let openQuery { params[openQuery] = .map(unnamedQueryItems(of: link)) }
        guard !query.isEmpty else { return params }
        let given = link.query
        for requirement in query {
            let text = given[requirement.queryName].flatMap { $0.isEmpty ? nil : $0 }
            switch requirement.value {
            case .literal(let expected):
                guard text == expected else { return nil }
            case .parameter(let name, let kind):
                guard let text else {
                    if requirement.isOptional { continue }
                    guard let fallback = defaults[name] else { return nil }
                    params[name] = fallback
                    continue
                }
                if let matcher = queryMatchers[requirement.queryName], try !matcher.matches(text, limits: limits) {
                    return nil
                }
                guard let value = Route.value(text, as: kind, urlHosts: urlHosts) else { return nil }
                params[name] = value
            }
        }
        return params
    }

    /// The query items of `link` that the pattern does not name, for its open query map (the first
    /// value of a name given twice; ``RouteTable`` refuses such links before they reach a screen).
    func unnamedQueryItems(of link: DeepLink) -> [String: String] {
        var items: [String: String] = [:]
        for item in link.queryItems where items[item.name] == nil && !query.contains(where: { $0.queryName == item.name }) {
            items[item.name] = item.value
        }
        return items
    }

    /// An accepted `https` link as a browser writes it: scheme and host lower-cased, the default
    /// port dropped, `/` for an empty path; the path, query and fragment as written.
    static func normalizedURL(_ text: String, host: String) -> String {
        let afterScheme = text.utf8.dropFirst("https://".utf8.count)
        let rest = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            .map { String(text[$0...]) } ?? ""
        return "https://\(host)" + (rest.hasPrefix("/") ? rest : "/" + rest)
    }

    /// A path capture, percent-decoded exactly once, typed by its kind.
    private func value(decoding raw: Substring, as kind: ParameterKind) -> ParameterValue? {
        guard let decoded = try? PercentEncoding.decode(raw.utf8) else { return nil }
        return Route.value(decoded, as: kind, urlHosts: urlHosts)
    }

    /// A decoded value typed by its kind, or nil when the kind refuses it: an integer for `int`
    /// (nil outside 64-bit range) and `int(LOW...HIGH)` (nil outside the range); for `url`, the
    /// text when it is an `https` link to one of `urlHosts`; text otherwise.
    static func value(_ text: String, as kind: ParameterKind, urlHosts: Set<String>) -> ParameterValue? {
        switch kind {
        case .int:
            return Int(text).map(ParameterValue.int)
        case .intRange(let range):
            guard let number = Int(text), range.contains(number) else { return nil }
            return .int(number)
        case .bool:
            switch text {
            case "true", "1": return .bool(true)
            case "false", "0": return .bool(false)
            default: return nil
            }
        case .url:
            guard let link = try? DeepLink(text), link.scheme == "https", let host = link.host,
                  HostPattern.bestMatch(in: urlHosts, host) != nil else {
                return nil
            }
            return .string(normalizedURL(text, host: host))
        default:
            return .string(text)
        }
    }
}
