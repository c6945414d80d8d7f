extension LinkRoute {
    /// The route's parameters once its path matched, or nil when the rest of the link does not
    /// fit: `captured` gives the raw text of the path parameter at each position of
    /// ``pathParameters`` (nil for a group that took no part); `fits` tells whether a query value
    /// has the shape of a typed requirement (`-?[0-9]+` for an integer, the inline regex).
    ///
    /// No `absent:` name may be given; every required query parameter must be present with a
    /// value its kind accepts; a missing one with a default takes it, a missing optional one is
    /// left out; `{name:int}` values outside 64-bit range do not match.
    package func parameters<Failure: Error>(for link: DeepLink, captured: (Int) -> Substring?,
                                            fits: (QueryRequirement, String) throws(Failure) -> Bool) throws(Failure) -> Parameters? {
        if !absent.isEmpty, link.queryItems.contains(where: { absent.contains($0.name) }) { return nil }
        let pathParameters = self.pathParameters
        var params = Parameters(Dictionary(minimumCapacity: pathParameters.count + query.count))
        for (position, (name, kind)) in pathParameters.enumerated() {
            guard let raw = captured(position) else { continue }
            guard let value = kind.value(decoding: raw, urlHosts: urlHosts) else { return nil }
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
                guard try fits(requirement, text), let value = kind.value(of: text, urlHosts: urlHosts) else { return nil }
                params[name] = value
            }
        }
        return params
    }

    /// The query items of `link` that the route does not name, for its open query map (the first
    /// value of a name given twice; a table refuses such links before they reach a screen).
    package func unnamedQueryItems(of link: DeepLink) -> [String: String] {
        var items: [String: String] = [:]
        for item in link.queryItems where items[item.name] == nil && !query.contains(where: { $0.queryName == item.name }) {
            items[item.name] = item.value
        }
        return items
    }
}
