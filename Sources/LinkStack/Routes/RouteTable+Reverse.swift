extension RouteTable {
    /// The canonical URL that opens `screen` with `params`: reverse routing.
    ///
    /// The routes whose target's top screen is `screen` are tried in match order; the first one
    /// that can write every given parameter, and whose URL resolves back to the same screen with
    /// the same parameters, wins. Each path value and query name and value is percent-encoded
    /// (everything but `A-Z a-z 0-9 - . _ ~`); a `{name:path}` value keeps its `/`. Optional query
    /// parameters equal to their default are left out. A custom scheme is preferred over `https`.
    ///
    /// ```swift
    /// try table.url(for: "Reviews", params: ["id": "42"])          // "shop://products/42/reviews"
    /// try table.url(for: "SearchResults", params: ["query": "red shoes"])  // "shop://search?q=red%20shoes"
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - params: Parameter values as text (`42` for an integer).
    /// - Throws: ``ResolutionError/noURL(screen:reason:)`` saying, route by route, why none fits.
    public func url(for screen: String, params: [String: String]) throws(ResolutionError) -> String {
        guard screens[screen] != nil else { throw .noURL(screen: screen, reason: "no screen is named '\(screen)'") }
        let candidates = routes.filter { $0.target.topScreen == screen }
        guard !candidates.isEmpty else { throw .noURL(screen: screen, reason: "no route shows '\(screen)'") }
        var reasons: [String] = []
        for route in candidates {
            do throws(ResolutionError.Message) {
                return try url(of: route, params: params)
            } catch {
                reasons.append("route '\(route.name)' \(error.text)")
            }
        }
        throw .noURL(screen: screen, reason: reasons.joined(separator: "; "))
    }

    /// The URL `route` writes for `params`, checked by resolving it back.
    private func url(of route: Route, params: [String: String]) throws(ResolutionError.Message) -> String {
        guard let pattern = route.pattern else { throw .init("is a regex route, which cannot be written back") }
        let unused = params.keys.filter { !route.parameterNames.contains($0) }.sorted()
        guard unused.isEmpty else { throw .init("has no parameter \(unused.map { "'\($0)'" }.joined(separator: ", "))") }
        var segments: [String] = []
        for component in pattern.path {
            switch component {
            case .literal(let text):
                segments.append(text)
            case .alternatives(let words):
                segments.append(words[0])
            case .parameter(let name, let kind):
                guard let value = params[name], !value.isEmpty else { throw .init("needs '\(name)'") }
                segments.append(kind == .path
                    ? value.split(separator: "/", omittingEmptySubsequences: false).map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
                    : PercentEncoding.encode(value))
            }
        }
        var query: [String] = []
        for requirement in route.query {
            let name = PercentEncoding.encode(requirement.queryName)
            switch requirement.value {
            case .literal(let text):
                query.append(name + "=" + PercentEncoding.encode(text))
            case .parameter(let parameter, _):
                if let value = params[parameter], !value.isEmpty {
                    if route.defaults[parameter]?.text != value { query.append(name + "=" + PercentEncoding.encode(value)) }
                } else if route.isRequired(requirement) {
                    throw .init("needs '\(parameter)'")
                }
            }
        }
        let path = segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        let url: String
        if let scheme = route.schemes.filter({ !DeepLink.webSchemes.contains($0) }).sorted().first {
            // A custom scheme's first segment stands where a host would; escapes cannot stand there.
            url = scheme + (segments.first?.contains("%") == true ? ":///" : "://") + path
        } else if let host = route.hosts.sorted().first {
            url = "https://" + host + "/" + path
        } else {
            throw .init("answers no scheme it could be written with")
        }
        try checkRoundTrip(url, screen: route.target.topScreen, params: params)
        return url
    }

    /// Insists that `url` resolves to `screen` with every one of `params`.
    private func checkRoundTrip(_ url: String, screen: String, params: [String: String]) throws(ResolutionError.Message) {
        let match: RouteMatch
        do throws(ResolutionError) {
            let link: DeepLink
            do throws(DeepLinkError) {
                link = try self.link(url)
            } catch {
                throw .invalidURL(error)
            }
            match = try self.match(link)
        } catch {
            throw .init("writes \(url), which does not resolve: \(error)")
        }
        guard match.route.target.topScreen == screen, params.allSatisfy({ match.params[$0.key]?.text == $0.value }) else {
            throw .init("writes \(url), which resolves to route '\(match.route.name)' with other parameters")
        }
    }
}
