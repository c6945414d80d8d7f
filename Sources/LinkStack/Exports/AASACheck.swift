/// A deployed AASA file checked against a route table, both ways: routes whose links the file
/// does not send to the app (errors: those links open Safari), and components that send links no
/// route accepts (warnings: the app opens and answers no_route).
///
/// Sample links come from reverse routing (a few values of each parameter's kind; a `regex:`
/// route's from its pattern); a component's from its patterns, `*` and `?` filled in.
public struct AASACheck: Sendable {
    /// A route the file does not send (all of) to the app.
    public struct LostRoute: Sendable, Hashable {
        /// The route's name.
        public var route: String
        /// Where it is written.
        public var location: SourceLocation
        /// A link the route accepts that the file does not send to the app.
        public var link: String
        /// Why: no component matches, or which one excludes it or sends it to another app.
        public var reason: String
    }

    /// A component that sends links no route accepts.
    public struct StrayComponent: Sendable, Hashable {
        /// Its details entry and position in it, from 0.
        public var detail: Int
        /// Its position in the entry's components, from 0.
        public var component: Int
        /// Its `/` pattern.
        public var pattern: String
        /// A path (and query) it sends to the app that no route accepts.
        public var samplePath: String
    }

    /// Routes with links the file loses, in match order.
    public let lostRoutes: [LostRoute]
    /// Components sending links no route accepts, in file order.
    public let strayComponents: [StrayComponent]
    /// Routes no sample link could be made for (so they were not checked), by name.
    public let unchecked: [String]

    /// Checks `file`, served on `host` (or the table's first exact https host), for the app
    /// `appID` (or any app the file names).
    ///
    /// - Throws: ``ExportError`` as ``AppSiteAssociation/init(table:host:)`` does for the host.
    public init(table: RouteTable, file: AASAFile, host: String? = nil, appID: String? = nil) throws(ExportError) {
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
        var stray: [StrayComponent] = []
        for (number, detail) in file.details.enumerated() where appID.map(detail.appIDs.contains) ?? true {
            for component in detail.components where !component.exclude {
                let samples = AASACheck.samplePaths(for: component)
                var first: String?
                var accepted = false
                for path in samples {
                    for host in hosts {
                        let url = "https://" + host + path
                        guard let link = try? table.link(url),
                              AASACheck.decision(url, file) == .opens(appIDs: detail.appIDs, detail: number, component: component.index) else { continue }
                        if (try? table.match(link)) != nil { accepted = true } else if first == nil { first = path }
                    }
                    if accepted { break }
                }
                if !accepted, let first {
                    stray.append(StrayComponent(detail: number, component: component.index, pattern: component.path, samplePath: first))
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

    /// Values tried for each parameter kind, in turn.
    static let values = ["42", "7", "hello", "red-shoes", "123e4567-e89b-12d3-a456-426614174000", "true", "a/b", "1", "abc", "x-y",
                         "home", "day", "item.php", "com.example.mail"]

    /// Links a route accepts with `scheme` on the first of `hosts` it answers (no host for a
    /// custom scheme that carries none): reverse routing with every parameter given the same
    /// value, for each of ``values`` (an `int(LOW...HIGH)` its `bound`); a `regex:` route's from
    /// its pattern, on https only.
    package static func sampleLinks(for route: Route, table: RouteTable, scheme: String = "https", hosts: [String],
                                    bound: KeyPath<ClosedRange<Int>, Int> = \.lowerBound) -> [String] {
        let carriesHost = table.linkOptions.carriesHost(scheme)
        let host = hosts.first { host in route.hosts.contains { HostPattern.match($0, host) != nil } }
        guard !carriesHost || host != nil else { return [] }
        guard route.pattern != nil else {
            guard scheme == "https", let host else { return [] }
            let urls = RouteLinter.samplePaths(for: route).flatMap { path in
                values.map { value in
                    let items = route.query.filter(route.isRequired).map { requirement -> String in
                        guard case .literal(let text) = requirement.value else { return requirement.queryName + "=" + value }
                        return requirement.queryName + "=" + PercentEncoding.encode(text)
                    }
                    return "https://" + host + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
                }
            }
            return urls.filter { url in
                guard let link = try? table.link(url) else { return false }
                return (try? table.match(link))?.route === route
            }
        }
        var links: [String] = []
        for value in values {
            var params: [String: String] = [:]
            for name in route.parameterNames where name != route.openQuery {
                let kind = route.pathParameters.first { $0.name == name }?.kind
                if case .intRange(let range)? = kind { params[name] = String(range[keyPath: bound]) } else { params[name] = value }
            }
            guard let url = try? table.url(of: route, params: params, origin: .init(scheme: scheme, host: carriesHost ? host : nil)),
                  !links.contains(url) else { continue }
            links.append(url)
        }
        return links
    }

    /// Paths (and queries) a component matches: `?` and `*` filled with sample text.
    static func samplePaths(for component: AASAFile.Component) -> [String] {
        ["", "1", "42", "a", "abc", "x-y", "a/b", "hello", "123e4567-e89b-12d3-a456-426614174000"].map { filler in
            func filled(_ pattern: String) -> String {
                pattern.map { $0 == "*" ? filler : $0 == "?" ? "1" : String($0) }.joined()
            }
            var path = filled(component.path)
            if case .items(let items)? = component.query {
                path += "?" + items.keys.sorted().map { $0 + "=" + filled(items[$0] ?? "") }.joined(separator: "&")
            }
            return path
        }
    }
}
