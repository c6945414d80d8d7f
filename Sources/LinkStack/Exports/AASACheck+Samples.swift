import LinkStackCore

extension AASACheck {
    /// Links a route accepts with `scheme` on the first of `hosts` it answers (no host for a
    /// custom scheme that carries none), written by reverse routing. Each parameter takes values
    /// of its own kind (an `int` a number, an `int(LOW...HIGH)` its `bound` first, a `uuid` a
    /// UUID, a word list its words, a regex the ``SampleValues/text`` it matches whole), in turn, so a
    /// route with a `uuid` and an `int` or a word list is sampled too. A `regex:` route's links
    /// come from its pattern, on https only. Empty when no link could be written.
    package static func sampleLinks(for route: Route, table: RouteTable, scheme: String = "https", hosts: [String],
                                    bound: KeyPath<ClosedRange<Int>, Int> = \.lowerBound) -> [String] {
        let carriesHost = table.linkOptions.carriesHost(scheme)
        let host = hosts.first { host in route.hosts.contains { HostPattern.match($0, host) != nil } }
        guard !carriesHost || host != nil else { return [] }
        guard route.pattern != nil else {
            guard scheme == "https", let host else { return [] }
            return SampleValues.regexRouteLinks(for: route, table: table, origin: "https://" + host)
        }
        let parameters = SampleValues.parameters(of: route, bound: bound)
        let (names, choices) = (parameters.map(\.name), parameters.map(\.choices))
        guard choices.allSatisfy({ !$0.isEmpty }) else { return [] }
        var links: [String] = []
        for round in 0..<max(SampleValues.text.count, choices.map(\.count).max() ?? 0) {
            var params: [String: String] = [:]
            for (name, choice) in zip(names, choices) { params[name] = choice[round % choice.count] }
            guard let url = try? table.url(of: route, params: params, origin: .init(scheme: scheme, host: carriesHost ? host : nil)),
                  !links.contains(url) else { continue }
            links.append(url)
        }
        return links
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
