extension LinkRoute {
    /// The route's parameters once its path matched, or nil when the rest of the link does not
    /// fit: `captured` gives the raw text of the path parameter at each position of
    /// ``pathParameters`` (nil for a group that took no part); `fits` tells whether a query value
    /// has the shape of a typed requirement (`-?[0-9]+` for an integer, the inline regex).
    ///
    /// No `absent:` name may be given; every required query parameter must be present with a
    /// value its kind accepts; a missing one with a default takes it, a missing optional one is
    /// left out; `{name:int}` values outside 64-bit range do not match. Under
    /// ``ignoresInvalidOptional`` an optional value its kind refuses counts as missing
    /// (``ignoredValues(for:params:)`` lists it). `query` is the link's query items
    /// (``DeepLink/queryItems``, read once by a caller that asks many routes).
    package func parameters<Failure: Error>(query: [DeepLink.QueryItem], captured: (Int) -> Substring?,
                                            fits: (QueryRequirement, String) throws(Failure) -> Bool) throws(Failure) -> Parameters? {
        try parameters(query: query, value: { position, kind in captured(position).map { kind.value(decoding: $0, urlHosts: urlHosts) } },
                       fits: fits)
    }

    /// ``parameters(query:captured:fits:)`` with each path parameter's raw text given as its
    /// bytes (valid for the call), decoded from them without a `Substring`: what the dispatcher
    /// reads from a callout's subject.
    package func parameters<Failure: Error>(query: [DeepLink.QueryItem], capturedBytes: (Int) -> LinkBytes?,
                                            fits: (QueryRequirement, String) throws(Failure) -> Bool) throws(Failure) -> Parameters? {
        try parameters(query: query, value: { position, kind in capturedBytes(position).map { kind.value(decoding: $0, urlHosts: urlHosts) } },
                       fits: fits)
    }

    /// The two above, the path parameter at each position given by `value`: nil when its group
    /// took no part, nil inside when its kind refuses it.
    @inline(__always)
    private func parameters<Failure: Error>(query items: [DeepLink.QueryItem], value: (Int, ParameterKind) -> ParameterValue??,
                                            fits: (QueryRequirement, String) throws(Failure) -> Bool) throws(Failure) -> Parameters? {
        if !absent.isEmpty, items.contains(where: { absent.contains($0.name) }) { return nil }
        let pathParameters = self.pathParameters
        // Room for every parameter the route can give.
        var params = Parameters(capacity: pathParameters.count + query.count + (openQuery == nil ? 0 : 1))
        if var order = pathParameterOrder {
            for _ in pathParameters.indices {
                let position = Int(truncatingIfNeeded: order & 0xF)
                order >>= 4
                let (name, kind) = pathParameters[position]
                guard let decoded = value(position, kind) else { continue }
                guard let decoded else { return nil }
                params.append(following: name, decoded)
            }
        } else {
            for (position, (name, kind)) in pathParameters.enumerated() {
                guard let decoded = value(position, kind) else { continue }
                guard let decoded else { return nil }
                if pathNamesDistinct { params.add(distinct: name, decoded) } else { params[name] = decoded }
            }
        }
        if let openQuery, !openQuery.isEmpty { params[openQuery] = .map(unnamedQueryItems(of: items)) }
        guard !query.isEmpty || openQuery == "" else { return params }
        for requirement in query {
            let text = items.firstValue(named: requirement.queryName).flatMap { $0.isEmpty ? nil : $0 }
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
                guard try fits(requirement, text), let value = kind.value(of: text, urlHosts: urlHosts) else {
                    guard ignoresInvalidOptional, !isRequired(requirement) else { return nil }
                    if let fallback = defaults[name] { params[name] = fallback }
                    continue
                }
                params[name] = value
            }
        }
        // `{*}`: every other item a string parameter of its own, unless the route gives that name.
        if openQuery == "" {
            for (name, value) in unnamedQueryItems(of: items) where params[name] == nil && defaults[name] == nil
                && !pathParameters.contains(where: { $0.name == name }) && !query.contains(where: { $0.parameterName == name }) {
                params[name] = .string(value)
            }
        }
        return params
    }

    /// The optional query values of `link` the route took as missing because their kind refused
    /// them (``ignoresInvalidOptional``), by parameter name, as given: a value `params` (the
    /// route's parameters for `link`) does not hold. Empty unless the route ignores such values.
    package func ignoredValues(for link: DeepLink, params: Parameters) -> [String: String] {
        ignoredValues(query: link.queryItems, params: params)
    }

    /// ``ignoredValues(for:params:)`` of a link given by its query items alone.
    package func ignoredValues(query items: [DeepLink.QueryItem], params: Parameters) -> [String: String] {
        guard ignoresInvalidOptional else { return [:] }
        var ignored: [String: String] = [:]
        for requirement in query where !isRequired(requirement) {
            guard case .parameter(let name, let kind) = requirement.value, let text = items.firstValue(named: requirement.queryName), !text.isEmpty
            else { continue }
            let value = kind.value(of: text, urlHosts: urlHosts)
            if value == nil || params[name] != value { ignored[name] = text }
        }
        return ignored
    }

    /// Why the route refuses `link` once its path and host matched, in words: an `absent:` name
    /// given, or the first query requirement not met (`fits` as for
    /// ``parameters(query:captured:fits:)``). Nil when it accepts the link. What `explain` says and
    /// what a `no_route` message adds about the first route that matched the path.
    package func queryRefusal(for link: DeepLink, fits: (QueryRequirement, String) -> Bool) -> String? {
        if let name = link.queryItems.first(where: { absent.contains($0.name) })?.name {
            return "query '\(name)' is given, and the route lists it in absent:"
        }
        for requirement in query {
            let value = link.firstQueryValue(named: requirement.queryName).flatMap { $0.isEmpty ? nil : $0 }
            switch requirement.value {
            case .literal(let expected) where value != expected:
                return "query '\(requirement.queryName)' is \(value.map { "'\($0)'" } ?? "missing"), not '\(expected)'"
            case .parameter where value == nil && isRequired(requirement):
                return "query '\(requirement.queryName)' is missing"
            case .parameter(let name, let kind):
                guard let value, !fits(requirement, value) || kind.value(of: value, urlHosts: urlHosts) == nil,
                      !ignoresInvalidOptional || isRequired(requirement) else { continue }
                return "query '\(requirement.queryName)' value '\(value)' is not a {\(name)\(kind == .plain ? "" : ":\(kind)")}"
            default:
                continue
            }
        }
        return nil
    }

    /// ``queryRefusal(for:fits:)`` as a `no_route` message says it: "route 'premium' matches the
    /// path, but query 'plan' value 'student' is not a {plan:(monthly|yearly)}".
    package func nearMiss(for link: DeepLink, fits: (QueryRequirement, String) -> Bool) -> String? {
        queryRefusal(for: link, fits: fits).map { "route '\(name)' matches the path, but \($0)" }
    }

    /// The query items of a link (`given`) that the route does not name, for its open query map
    /// (the first value of a name given twice; a table refuses such links before they reach a screen).
    package func unnamedQueryItems(of given: [DeepLink.QueryItem]) -> [String: String] {
        var items: [String: String] = [:]
        for item in given where items[item.name] == nil && !query.contains(where: { $0.queryName == item.name }) {
            items[item.name] = item.value
        }
        return items
    }
}
