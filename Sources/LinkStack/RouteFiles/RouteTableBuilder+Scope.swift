extension RouteTableBuilder {
    /// The table's `trailingSlash:` rule: strict when a file says so; two files that say
    /// different things are a problem at the later one.
    mutating func checkTrailingSlash() -> Bool {
        tableRule("trailingSlash", files.map { $0.trailingSlash.map { ($0.isStrict, $0.location) } }, words: ("strict", "ignore"))
    }

    /// Reports a route that reads a query name `dropQuery:` drops (a required or optional item, an
    /// `absent:` name): no link could ever give it.
    mutating func checkDroppedQuery() {
        let dropped = files.flatMap(\.dropQuery)
        guard !dropped.isEmpty else { return }
        for route in routes {
            for name in route.spec.query.map(\.queryName) + route.absent {
                guard let rule = dropped.first(where: { DeepLink.Options.drops([$0.pattern], name) }) else { continue }
                report("route '\(route.name)' reads query '\(name)', which dropQuery drops before matching ('\(rule.pattern)' at "
                       + "\(rule.location)): no link could give it", at: route.location)
            }
        }
    }

    /// The table's `matchOrder:`: true for `declaration`, which every file that says it agrees on.
    mutating func checkMatchOrder() -> Bool {
        tableRule("matchOrder", files.map { $0.matchOrder.map { ($0.isDeclaration, $0.location) } }, words: ("declaration", "ranked"))
    }

    /// A rule the files of one table share (`key`, written by some of them): the first file's, each
    /// file that says otherwise reported; false when no file says it.
    private mutating func tableRule(_ key: String, _ rules: [(Bool, SourceLocation)?], words: (yes: String, no: String)) -> Bool {
        var first: (value: Bool, location: SourceLocation)?
        for case let (value, location)? in rules {
            guard let earlier = first else {
                first = (value, location)
                continue
            }
            if earlier.value != value {
                report("\(key) is \(value ? words.yes : words.no) here but \(earlier.value ? words.yes : words.no) at "
                       + "\(earlier.location); the files of one table share one rule", at: location)
            }
        }
        return first?.value ?? false
    }

    /// The table's `hostSchemes:`: custom schemes some file lists, each reported unless it is a
    /// custom (not http/https) scheme the file also lists in `schemes`.
    mutating func checkHostSchemes() -> Set<String> {
        var result: Set<String> = []
        for file in files where !file.hostSchemes.isEmpty {
            let at = file.hostSchemesLocation ?? SourceLocation(file: file.path, line: 1, column: 1)
            let schemes = file.schemes.isEmpty ? Set(files.flatMap(\.schemes)) : Set(file.schemes)
            for scheme in file.hostSchemes {
                if DeepLink.isWebScheme(scheme) {
                    report("hostSchemes lists custom schemes whose links carry a host; '\(scheme)' always does", at: at)
                } else if !schemes.contains(scheme) {
                    report("hostSchemes names '\(scheme)', which is not among the schemes (\(schemes.sorted().joined(separator: ", ")))", at: at)
                } else {
                    result.insert(scheme)
                }
            }
        }
        return result
    }

    /// A route's schemes and hosts: its own `schemes:`/`hosts:`, each inside its file's, or the file's.
    mutating func scope(of definition: RouteDefinition, schemes list: [String], hosts hostList: [String]) -> ([String], [String]) {
        let schemes = Set(list), hosts = Set(hostList)
        let at = definition.scopeLocation ?? definition.location
        var ownSchemes = schemes
        if let written = definition.schemes {
            let outside = written.filter { !schemes.contains($0) }
            if !outside.isEmpty {
                report("route schemes \(outside.joined(separator: ", ")) are not among its file's schemes "
                       + "(\(schemes.sorted().joined(separator: ", "))); a route narrows them, never widens", at: at)
            }
            ownSchemes = Set(written).intersection(schemes)
        }
        var ownHostList = hostList
        if let written = definition.hosts {
            let outside = written.filter { host in !hosts.contains { HostPattern.covers($0, host) } }
            if !outside.isEmpty {
                report("route hosts \(outside.joined(separator: ", ")) are not among its file's hosts "
                       + "(\(hosts.sorted().joined(separator: ", "))); a route narrows them, never widens", at: at)
            }
            ownHostList = written
            if !ownSchemes.contains(where: linkOptions.carriesHost) {
                report("this route names hosts, but none of its schemes (\(ownSchemes.sorted().joined(separator: ", "))) carries a host: "
                       + "add https, or list the custom scheme in hostSchemes", at: at)
            }
        }
        return ((definition.schemes ?? list).filter(ownSchemes.contains).uniqued, ownHostList.uniqued)
    }

    /// For each route, how many routes of the same signature answer a strict subset of its
    /// schemes and hosts; reports same-signature routes whose sets overlap without one holding
    /// the other (or are equal): neither would win on its merits.
    mutating func rankScopes(_ routes: [Route]) -> [Route] {
        var groups: [RouteRank.Signature: [Int]] = [:]
        for (index, route) in routes.enumerated() {
            if let signature = RouteRank.signature(of: route) { groups[signature, default: []].append(index) }
        }
        var ranked = routes
        for members in groups.values where members.count > 1 {
            let scopes = members.map { RouteScope(route: routes[$0], options: linkOptions) }
            for (i, index) in members.enumerated() {
                var narrower = 0, reported = false
                for (j, other) in members.enumerated() where j != i {
                    if scopes[j].isNarrower(than: scopes[i]) {
                        narrower += 1
                    } else if j < i, !reported, !scopes[i].isDisjoint(with: scopes[j]), !scopes[i].isNarrower(than: scopes[j]) {
                        reportConflict(routes[index], with: routes[other], scope: scopes[i], other: scopes[j])
                        reported = true
                    }
                }
                if narrower > 0 { ranked[index] = routes[index].with(scopeRank: narrower) }
            }
        }
        return ranked
    }

    private mutating func reportConflict(_ route: Route, with earlier: Route, scope: RouteScope, other: RouteScope) {
        let why = scope == other ? "" : " (it answers \(scope), the other \(other): they overlap, and neither holds the other)"
        problems.append(RouteFileProblem(
            "route '\(route.name)' (\(route.template)) ranks the same as route '\(earlier.name)' (\(earlier.template)) "
                + "at \(earlier.location)\(why), so neither wins on its merits; give one a 'priority' or tell them apart",
            at: route.location))
    }
}
