/// A deployed AASA file checked against a route table, both ways: routes whose links the file
/// does not send to the app (errors: those links open Safari), and components that send links no
/// route accepts (warnings: the app opens and answers no_route), whether all they send or some.
///
/// Sample links come from reverse routing (a few values of each parameter's kind; a `regex:`
/// route's from its pattern); a component's from its patterns, `*` and `?` filled in.
package struct AASACheck: Sendable {
    /// A route the file does not send (all of) to the app.
    package struct LostRoute: Sendable, Hashable {
        /// The route's name.
        package var route: String
        /// Where it is written.
        package var location: SourceLocation
        /// A link the route accepts that the file does not send to the app.
        package var link: String
        /// Why: no component matches, or which one excludes it or sends it to another app.
        package var reason: String
    }

    /// A component that sends links no route accepts: all it sends, or some of it that is no
    /// over-cover of a route (such as `{"/": "*"}`, which sends every path to the app).
    package struct StrayComponent: Sendable, Hashable {
        /// Its details entry and position in it, from 0.
        package var detail: Int
        /// Its position in the entry's components, from 0.
        package var component: Int
        /// Its `/` pattern.
        package var pattern: String
        /// A path (and query) it sends to the app that no route accepts.
        package var samplePath: String
    }

    /// Routes with links the file loses, in match order.
    package let lostRoutes: [LostRoute]
    /// Components sending links no route accepts, in file order.
    package let strayComponents: [StrayComponent]
    /// Routes no sample link could be made for (so they were not checked), by name.
    package let unchecked: [String]

    /// Checks `file`, served on `host` (or the table's first exact https host), for the app
    /// `appID` (or any app the file names).
    ///
    /// - Throws: ``ExportError`` as ``AppSiteAssociation/init(table:host:)`` does for the host.
    package init(table: RouteTable, file: AASAFile, host: String? = nil, appID: String? = nil) throws(ExportError) {
        let site = try AppSiteAssociation(table: table, host: host)
        let hosts = [site.host] + (site.servesSubdomains ? ["www." + site.host] : [])
        func opensApp(_ decision: AASAFile.Decision) -> Bool {
            guard case .opens(let apps, _, _) = decision else { return false }
            return appID.map(apps.contains) ?? true
        }
        var lost: [LostRoute] = [], unchecked: [String] = []
        for route in site.routes where !route.target.isExclusion {
            let links = AASACheck.sampleLinks(for: route, table: table, hosts: hosts)
            guard !links.isEmpty else {
                unchecked.append(route.name)
                continue
            }
            for url in links {
                let verdict = AASACheck.decision(url, file)
                guard !opensApp(verdict) else { continue }
                lost.append(LostRoute(route: route.name, location: route.location, link: url, reason: AASACheck.reason(verdict, file: file)))
                break
            }
        }
        // What a route's own component would send: a link it refuses, but that only an over-cover
        // (an AASA pattern cannot say `int`) sends, is not the component's fault.
        let covers = site.routes.filter { !$0.target.isExclusion }.flatMap { route in
            RouteCover(route: route, decoded: false, keepsTrailingSlash: table.linkOptions.keepsTrailingSlash).paths
        }
        var stray: [StrayComponent] = []
        for (number, detail) in file.details.enumerated() where appID.map(detail.appIDs.contains) ?? true {
            for component in detail.components where !component.exclude {
                var refused: (path: String, covered: Bool)?, accepted = false
                for path in AASACheck.samplePaths(for: component) {
                    for host in hosts {
                        let url = "https://" + host + path
                        guard let link = try? table.link(url),
                              AASACheck.decision(url, file) == .opens(appIDs: detail.appIDs, detail: number, component: component.index) else { continue }
                        if (try? table.match(link)) != nil {
                            accepted = true
                        } else if refused?.covered ?? true {
                            let bare = AASACheck.parts(of: url).path
                            let covered = covers.contains { $0.matches(bare) }
                            if refused == nil || !covered { refused = (path, covered) }
                        }
                    }
                }
                // Flagged when nothing it sends is accepted, or when some of it is refused that no route's cover sends.
                if let refused, !accepted || !refused.covered {
                    stray.append(StrayComponent(detail: number, component: component.index, pattern: component.path, samplePath: refused.path))
                }
            }
        }
        lostRoutes = lost
        strayComponents = stray
        self.unchecked = unchecked
    }

    private static func reason(_ decision: AASAFile.Decision, file: AASAFile) -> String {
        switch decision {
        case .unmatched:
            return "no component matches it"
        case .excluded(let detail, let index):
            return "component \(index) of details[\(detail)] (\"/\": \"\(file.details[detail].components[index].path)\") excludes it"
        case .opens(let apps, let detail, let index):
            return "component \(index) of details[\(detail)] sends it to \(apps.joined(separator: ", "))"
        }
    }

    /// What `file` does with a link the table reads (its path, query and fragment as written).
    private static func decision(_ url: String, _ file: AASAFile) -> AASAFile.Decision {
        let parts = parts(of: url)
        return file.decision(path: parts.path, query: parts.query, fragment: parts.fragment)
    }

    /// The path, query and fragment of an absolute link, as written.
    package static func parts(of url: String) -> (path: String, query: String?, fragment: String?) {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...].drop { $0 != "/" && $0 != "?" && $0 != "#" } }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        return (rest.isEmpty ? "/" : String(rest), query, fragment)
    }
}
