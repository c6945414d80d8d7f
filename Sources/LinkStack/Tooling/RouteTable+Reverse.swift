extension RouteTable {
    /// The canonical URL that opens `screen` with `params`: reverse routing, and share links
    /// (the core's rules, `LinkTable`'s, read back with this table's PCRE2 matcher).
    ///
    /// The routes whose target's top screen is `screen` are tried in match order; the first that
    /// can write every given parameter with the scheme and host asked for, and whose URL resolves
    /// back to the same screen with the same parameters, wins. Each path value and query name and
    /// value is percent-encoded (everything but `A-Z a-z 0-9 - . _ ~`); a `{name:path}` value keeps
    /// its `/`. Optional query parameters equal to their default are left out.
    ///
    /// ```swift
    /// try table.url(for: "Reviews", params: ["id": "42"])          // "shop://products/42/reviews"
    /// try table.url(for: "Reviews", params: ["id": "42"], scheme: "https")  // "https://shop.example.com/products/42/reviews"
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to open.
    ///   - params: Parameter values as text (`42` for an integer).
    ///   - scheme: The scheme the link must use, such as `https` for a link to share.
    ///   - host: The host the link must name; a wildcard route's hosts may be named this way.
    /// - Throws: `ReverseRoutingError` saying, route by route, why none fits.
    public func url(for screen: String, params: [String: String], scheme: String? = nil,
                    host: String? = nil) throws(ReverseRoutingError) -> String {
        try linkTable.url(for: screen, params: params, scheme: scheme, host: host, roundTrip: readBack)
    }

    /// The canonical URL that opens a screen as a state shows it: its name and parameters
    /// (an open query map's items as they are), with `scheme` and `host` as in ``url(for:params:scheme:host:)``.
    ///
    /// - Throws: `ReverseRoutingError` saying, route by route, why none fits.
    public func url(for screen: Screen, scheme: String? = nil, host: String? = nil) throws(ReverseRoutingError) -> String {
        try linkTable.url(for: screen, scheme: scheme, host: host, roundTrip: readBack)
    }

    /// The URL `route` writes for `params` (with `origin`'s scheme and host when given), checked
    /// by resolving it back.
    package func url(of route: Route, params: [String: String], origin: LinkTable.Origin = .init()) throws(ResolutionError.Message) -> String {
        try linkTable.url(of: route.spec, params: params, origin: origin, roundTrip: readBack)
    }

    /// The route and parameters of a link reverse routing wrote.
    private func readBack(_ url: String) throws(ResolutionError) -> (route: LinkRoute, params: Parameters) {
        let match = try self.match(link(resolving: url))
        return (match.route.spec, match.params)
    }
}
