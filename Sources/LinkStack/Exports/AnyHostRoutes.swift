/// The routes that answer any host (`hosts: ["*"]`, a browser's or a feed reader's), which no
/// export can claim: an apple-app-site-association file and the Associated Domains entitlement
/// name hosts, and Android verifies an intent filter's hosts one by one. Each export leaves such a
/// route out (for Android, its http(s) and host-carrying schemes) and says so, naming it; the rest
/// of the table exports as it would without it.
package enum AnyHostRoutes {
    /// Whether `route` answers any host.
    package static func answersAnyHost(_ route: Route) -> Bool {
        route.hosts.contains("*")
    }

    /// A warning for each route of `table` that answers any host, which `export` (such as "an
    /// AASA file") cannot claim.
    package static func warnings(_ table: RouteTable, export: String) -> [String] {
        table.routes.filter(answersAnyHost).sorted { $0.order < $1.order }.map { route in
            "route '\(route.name)' (\(route.template)) answers any host (hosts: \"*\"), which \(export) cannot claim: it is left out"
        }
    }
}
