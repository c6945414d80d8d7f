extension RouteTable {
    /// The route that finally answers `link`, following `redirect:` routes, with the hops taken
    /// and the optional values it ignored (``LinkScope``'s rules, shared with the core's matcher).
    ///
    /// - Throws: What ``match(_:)`` throws, for the link or any hop; ``ResolutionError/invalidURL(_:)``
    ///   when a hop is not a link on this table's own schemes and hosts (never another origin);
    ///   ``ResolutionError/redirectLoop(url:hops:)`` after more than ``Redirect/maxHops`` hops or on
    ///   coming back to a link already visited.
    package func matchFollowingRedirects(_ link: DeepLink) throws(ResolutionError)
        -> (match: RouteMatch, redirects: [Redirect], ignored: [String: String]) {
        try matchFollowingRedirects(link, from: try match(link))
    }

    /// ``matchFollowingRedirects(_:)`` once ``match(_:)`` found `first` for `link` (or a matcher
    /// found it as `match` does, and ``accepted(_:link:)`` checked it).
    ///
    /// - Throws: What ``matchFollowingRedirects(_:)`` throws for the hops.
    func matchFollowingRedirects(_ link: DeepLink, from first: RouteMatch) throws(ResolutionError)
        -> (match: RouteMatch, redirects: [Redirect], ignored: [String: String]) {
        // Fields read one by one: reading the whole `spec` out of the route copied it (every one of its arrays and sets retained).
        guard case .redirect = first.route.spec.target else {
            return (first, [], first.route.spec.ignoresInvalidOptional ? first.route.spec.ignoredValues(for: link, params: first.params) : [:])
        }
        // Closures, not the methods `self.link` and `self.match`: a method taken as a value copied
        // the whole table into its context (about 1.7 K instructions, and as many to free it).
        let (match, redirects, last) = try scope.followingRedirects(
            link, from: first, parse: { (text) throws(DeepLinkError) in try self.hopLink(text) },
            match: { (next) throws(ResolutionError) in try self.match(next) }
        ) { ($0.route.spec.name, $0.route.spec.redirectTemplate, $0.params) }
        // Only a route that ignores invalid optional values has any (asking copied the route's spec).
        return (match, redirects, match.route.spec.ignoresInvalidOptional ? match.route.spec.ignoredValues(for: last, params: match.params) : [:])
    }

    /// The link a redirect route sends `link` to (``LinkScope/redirectLink(from:routeName:template:params:given:parse:)``).
    func redirectLink(from link: DeepLink, route: Route, template: RedirectTemplate, params: Parameters,
                      given: String) throws(ResolutionError) -> DeepLink {
        try scope.redirectLink(from: link, routeName: route.name, template: template, params: params, given: given) { (text) throws(DeepLinkError) in
            try self.hopLink(text)
        }
    }
}
