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
    func url(of route: Route, params: [String: String]) throws(ResolutionError.Message) -> String {
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
        var expected = params
        if let map = route.openQuery, let value = params[map], !value.isEmpty {
            let items = try RouteTable.openQueryItems(value, route: route)
            query += items.map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }
            expected[map] = ParameterValue.map(Dictionary(items, uniquingKeysWith: { first, _ in first })).text
        }
        let path = segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        let url = try origin(of: route, firstSegment: segments.first) + path
        try checkRoundTrip(url, screen: route.target.topScreen, params: expected)
        return url
    }

    /// Where a route's link starts: a custom scheme (preferred) unless the route names its own
    /// hosts, else `https` (or a `hostSchemes` scheme) with the route's first exact host.
    private func origin(of route: Route, firstSegment: String?) throws(ResolutionError.Message) -> String {
        if !route.ownsHosts, let scheme = route.schemes.filter({ !linkOptions.carriesHost($0) }).sorted().first {
            // A custom scheme's first segment stands where a host would; escapes cannot stand there.
            return scheme + (firstSegment?.contains("%") == true ? ":///" : "://")
        }
        let hostSchemes = route.schemes.filter(linkOptions.carriesHost)
        guard let scheme = ["https", "http"].first(where: hostSchemes.contains) ?? hostSchemes.sorted().first else {
            throw .init("answers no scheme it could be written with")
        }
        guard let host = route.hosts.sorted().first(where: { !HostPattern.isWildcard($0) }) else {
            throw .init("answers only wildcard hosts (\(route.hosts.sorted().joined(separator: ", "))), and a link names one host")
        }
        return scheme + "://" + host + "/"
    }

    /// An open query map's value as `linkstack url` takes it, `name=value&name=value` (decoded
    /// text, `&` and `=` separating), as items sorted by name; a name the route reads, or one
    /// given twice, is refused.
    static func openQueryItems(_ text: String, route: Route) throws(ResolutionError.Message) -> [(key: String, value: String)] {
        var items: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]), value = parts.count > 1 ? String(parts[1]) : ""
            if route.query.contains(where: { $0.queryName == name }) {
                throw .init("reads '\(name)' itself, so {*\(route.openQuery ?? "")} cannot hold it")
            }
            guard items.updateValue(value, forKey: name) == nil else { throw .init("is given '\(name)' twice in {*\(route.openQuery ?? "")}") }
        }
        return items.sorted { $0.key < $1.key }
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
