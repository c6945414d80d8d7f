/// The apple-app-site-association (AASA) file of one host, written from a route table: the
/// `applinks` components that send the table's https links on that host to the app.
///
/// An AASA file is served per domain, and the file of `example.com` also serves `*.example.com`
/// when the app's entitlements name that wildcard. Components follow the match order: each route
/// becomes components whose `/` pattern and `?` dictionary cover the links it accepts, after
/// `exclude: true` components for what the table refuses first (an `exclude: true` route, an
/// `absent:` name). An `exclude: true` route whose patterns say more than it (a parameter is
/// `?*`), or an `absent:` name (whose links go on to the next routes), that a later route might
/// share links with is left out, with a warning: the exclusion would lose that route's links. A
/// route that answers any host is left out too, with a warning (``AnyHostRoutes``).
///
/// ```swift
/// let file = try AppSiteAssociation(table: table, host: "shop.example.com")
/// file.json(appIDs: ["ABCDE12345.com.example.shop"]).rendered(pretty: true)
/// ```
package struct AppSiteAssociation: Sendable {
    /// The host the file is served on, lower-cased.
    package let host: String
    /// Whether the file also serves every subdomain (the table names `*.HOST`).
    package let servesSubdomains: Bool
    /// The routes the file speaks for, in match order: https routes answering the host (or a
    /// subdomain the file serves).
    package let routes: [Route]
    /// The components, in order, as JSON objects.
    package let components: [JSONValue]
    /// Exclusions left out, and other things the file cannot say, for a person to read.
    package let warnings: [String]
    private let keepsTrailingSlash: Bool

    /// The most an AASA file may weigh (Apple's limit, uncompressed).
    package static let maximumSize = 128 * 1024

    /// The file for `host`, or without it the table's first exact https host.
    ///
    /// - Throws: ``ExportError`` `unknown_host` when no https route answers `host`, `no_links`
    ///   when the table has no https route.
    package init(table: RouteTable, host: String? = nil) throws(ExportError) {
        let https = table.routes.filter(AppSiteAssociation.claims)
        let exact = https.sorted { $0.order < $1.order }.flatMap(\.hostOrder).filter { !HostPattern.isWildcard($0) }
        let wildcards = Set(https.flatMap(\.hostOrder).filter(HostPattern.isWildcard))
        guard !https.isEmpty else {
            throw ExportError(code: "no_links", message: "no route answers https links, so there is no AASA file to write")
        }
        let chosen = host?.lowercased() ?? exact.first ?? wildcards.sorted().first.map { String($0.dropFirst(2)) } ?? ""
        let servesSubdomains = wildcards.contains("*." + chosen)
        let routes = https.filter { route in
            route.hosts.contains { pattern in
                pattern == chosen || HostPattern.match(pattern, chosen) != nil
                    || servesSubdomains && (pattern == "*." + chosen || HostPattern.match("*." + chosen, pattern) != nil)
            }
        }
        guard !routes.isEmpty else {
            let known = (Array(Set(exact)).sorted() + wildcards.sorted()).joined(separator: ", ")
            throw ExportError(code: "unknown_host", message: "no https route answers '\(chosen)'; the table's hosts are \(known)")
        }
        self.host = chosen
        self.servesSubdomains = servesSubdomains
        self.routes = routes
        self.keepsTrailingSlash = table.linkOptions.keepsTrailingSlash
        var components: [JSONValue] = [], warnings = AnyHostRoutes.warnings(table, export: "an AASA file")
        for (index, route) in routes.enumerated() {
            let later = routes[(index + 1)...].lazy.filter { !$0.target.isExclusion }
            let cover = RouteCover(route: route, decoded: false, keepsTrailingSlash: table.linkOptions.keepsTrailingSlash)
            if route.target.isExclusion {
                if !cover.isExact, let blocker = later.first(where: { RouteOverlap.mayOverlap(route, $0) }) {
                    warnings.append(AppSiteAssociation.leftOut("route '\(route.name)' (\(route.template))", blocker))
                } else {
                    components += AppSiteAssociation.components(cover, route: route, exclude: true)
                }
                continue
            }
            for name in route.absent {
                // A link with the name goes on to the next routes: any that may take it needs it sent.
                if let blocker = later.first(where: { RouteOverlap.mayOverlap(route, $0, present: [name]) }) {
                    warnings.append(AppSiteAssociation.leftOut("absent name '\(name)' of route '\(route.name)'", blocker))
                    continue
                }
                var excluded = cover
                excluded.query[PercentEncoding.encode(name)] = "*"
                components += AppSiteAssociation.components(excluded, route: route, exclude: true, note: "absent: \(name)")
            }
            components += AppSiteAssociation.components(cover, route: route, exclude: false)
        }
        self.components = components
        self.warnings = warnings
    }

    /// The file: `{"applinks": {"details": [{"appIDs", "components"}]}}`.
    package func json(appIDs: [String]) -> JSONValue {
        ["applinks": ["details": [["appIDs": .array(appIDs.map(JSONValue.string)), "components": .array(components)]]]]
    }

    /// The `applinks:` entries of the Associated Domains entitlement
    /// (`com.apple.developer.associated-domains`) for every host an https route of `table`
    /// answers, `applinks:*.example.com` for a wildcard, sorted; none for a route it does not
    /// claim (``claims(_:)``).
    package static func entitlements(of table: RouteTable) -> [String] {
        Set(table.routes.filter(claims).flatMap(\.hostOrder)).sorted().map { "applinks:" + $0 }
    }

    /// Whether the file and the entitlement speak for `route`: an https route with a link of its
    /// own (not `internal: true`) on hosts one can name (not any host, ``AnyHostRoutes``).
    static func claims(_ route: Route) -> Bool {
        route.schemes.contains("https") && !AnyHostRoutes.answersAnyHost(route) && !route.isInternal
    }

    /// The components of one route: one per path pattern.
    private static func components(_ cover: RouteCover, route: Route, exclude: Bool, note: String? = nil) -> [JSONValue] {
        cover.paths.map { path in
            var component: [String: JSONValue] = ["/": .string(path.aasaText),
                                                  "comment": .string("\(route.name): \(route.template)" + (note.map { " (\($0))" } ?? ""))]
            if !cover.query.isEmpty { component["?"] = .object(cover.query.mapValues(JSONValue.string)) }
            if exclude { component["exclude"] = true }
            if route.spec.isCaseInsensitive { component["caseSensitive"] = false }  // caseSensitive: false
            return .object(component)
        }
    }

    private static func leftOut(_ what: String, _ blocker: Route) -> String {
        "\(what) is not excluded: route '\(blocker.name)' (\(blocker.template)), tried after it, may accept some of the "
            + "same links, and an AASA exclusion would stop those too; such links open the app, which answers no_route"
    }
}

extension RouteTarget {
    /// Whether the route answers `no_route` for its links (`exclude: true`).
    var isExclusion: Bool {
        if case .exclude = self { return true }
        return false
    }
}
