extension Route {
    /// Why the route does not match `link` (which ``parameters(for:limits:)`` has found), in
    /// words: the scheme or host, the first path segment or query requirement that fails.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when matching hits a limit.
    func mismatch(with link: DeepLink, limits: PCRE2Limits) throws(PCRE2Error) -> String {
        if !schemes.contains(link.scheme) {
            return "answers \(schemes.sorted().joined(separator: ", ")), not the scheme '\(link.scheme)'"
        }
        if let host = link.host, HostPattern.bestMatch(in: hosts, host) == nil {
            return "answers hosts \(hosts.sorted().joined(separator: ", ")), not '\(host)'"
        }
        if link.host == nil, ownsHosts {
            return "answers only hosts \(hosts.sorted().joined(separator: ", ")), and this \(link.scheme) link carries none"
        }
        if let name = link.queryItems.first(where: { absent.contains($0.name) })?.name {
            return "query '\(name)' is given, and the route lists it in absent:"
        }
        guard let pattern else {
            return try pathMatcher().match(link.path, limits: limits) == nil ? "its regex does not match \(link.path)"
                : spec.queryRefusal(for: link, fits: fits) ?? "does not match"
        }
        let segments = link.path == "/" ? [] : link.path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let counts = "the path has \(segments.count) segment\(segments.count == 1 ? "" : "s"), the pattern \(pattern.path.count)"
        for (index, component) in pattern.path.enumerated() {
            if case .parameter(_, .path) = component, index < segments.count { break }
            guard index < segments.count else { return counts }
            let raw = segments[index]
            switch component {
            case .literal(let text) where text != raw:
                return "segment \(index + 1) is '\(raw)', not '\(text)'"
            case .alternatives(let words) where !words.contains(String(raw)):
                return "segment \(index + 1) is '\(raw)', none of \(words.map { "'\($0)'" }.joined(separator: ", "))"
            case .parameter(let name, let kind) where !accepts(raw, as: kind):
                return "segment \(index + 1) '\(raw)' is not a {\(name)\(kind == .plain ? "" : ":\(kind)")}"
            default:
                continue
            }
        }
        let isCatchAll = pattern.path.last.map { if case .parameter(_, .path) = $0 { true } else { false } } ?? false
        if segments.count > pattern.path.count, !isCatchAll { return counts }
        return spec.queryRefusal(for: link, fits: fits) ?? "does not match"
    }

    /// Whether one raw path segment is a value of `kind`, as the route's pattern would decide.
    private func accepts(_ raw: Substring, as kind: ParameterKind) -> Bool {
        guard let shape = try? PCRE2Pattern("^(?:\(kind.expression))\\z"), (try? shape.matches(String(raw))) == true,
              let decoded = try? PercentEncoding.decode(raw.utf8) else { return false }
        return kind.value(of: decoded, urlHosts: urlHosts) != nil
    }
}
