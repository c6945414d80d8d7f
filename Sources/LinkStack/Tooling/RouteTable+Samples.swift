import LinkStackCore

extension RouteTable {
    /// Sample links for every route that shows something or redirects (exclusions answer
    /// `no_route` and are left out), each with the route that answers it: what
    /// `linkstack routes samples` prints, to smoke-test a table, feed `resolve --batch` or a
    /// benchmark, or check an AASA file.
    ///
    /// A template route's links are written by reverse routing and read back to that route, so
    /// each resolves to it: the route's schemes and hosts in turn (a wildcard host as
    /// `sample.` and its domain), each parameter a value of its kind picked at random (numbers,
    /// UUIDs, a word list's words, text its regex matches), an optional query value or an open
    /// map item given half the time. A `regex:` route's links come from its pattern. Then about
    /// `misses` times as many near misses: a sample link with a segment added, changed or
    /// dropped, listed with the route the table answers it with (nil for none).
    ///
    /// ```swift
    /// for sample in table.samples(perRoute: 2, misses: 0.1, seed: 7) { print(sample.line) }
    /// // shop://products/42	product
    /// ```
    ///
    /// - Parameters:
    ///   - perRoute: How many links to try to write for each route (fewer when they coincide).
    ///   - misses: Near misses, as a fraction of the links written.
    ///   - seed: The random choices' seed: the same seed gives the same samples.
    public func samples(perRoute: Int = 3, misses: Double = 0.1, seed: UInt64 = 1) -> [RouteSample] {
        var random = SampleGenerator(seed: seed)
        var written: [RouteSample] = []
        for route in routes where !route.target.isExclusion && !route.isInternal {  // an internal route has no link of its own
            let parameters = SampleValues.parameters(of: route, bound: \.lowerBound)
            let links = (0..<max(perRoute, 0)).compactMap { sampleLink(for: route, turn: $0, parameters: parameters, random: &random) }
            written += links.uniqued.map { RouteSample(url: $0, route: route.name) }
        }
        guard !written.isEmpty else { return [] }
        let missCount = Int((Double(written.count) * max(misses, 0)).rounded())
        let nearMisses = (0..<missCount).compactMap { _ -> RouteSample? in
            let base = written[Int.random(in: written.indices, using: &random)].url
            guard let url = RouteTable.nearMiss(of: base, random: &random) else { return nil }
            let answer = (try? link(resolving: url)).flatMap { try? match($0) }
            return RouteSample(url: url, route: answer?.route.name, isMiss: true)
        }
        return written + nearMisses
    }

    /// One link written for `route` on its `turn`-th scheme and host, its `parameters` given
    /// values picked at random, or nil when none could be.
    private func sampleLink(for route: Route, turn: Int, parameters: [(name: String, required: Bool, choices: [String])],
                            random: inout SampleGenerator) -> String? {
        let schemes = route.schemes.sorted().filter { !route.spec.ownsHosts || linkOptions.carriesHost($0) }
        guard !schemes.isEmpty else { return nil }
        let scheme = schemes[turn % schemes.count]
        let carriesHost = linkOptions.carriesHost(scheme)
        let hosts = route.hosts.sorted().map(SampleValues.host(for:))
        let host = carriesHost ? (hosts.isEmpty ? nil : hosts[(turn / schemes.count) % hosts.count]) : nil
        if carriesHost, host == nil { return nil }
        guard route.pattern != nil else {
            let origin = host.map { "\(scheme)://\($0)" } ?? "\(scheme):/"
            let links = SampleValues.regexRouteLinks(for: route, table: self, origin: origin)
            return links.isEmpty ? nil : links[Int.random(in: links.indices, using: &random)]
        }
        for _ in 0..<8 {  // a few tries: some combinations read back to another route
            var params: [String: String] = [:]
            for (name, required, choices) in parameters where required || Bool.random(using: &random) {
                guard !choices.isEmpty else { return nil }
                params[name] = choices[Int.random(in: choices.indices, using: &random)]
            }
            if let map = route.openQuery, Bool.random(using: &random) {
                // An open map holds an item; `{*}` takes one as a parameter of its own (a name the route does not read).
                if !map.isEmpty { params[map] = "utm_source=sample" } else if !route.spec.parameterNames.contains("from") { params["from"] = "sample" }
            }
            if let url = try? url(of: route, params: params, origin: .init(scheme: scheme, host: host)) { return url }
        }
        return nil
    }

    /// `url` with its path changed a little: a segment added, the last one changed, or the last
    /// one dropped (its query kept); nil when there is nothing to change.
    private static func nearMiss(of url: String, random: inout SampleGenerator) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        let queryStart = url[start...].firstIndex(of: "?") ?? url.endIndex
        let path = String(url[start..<queryStart]), rest = String(url[queryStart...])
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: segments.append("zz")
        case 1 where segments.count > 1: segments[segments.count - 1] = "zz-9"
        default:
            guard segments.count > 1 else { segments.append("zz"); break }
            segments.removeLast()
        }
        return String(url[..<start]) + segments.joined(separator: "/") + rest
    }
}
