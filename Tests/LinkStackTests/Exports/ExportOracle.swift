import Foundation
@_spi(Engine) @testable import LinkStack

/// What the tests check exports against: the tables, their sample links, and the over-covers
/// the README documents, written from the route data and not from the exporters.
enum ExportOracle {
    /// Every shipped table and every fixture table that loads, by path.
    static func tables() -> [(path: String, table: RouteTable)] {
        let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures + "/RouteFiles")) ?? []
        let paths = [TestPaths.routes, TestPaths.routes + "/blog"] + fixtures.sorted().filter { $0.hasSuffix(".yaml") }
            .map { TestPaths.fixtures + "/RouteFiles/" + $0 }
        return paths.compactMap { path in (try? RouteTable(contentsOf: path)).map { (path, $0) } }
    }

    /// Links `route` accepts with `scheme` (and `host` for a scheme that carries one), by reverse
    /// routing with a few values of each parameter's kind, an `int(LOW...HIGH)` its upper bound
    /// (the lint samples the lower); a regex route's from its pattern.
    static func samples(_ route: Route, in table: RouteTable, scheme: String, host: String?) -> [String] {
        AASACheck.sampleLinks(for: route, table: table, scheme: scheme, hosts: host.map { [$0] } ?? [], bound: \.upperBound)
    }

    /// Near misses of a link: each path segment replaced, one more segment, the last one gone,
    /// the path upper-cased.
    static func nearMisses(of url: String) -> [String] {
        guard let start = url.range(of: "://") else { return [] }
        let afterScheme = url[start.upperBound...]
        let pathStart = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
        let origin = String(url[..<pathStart])
        let rest = url[pathStart...]
        let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex
        let path = String(rest[..<queryStart]), query = String(rest[queryStart...])
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        var misses: [String] = []
        for index in segments.indices {
            var changed = segments
            changed[index] = "zz9"
            misses.append(origin + "/" + changed.joined(separator: "/") + query)
        }
        misses.append(origin + path + (path.hasSuffix("/") ? "" : "/") + "zz9" + query)
        if segments.count > 1 { misses.append(origin + "/" + segments.dropLast().joined(separator: "/") + query) }
        misses.append(origin + path.uppercased() + query)
        return misses
    }

    /// Whether the table answers no_route for a link.
    static func noRoute(_ url: String, _ table: RouteTable) -> Bool {
        guard let link = try? table.link(url) else { return false }
        do {
            _ = try table.match(link)
            return false
        } catch {
            if case .noRoute = error { return true }
            return false
        }
    }

    /// The README's over-covers: whether some route of `routes` takes the link once every
    /// parameter is read as one or more characters of any kind (`/` included), a catch-all as
    /// any rest, a regex route as any path, and hosts are not looked at (an AASA file has no
    /// host; its domain's file serves the subdomains). Query items a route requires must be
    /// given unless `ignoringQuery` (Android filters cannot say them).
    static func overCover(_ url: String, routes: [Route], table: RouteTable, ignoringQuery: Bool = false) -> Bool {
        guard let parts = URLComponents(string: url) else { return false }
        let scheme = parts.scheme?.lowercased() ?? ""
        var path = parts.percentEncodedPath
        if !table.linkOptions.carriesHost(scheme) { path = "/" + (parts.percentEncodedHost ?? "") + path }
        if path.isEmpty { path = "/" }
        let items = parts.queryItems ?? []
        return routes.contains { route in
            guard route.schemes.contains(scheme) else { return false }
            if !ignoringQuery {
                for requirement in route.query where route.isRequired(requirement) {
                    guard let item = items.first(where: { $0.name == requirement.queryName }), let value = item.value, !value.isEmpty else { return false }
                    if case .literal(let text) = requirement.value, text != value { return false }
                }
            }
            guard let components = route.spec.components else { return true }
            var expression = "^"
            for component in components {
                expression += "/"
                switch component {
                case .literal(let text): expression += NSRegularExpression.escapedPattern(for: text)
                case .alternatives(let words): expression += "(?:" + words.map(NSRegularExpression.escapedPattern).joined(separator: "|") + ")"
                case .parameter(_, .path): expression += ".*"
                case .parameter: expression += ".+"
                }
            }
            if components.isEmpty { expression += "/" }
            expression += table.linkOptions.keepsTrailingSlash ? "$" : "/?$"
            return path.range(of: expression, options: .regularExpression) != nil
        }
    }
}
