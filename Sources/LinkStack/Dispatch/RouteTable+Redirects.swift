extension RouteTable {
    /// The route that finally answers `link`, following `redirect:` routes, with the hops taken.
    ///
    /// - Throws: What ``match(_:)`` throws, for the link or any hop; ``ResolutionError/invalidURL(_:)``
    ///   when a hop is not a link on this table's own schemes and hosts (never another origin);
    ///   ``ResolutionError/redirectLoop(url:hops:)`` after more than ``Redirect/maxHops`` hops or on
    ///   coming back to a link already visited.
    package func matchFollowingRedirects(_ link: DeepLink) throws(ResolutionError) -> (match: RouteMatch, redirects: [Redirect]) {
        var current = link
        var match = try self.match(link)
        var redirects: [Redirect] = []
        var visited: Set<String> = [RouteTable.identity(of: link)]
        while case .redirect(let template) = match.route.target {
            let next = try redirectLink(from: current, route: match.route, template: RedirectTemplate(text: template),
                                        params: match.params, given: link.text)
            redirects.append(Redirect(route: match.route.name, url: next.text))
            guard redirects.count <= Redirect.maxHops, visited.insert(RouteTable.identity(of: next)).inserted else {
                throw .redirectLoop(url: link.text, hops: [link.text] + redirects.map(\.url))
            }
            current = next
            do throws(ResolutionError) {
                match = try self.match(next)
            } catch {
                throw RouteTable.hopError(error, given: link.text, hop: next.text)
            }
        }
        return (match, redirects)
    }

    /// A hop's error, told of the link given: `url` is always that link; the message names the hop.
    private static func hopError(_ error: ResolutionError, given: String, hop: String) -> ResolutionError {
        switch error {
        case let .noRoute(_, reason): return .noRoute(url: given, reason: "it redirects to \(hop): \(reason)")
        case let .invalidURL(inner):
            return .invalidURL(DeepLinkError(url: given, rule: inner.rule, reason: "it redirects to \(hop): \(inner.reason)"))
        case let .matchLimit(_, route): return .matchLimit(url: given, route: route)
        case let .matchBudget(_, budget): return .matchBudget(url: given, budget: budget)
        default: return error
        }
    }

    /// The link a redirect route sends `link` to: a path is taken with the link's own scheme and
    /// host; anything else must be a link on this table's schemes and hosts.
    func redirectLink(from link: DeepLink, route: Route, template: RedirectTemplate, params: Parameters,
                      given: String) throws(ResolutionError) -> DeepLink {
        let value = template.filled(with: params)
        let text = value.hasPrefix("/") ? (link.host.map { "\(link.scheme)://\($0)" } ?? "\(link.scheme):/") + value : value
        let next: DeepLink
        do throws(DeepLinkError) {
            next = try self.link(text)
        } catch {
            throw .invalidURL(DeepLinkError(url: given, rule: error.rule, reason: "route '\(route.name)' redirects to \(text): \(error.reason)"))
        }
        guard RouteTable.isOwnOrigin(next, schemes: schemes, hosts: hostPatterns) else {
            throw .invalidURL(DeepLinkError(url: given, rule: .otherOrigin,
                                            reason: "route '\(route.name)' redirects to \(text), another origin: a redirect stays on "
                                                + "this table's schemes (\(schemes.joined(separator: ", "))) and hosts"))
        }
        return next
    }

    /// Whether `link` is on one of `schemes` and, when it carries a host, on one of `hosts`: the
    /// only links a redirect may lead to.
    static func isOwnOrigin(_ link: DeepLink, schemes: some Sequence<String>, hosts: Set<String>) -> Bool {
        schemes.contains(link.scheme) && (link.host.map { HostPattern.bestMatch(in: hosts, $0) != nil } ?? true)
    }

    /// What makes two links the same for loop detection: scheme, host, path and query items.
    private static func identity(of link: DeepLink) -> String {
        link.scheme + "://" + (link.host ?? "") + link.path + "?" + link.queryItems.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }
}
