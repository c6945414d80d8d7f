/// Android intent filters written from a route table: one `<activity>` element wrapping an
/// `<intent-filter>` per scheme and host set, with `<data>` scheme, host and path entries for
/// every route, custom schemes included.
///
/// Android's rules decide the shape. Path attributes count only in a filter with a host, so a
/// custom scheme's first path segment (`shop://products/42`) is its `android:host`, `*` where it
/// is a parameter, and a custom scheme's root route (`shop://`) can only be said as the whole
/// scheme. All `<data>` elements of a filter combine with each other, so each scheme and host set
/// gets its own filter. `android:autoVerify="true"` is only on filters whose schemes are all http
/// or https. Paths match the decoded path with `android.os.PatternMatcher`, whose `.*` does not
/// backtrack (it stops at the first character that follows it), so a parameter segment is `..*`
/// followed by `/`: one segment of one or more characters.
///
/// ```swift
/// let filters = AndroidIntentFilters(table: table)
/// print(filters.xml(activity: "com.example.shop.MainActivity"))
/// ```
package struct AndroidIntentFilters: Sendable {
    /// One `<intent-filter>`.
    package struct Filter: Sendable, Hashable {
        /// Its schemes, lower-case.
        package var schemes: [String]
        /// Its hosts (`*` for any, `*.example.com` for subdomains); empty for a whole scheme.
        package var hosts: [String]
        /// Its paths, each an attribute name (`path`, `pathPrefix`, `pathPattern`) and value.
        package var paths: [Path]
        /// The routes it speaks for.
        package var routes: [String]

        /// Whether Android verifies the filter's hosts (App Links): every scheme is http or https.
        package var autoVerify: Bool { schemes.allSatisfy { $0 == "http" || $0 == "https" } }
    }

    /// One path attribute of a filter.
    package struct Path: Sendable, Hashable {
        /// `path`, `pathPrefix` or `pathPattern`.
        package var attribute: String
        /// The value as Android reads it (a `pathPattern`'s backslashes doubled for the manifest).
        package var value: String
    }

    /// The filters, web ones first, then by scheme and host.
    package let filters: [Filter]
    /// What the filters cannot say, for a person to read: routes that answer any host.
    package let warnings: [String]

    /// The filters of every route of `table` that shows a screen or redirects (an `exclude: true`
    /// route has nothing to claim, Android filters cannot exclude, and an `internal: true` route
    /// has no link of its own).
    package init(table: RouteTable) {
        var groups: [String: (scheme: String, hosts: [String], paths: [Path], routes: [String])] = [:]
        var order: [String] = []
        var wholeSchemes: [String: [String]] = [:]
        let keepsSlash = table.linkOptions.keepsTrailingSlash
        for route in table.routes.sorted(by: { $0.order < $1.order }) where !route.target.isExclusion && !route.isInternal {
            for scheme in route.schemeOrder {
                let claim: (hosts: [String], paths: [LinkGlob])
                if table.linkOptions.carriesHost(scheme) {
                    if AnyHostRoutes.answersAnyHost(route) { continue }
                    claim = (route.hostOrder, RouteCover(route: route, decoded: true, keepsTrailingSlash: keepsSlash).paths)
                } else if route.ownsHosts {
                    continue  // a route with its own hosts never matches a link without one
                } else if let hosts = AndroidIntentFilters.hosts(of: route) {
                    let rest = RouteCover(route: route, dropping: 1, decoded: true, keepsTrailingSlash: keepsSlash).paths
                    claim = (hosts, route.spec.components?.count == 1 ? [LinkGlob()] + (keepsSlash ? [] : [LinkGlob([.literal("/")])]) : rest)
                } else {
                    wholeSchemes[scheme, default: []].append(route.name)
                    continue
                }
                let key = scheme + " " + claim.hosts.joined(separator: " ")
                if groups[key] == nil {
                    groups[key] = (scheme, claim.hosts, [], [])
                    order.append(key)
                }
                for glob in claim.paths {
                    let path = AndroidIntentFilters.path(glob)
                    if groups[key]?.paths.contains(path) == false { groups[key]?.paths.append(path) }
                }
                if groups[key]?.routes.contains(route.name) == false { groups[key]?.routes.append(route.name) }
            }
        }
        var filters: [Filter] = wholeSchemes.keys.sorted().map { scheme in
            Filter(schemes: [scheme], hosts: [], paths: [], routes: wholeSchemes[scheme] ?? [])
        }
        for key in order {
            guard let group = groups[key], wholeSchemes[group.scheme] == nil else { continue }
            // Schemes with the same hosts and paths share a filter when they verify alike.
            if let index = filters.firstIndex(where: { $0.hosts == group.hosts && $0.paths == group.paths
                                                    && $0.autoVerify == (group.scheme == "http" || group.scheme == "https") }) {
                filters[index].schemes.append(group.scheme)
                filters[index].routes += group.routes.filter { !filters[index].routes.contains($0) }
            } else {
                filters.append(Filter(schemes: [group.scheme], hosts: group.hosts, paths: group.paths, routes: group.routes))
            }
        }
        func key(_ filter: Filter) -> (Int, String, String) {
            (filter.autoVerify ? 0 : 1, filter.schemes.joined(separator: " "), filter.hosts.joined(separator: " "))
        }
        self.filters = filters.sorted { key($0) < key($1) }
        warnings = AnyHostRoutes.warnings(table, export: "an intent filter that Android verifies")
            + table.routes.filter { $0.spec.isCaseInsensitive && !$0.isInternal && !$0.target.isExclusion }.map { route in
                "route '\(route.name)' (\(route.template)) matches its literal segments in any case (caseSensitive: false), but "
                    + "Android matches an intent filter's path as written: its links in another case open in the browser"
            }
    }

    /// The hosts that say a custom-scheme route's first segment, or nil when the route must claim
    /// the whole scheme (its path is `/`, or it starts with a catch-all).
    private static func hosts(of route: Route) -> [String]? {
        guard let first = route.spec.components?.first else { return nil }
        switch first {
        case .literal(let text): return [RouteCover.decoded(text)]
        case .alternatives(let words): return words.map(RouteCover.decoded)
        case .parameter(_, .path): return nil
        case .parameter(_, .bool): return ["true", "false", "1", "0"]
        case .parameter(_, .regex(let source)): return RouteCover.words(ofRegex: source) ?? ["*"]
        case .parameter: return ["*"]
        }
    }

    /// The attribute that says a pattern: `path` for a literal, `pathPrefix` for a literal and
    /// `*`, else `pathPattern`.
    private static func path(_ glob: LinkGlob) -> Path {
        if let text = glob.literalText { return Path(attribute: "path", value: text) }
        if glob.pieces.count == 2, case .literal(let text) = glob.pieces[0], glob.pieces[1] == .any {
            return Path(attribute: "pathPrefix", value: text)
        }
        return Path(attribute: "pathPattern", value: glob.androidPattern)
    }
}
