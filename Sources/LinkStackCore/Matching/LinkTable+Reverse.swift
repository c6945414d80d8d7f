extension LinkTable {
    /// The canonical URL that opens `screen` with `params`: reverse routing, and share links.
    ///
    /// The routes whose target's top screen is `screen` are tried in match order; the first that
    /// can write every given parameter with the scheme and host asked for, and whose URL resolves
    /// back to the same screen with the same parameters, wins. Each path value and query name and
    /// value is percent-encoded (everything but `A-Z a-z 0-9 - . _ ~`); a `{name:path}` value keeps
    /// its `/`. Optional query parameters equal to their default are left out.
    ///
    /// Without `scheme`, the route's first scheme as written that it can be written with (one that
    /// carries a host when the route names its own hosts, or when `host` is given); with a scheme
    /// that carries a host (`https`, `hostSchemes`), `host`, or else the route's first exact host,
    /// never a wildcard. A scheme or host the route does not answer makes it not fit.
    ///
    /// ```swift
    /// try table.url(for: "Reviews", params: ["id": "42"])          // "shop://products/42/reviews"
    /// try table.url(for: "Reviews", params: ["id": "42"], scheme: "https")  // "https://shop.example.com/products/42/reviews"
    /// ```
    ///
    /// `roundTrip` finds the route and parameters of a link written: the engine's PCRE2 matcher,
    /// or the core's.
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - params: Parameter values as text (`42` for an integer).
    ///   - scheme: The scheme the link must use, such as `https` for a link to share.
    ///   - host: The host the link must name; a wildcard route's hosts may be named this way.
    /// - Throws: ``ReverseRoutingError`` saying, route by route, why none fits.
    package func url(for screen: String, params: [String: String], scheme: String? = nil, host: String? = nil,
                     roundTrip: RoundTrip) throws(ReverseRoutingError) -> String {
        try url(for: screen, params: params, maps: [:], origin: Origin(scheme: scheme?.lowercased(), host: host?.lowercased()),
                roundTrip: roundTrip)
    }

    /// How reverse routing reads back a link it wrote: its route and parameters.
    package typealias RoundTrip = (String) throws(ResolutionError) -> (route: LinkRoute, params: Parameters)

    /// The canonical URL that opens a screen as a state shows it: its name and parameters
    /// (an open query map's items as they are), with `scheme` and `host` as in ``url(for:params:scheme:host:)``.
    ///
    /// - Throws: ``ReverseRoutingError`` saying, route by route, why none fits.
    package func url(for screen: Screen, scheme: String? = nil, host: String? = nil,
                     roundTrip: RoundTrip) throws(ReverseRoutingError) -> String {
        var params: [String: String] = [:], maps: [String: [String: String]] = [:]
        for (name, value) in screen.params.values {
            if case .map(let items) = value { maps[name] = items } else { params[name] = value.text }
        }
        return try url(for: screen.name, params: params, maps: maps, origin: Origin(scheme: scheme?.lowercased(), host: host?.lowercased()),
                       roundTrip: roundTrip)
    }

    /// The scheme and host a link was asked for, each nil when any will do.
    package struct Origin {
        package var scheme: String?
        package var host: String?

        /// An origin; nil for either when any will do.
        package init(scheme: String? = nil, host: String? = nil) {
            self.scheme = scheme
            self.host = host
        }
    }

    private func url(for screen: String, params: [String: String], maps: [String: [String: String]],
                     origin: Origin, roundTrip: RoundTrip) throws(ReverseRoutingError) -> String {
        guard graph.screens[screen] != nil else {
            let suggestion = NameSuggestion.hint(for: screen, among: graph.screens.keys)
            throw ReverseRoutingError(screen: screen, reason: "no screen is named '\(screen)'\(suggestion)")
        }
        let candidates = routes.filter { $0.target.topScreen == screen }
        guard !candidates.isEmpty else { throw ReverseRoutingError(screen: screen, reason: "no route shows '\(screen)'") }
        var reasons: [String] = []
        for route in candidates {
            do throws(ResolutionError.Message) {
                return try url(of: route, params: params, maps: maps, origin: origin, roundTrip: roundTrip)
            } catch {
                reasons.append("route '\(route.name)' \(error.text)")
            }
        }
        throw ReverseRoutingError(screen: screen, reason: reasons.joined(separator: "; "))
    }

    /// The URL `route` writes for `params`, checked by resolving it back.
    package func url(of route: LinkRoute, params: [String: String], maps: [String: [String: String]] = [:],
                     origin asked: Origin = Origin(), roundTrip: RoundTrip) throws(ResolutionError.Message) -> String {
        guard !route.isInternal else { throw .init("is internal: only a redirect reaches it, so no link of its own opens it") }
        guard let components = route.components else { throw .init("is a regex route, which cannot be written back") }
        // A UUID is written lower-case, as links read it (`UUID().uuidString` is upper case).
        let uuids = route.pathParameters.filter { $0.kind == .uuid }.map(\.name)
            + route.query.compactMap { if case .parameter(let name, .uuid) = $0.value { name } else { nil } }
        let params = params.reduce(into: params) { all, item in if uuids.contains(item.key) { all[item.key] = item.value.lowercased() } }
        let names = route.parameterNames.union(route.linkParameter.map { [$0] } ?? [])  // (the link itself: the link written)
        let unused = (Array(params.keys) + maps.keys).filter { !names.contains($0) }.sorted()
        // `{*}` writes each other parameter, a string, as a query item of its own.
        let flat = route.openQuery == "" && maps.keys.allSatisfy(names.contains) ? unused : []
        guard unused.isEmpty || !flat.isEmpty else { throw .init("has no parameter \(unused.map { "'\($0)'" }.joined(separator: ", "))") }
        var segments: [String] = []
        for component in components {
            switch component {
            case .literal(let text):
                segments.append(text)
            case .alternatives(let words):
                segments.append(words[0])
            case .parameter(let name, let kind):
                guard let value = params[name], !value.isEmpty else {
                    if kind == .optionalPath { continue }  // (last) the link ends before it
                    throw .init("needs '\(name)'")
                }
                try Self.check(value, as: kind, for: name, route: route)
                segments.append(PercentEncoding.encode(value, keepingSlashes: kind.takesRestOfPath))
            }
        }
        var query: [String] = [], rest: [String] = []  // (a `{name:rest}` item runs to the end of the query: written last)
        for requirement in route.query {
            let name = PercentEncoding.encode(requirement.queryName)
            switch requirement.value {
            case .literal(let text):
                query.append(name + "=" + PercentEncoding.encode(text))
            case .parameter(let parameter, let kind):
                if let value = params[parameter], !value.isEmpty {
                    try Self.check(value, as: kind, for: parameter, route: route)
                    guard route.defaults[parameter]?.text != value else { continue }
                    let item = name + "=" + PercentEncoding.encode(value)
                    if kind == .rest { rest = [item] } else { query.append(item) }
                } else if route.isRequired(requirement) {
                    throw .init("needs '\(parameter)'")
                }
            }
        }
        var expected = params
        let flatItems = try LinkTable.checkedOpenQueryItems(flat.compactMap { name in params[name].map { (key: name, value: $0) } }, route: route)
        query += flatItems.map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }
        if let map = route.openQuery, !map.isEmpty {
            var items: [(key: String, value: String)] = []
            if let given = maps[map] {
                items = try LinkTable.checkedOpenQueryItems(given.sorted { $0.key < $1.key }, route: route)
            } else if let text = params[map], !text.isEmpty {
                items = try LinkTable.openQueryItems(text, route: route)
            }
            query += items.map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }
            if !items.isEmpty { expected[map] = ParameterValue.map(Dictionary(items, uniquingKeysWith: { first, _ in first })).text }
        }
        query += rest
        let path = segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        let url = try origin(of: route, firstSegment: segments.first, asked: asked) + path
        if let link = route.linkParameter { expected[link] = url }
        try checkRoundTrip(url, screen: route.target.topScreen, params: expected, roundTrip: roundTrip)
        return url
    }

    /// Refuses a value its parameter's kind does not take, saying so directly (`'seven' is not
    /// an int for 'artist'`) rather than through a link that does not resolve back. An inline
    /// regex is left to the round trip.
    private static func check(_ value: String, as kind: ParameterKind, for name: String, route: LinkRoute) throws(ResolutionError.Message) {
        let expected: String
        switch kind {
        case .int: expected = "an int"
        case .intRange(let range): expected = "an int in \(range.lowerBound)...\(range.upperBound)"
        case .bool: expected = "a bool (true, false, 1 or 0)"
        case .uuid: expected = "a uuid"
        case .slug: expected = "a slug (lower-case letters and digits, in runs joined by '-')"
        case .url: expected = "an https link to \(route.urlHosts.sorted().joined(separator: " or "))"
        case .plain, .path, .optionalPath, .rest, .regex: return
        }
        guard kind.fitsShape(value[...]) != true || kind.value(of: value, urlHosts: route.urlHosts) == nil else { return }
        throw .init("cannot write it: '\(DeepLinkError.echoed(value))' is not \(expected) for '\(name)'")
    }

    /// Where a route's link starts: the scheme asked for, or the route's first one it can be
    /// written with; for a scheme that carries a host, the host asked for (the route must answer
    /// it, by a wildcard if need be), or else the route's first exact host.
    private func origin(of route: LinkRoute, firstSegment: String?, asked: Origin) throws(ResolutionError.Message) -> String {
        let writable = route.schemes.filter { linkOptions.carriesHost($0) || (!route.ownsHosts && asked.host == nil) }
        let scheme: String
        if let wanted = asked.scheme {
            guard route.schemeSet.contains(wanted) else {
                throw .init("does not answer scheme '\(wanted)' (it answers \(route.schemes.joined(separator: ", ")))")
            }
            guard writable.contains(wanted) else {
                throw .init(asked.host != nil ? "cannot put a host in a '\(wanted)' link: the scheme carries none"
                                              : "names its own hosts, so its links need a scheme that carries one, not '\(wanted)'")
            }
            scheme = wanted
        } else {
            guard let first = writable.first else {
                throw .init("answers no scheme it could be written with\(asked.host == nil ? "" : " with a host")")
            }
            scheme = first
        }
        guard linkOptions.carriesHost(scheme) else {
            // A custom scheme's first segment stands where a host would; escapes cannot stand there.
            return scheme + (firstSegment?.contains("%") == true ? ":///" : "://")
        }
        if let wanted = asked.host {
            guard !wanted.contains("*"), HostPattern.bestMatch(in: route.hostSet, wanted) != nil else {
                throw .init("does not answer host '\(wanted)' (it answers \(route.hosts.joined(separator: ", ")))")
            }
            return scheme + "://" + wanted + "/"
        }
        guard let host = route.hosts.first(where: { !HostPattern.isWildcard($0) }) else {
            throw .init("answers only wildcard hosts (\(route.hosts.joined(separator: ", "))), and a link names one host: give one")
        }
        return scheme + "://" + host + "/"
    }

    /// An open query map's value as `linkstack url` takes it, `name=value&name=value` (decoded
    /// text, `&` and `=` separating), as items sorted by name; a name the route reads, or one
    /// given twice, is refused.
    static func openQueryItems(_ text: String, route: LinkRoute) throws(ResolutionError.Message) -> [(key: String, value: String)] {
        var items: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]), value = parts.count > 1 ? String(parts[1]) : ""
            guard items.updateValue(value, forKey: name) == nil else { throw .init("is given '\(name)' twice in {*\(route.openQuery ?? "")}") }
        }
        return try checkedOpenQueryItems(items.sorted { $0.key < $1.key }, route: route)
    }

    /// The items of an open query map, refused when the route reads one of their names itself.
    static func checkedOpenQueryItems(_ items: [(key: String, value: String)], route: LinkRoute) throws(ResolutionError.Message)
        -> [(key: String, value: String)] {
        if let read = items.first(where: { item in route.query.contains { $0.queryName == item.key } }) {
            throw .init("reads '\(read.key)' itself, so {*\(route.openQuery ?? "")} cannot hold it")
        }
        return items
    }

    /// Insists that `url` resolves to `screen` with every one of `params`.
    private func checkRoundTrip(_ url: String, screen: String, params: [String: String], roundTrip: RoundTrip) throws(ResolutionError.Message) {
        let match: (route: LinkRoute, params: Parameters)
        do throws(ResolutionError) {
            match = try roundTrip(url)
        } catch {
            // Link and reason each repeated in part at most: a 100 KB value must not make a 100 KB error.
            let why = switch error {
            case let .noRoute(_, reason): reason
            case .invalidURL(let error): "invalid URL: \(error)"
            default: error.code
            }
            throw .init("writes \(DeepLinkError.echoed(url)), which does not resolve: \(DeepLinkError.echoed(why))")
        }
        guard match.route.target.topScreen == screen, params.allSatisfy({ match.params[$0.key]?.text == $0.value }) else {
            throw .init("writes \(DeepLinkError.echoed(url)), which resolves to route '\(match.route.name)' with other parameters")
        }
    }
}
