extension LinkScope {
    /// What `match` finds for `link`, following `redirect:` routes from `first` (what `match` found
    /// for `link` itself, a `redirect:` route), with the hops taken and the link the last route
    /// matched: the same rules for the engine and the core's matcher. A caller whose first match is
    /// no redirect has its answer without this. `parse` reads a hop's link under the table's limits
    /// and options; `route` tells a match's route's name, its redirect template (nil for a route
    /// that is no redirect) and its parameters (what a hop needs, not a copy of the whole route).
    ///
    /// - Throws: What `match` throws, for the link or any hop; ``ResolutionError/invalidURL(_:)``
    ///   when a hop is not a link on this table's own schemes and hosts (never another origin);
    ///   ``ResolutionError/redirectLoop(url:hops:)`` after more than ``Redirect/maxHops`` hops or on
    ///   coming back to a link already visited.
    package func followingRedirects<Found>(_ link: DeepLink, from first: Found, parse: (String) throws(DeepLinkError) -> DeepLink,
                                           match: (DeepLink) throws(ResolutionError) -> Found,
                                           route: (Found) -> (name: String, template: RedirectTemplate?, params: Parameters))
        throws(ResolutionError) -> (found: Found, redirects: [Redirect], link: DeepLink) {
        var current = link
        var found = first
        var redirects: [Redirect] = []
        var visited = [link]
        while case let (name, template?, params) = route(found) {
            let next = try redirectLink(from: current, routeName: name, template: template, params: params, given: link.text, parse: parse)
            redirects.append(Redirect(route: name, url: next.text))
            guard redirects.count <= Redirect.maxHops, !visited.contains(where: { LinkScope.isSame(next, $0) }) else {
                throw .redirectLoop(url: link.text, hops: [link.text] + redirects.map(\.url))
            }
            visited.append(next)
            current = next
            do throws(ResolutionError) {
                found = try match(next)
            } catch {
                throw LinkScope.hopError(error, given: link.text, hop: next.text)
            }
        }
        return (found, redirects, current)
    }

    /// The link the redirect route `name` sends `link` to: a path is taken with the link's own
    /// scheme and host; anything else must be a link on this table's schemes and hosts.
    package func redirectLink(from link: DeepLink, routeName name: String, template: RedirectTemplate, params: Parameters, given: String,
                              parse: (String) throws(DeepLinkError) -> DeepLink) throws(ResolutionError) -> DeepLink {
        let value = template.filled(with: params, keepingQueryOf: link)
        // A path, or a relative one (`settings/general`: no `scheme:` before it), is on the link's own scheme and host.
        let relative = !value.isEmpty && !LinkScope.startsWithScheme(value)
        let text = relative ? LinkScope.link(scheme: link.scheme, host: link.host, path: value.hasPrefix("/") ? value : "/" + value) : value
        let next: DeepLink
        do throws(DeepLinkError) {
            next = try parse(text)
        } catch {
            throw LinkScope.unreadableHop(error, given: given, route: name, hop: text)
        }
        guard isOwnOrigin(next) else {
            throw .invalidURL(DeepLinkError(url: given, rule: .otherOrigin,
                                            reason: "route '\(name)' redirects to \(text), another origin: a redirect stays on "
                                                + "this table's schemes (\(schemes.joined(separator: ", "))) and hosts"))
        }
        return next
    }

    /// The error of a redirect route (`name`) whose hop (`text`) is no link (`error`, the parser's),
    /// told of the link given.
    package static func unreadableHop(_ error: DeepLinkError, given: String, route name: String, hop text: String) -> ResolutionError {
        .invalidURL(DeepLinkError(url: given, rule: error.rule, reason: "route '\(name)' redirects to \(text): \(error.reason)"))
    }

    /// Whether `text` starts with a scheme and `:`, as the link parser reads one.
    private static func startsWithScheme(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), colon > text.utf8.startIndex else { return false }
        return text.utf8[..<colon].enumerated().allSatisfy { DeepLinkParser.isSchemeByte($1, at: $0) }
    }

    /// A path's link on `scheme` and `host` (nil: a custom scheme's, whose host is the path's first
    /// segment).
    package static func link(scheme: String, host: String?, path: String) -> String {
        host.map { scheme + "://" + $0 + path } ?? scheme + ":/" + path
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

    /// Whether two links are the same for loop detection: the same scheme, host, path and query
    /// items (compared as they are, not spelt into one text each).
    private static func isSame(_ first: DeepLink, _ second: DeepLink) -> Bool {
        first.path == second.path && first.scheme == second.scheme && (first.host ?? "") == (second.host ?? "")
            && first.queryItems.elementsEqual(second.queryItems) { $0.name == $1.name && $0.value == $1.value }
    }
}
