import LinkStackCore

extension Route {
    /// The route's parameters for `link`, or nil when the route does not match it.
    ///
    /// The scheme and host must be the route's; the path must match its PCRE2 pattern; the rest
    /// is ``LinkRoute``'s rule, with the typed query values checked by PCRE2.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when matching hits a limit.
    func parameters(for link: DeepLink, limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        try parameters(for: DeepLink.Parts(link), limits: limits)
    }

    /// ``parameters(for:limits:)`` of a link's parts, made once for many routes.
    func parameters(for link: DeepLink.Parts, limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        guard accepts(scheme: link.scheme, host: link.host), let match = try pathMatcher().match(link.path, limits: limits) else { return nil }
        return try parameters(query: link.query, captured: { match[pathParameters[$0].name] }, limits: limits)
    }

    /// The route's parameters once its path matched: `captured` gives the raw text of the path
    /// parameter at each position of ``pathParameters``; the query requirements are checked
    /// against a link's query items `query`.
    func parameters(query: [DeepLink.QueryItem], captured: (Int) -> Substring?, limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        try spec.parameters(query: query, captured: captured) { (requirement, text) throws(PCRE2Error) in
            try queryMatchers[requirement.queryName]?.matches(text, limits: limits) ?? true
        }
    }

    /// ``parameters(query:captured:limits:)`` with each path parameter's raw text as its bytes
    /// (a callout's subject, or a link's bytes read without a `String`, which makes no
    /// ``DeepLink``), valid for the call.
    func parameters(query: [DeepLink.QueryItem], capturedBytes: (Int) -> LinkBytes?,
                    limits: PCRE2Limits) throws(PCRE2Error) -> Parameters? {
        try spec.parameters(query: query, capturedBytes: capturedBytes) { (requirement, text) throws(PCRE2Error) in
            try queryMatchers[requirement.queryName]?.matches(text, limits: limits) ?? true
        }
    }

    /// Whether a query value has the shape its typed requirement needs (a match that hits a limit does not).
    func fits(_ requirement: QueryRequirement, _ text: String) -> Bool {
        (try? queryMatchers[requirement.queryName]?.matches(text)) ?? true
    }
}
