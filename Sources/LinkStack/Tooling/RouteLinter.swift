/// Finds what loads but is wrong or risky in a route table: routes an earlier route shadows
/// entirely (errors: they can never win), screens no route shows, captures no screen is given,
/// and regexes that can backtrack exponentially (warnings). Equal-rank conflicts never get this far: they stop the table loading.
struct RouteLinter {
    let table: RouteTable

    /// Every problem, errors and warnings, in file order.
    func problems() -> [RouteFileProblem] {
        (shadowedRoutes() + unreachableScreens() + unusedParameters() + thinScreensBelowTop() + narrowingRoutes() + internalRoutesNoRedirectReaches()
            + table.warnings).sorted { $0.location < $1.location }
    }

    /// A warning at each `internal: true` route of a table where no route redirects: nothing can
    /// ever reach it.
    func internalRoutesNoRedirectReaches() -> [RouteFileProblem] {
        let redirects = table.routes.contains { if case .redirect = $0.target { true } else { false } }
        return redirects ? [] : table.routes.filter(\.isInternal).map { route in
            RouteFileProblem("route '\(route.name)' is internal (only a redirect reaches it), but no route of the table redirects, "
                                + "so no link ever reaches it", at: route.location, severity: .warning)
        }
    }

    /// Routes that an earlier route in match order answers every link of: one error at each, or,
    /// when one route shadows ``foldedShadows`` or more for the same reason (a catch-all given a
    /// priority), one error at that route naming them all.
    func shadowedRoutes() -> [RouteFileProblem] {
        var groups: [(earlier: Route, reason: String, routes: [Route])] = []
        var groupIndex: [String: Int] = [:]
        let candidates = ShadowCandidates(table.routes)
        for (index, route) in table.routes.enumerated() {
            guard let earlier = shadowing(index, among: candidates) else { continue }
            let reason = RouteRank.reason(earlier, beats: route, inDeclarationOrder: table.matchesInDeclarationOrder)
            let key = "\(ObjectIdentifier(earlier))\u{0}\(reason)"
            if let group = groupIndex[key] {
                groups[group].routes.append(route)
            } else {
                groupIndex[key] = groups.count
                groups.append((earlier, reason, [route]))
            }
        }
        return groups.flatMap { earlier, reason, routes -> [RouteFileProblem] in
            let verb: String
            switch earlier.target {
            case .exclude: verb = "excludes (no_route)"
            case .redirect: verb = "redirects"
            case .screen, .stack: verb = "answers"
            }
            guard routes.count < RouteLinter.foldedShadows else {
                let listed = routes.sorted { $0.location < $1.location }.map(\.name).quotedList()
                return [RouteFileProblem(
                    "route '\(earlier.name)' (\(earlier.template)) \(verb) every link of \(routes.count) routes that come after it, "
                        + "because \(reason), so none of them can ever match: \(listed)",
                    at: earlier.location)]
            }
            return routes.map { route in
                let how = earlier.pattern != nil && route.pattern != nil ? "" : " (on every sample link)"
                return RouteFileProblem(
                    "route '\(route.name)' can never match: '\(earlier.name)' (\(earlier.template)) comes first and \(verb) every "
                        + "link it does\(how), because \(reason)",
                    at: route.location)
            }
        }
    }

    /// The first route before the one at `index`, in match order, that shadows it: of the
    /// `candidates` whose templates can cover it, or (nil) of every earlier route, as the tests ask.
    func shadowing(_ index: Int, among candidates: ShadowCandidates?) -> Route? {
        let route = table.routes[index]
        let earlier = candidates?.candidates(for: route, among: index).filter { $0 < index } ?? Array(0..<index)
        return earlier.lazy.map { table.routes[$0] }.first { shadows($0, route) }
    }

    /// How many routes one route must shadow for one reason before they are reported as one problem at it.
    static let foldedShadows = 3

    /// Whether `first`, tried before `second`, matches every link `second` matches (an internal
    /// route passes a link given directly by, so it shadows only another internal route).
    private func shadows(_ first: Route, _ second: Route) -> Bool {
        guard !first.isInternal || second.isInternal else { return false }
        // A literal matched in any case (caseSensitive: false) is never covered by one matched as written.
        if second.spec.isCaseInsensitive, !first.spec.isCaseInsensitive,
           second.pattern?.path.contains(where: { if case .parameter = $0 { false } else { true } }) != false { return false }
        let options = table.linkOptions
        guard RouteScope(route: second, options: options).isSubset(of: RouteScope(route: first, options: options)),
              Set(first.absent).isSubset(of: second.absent), !winsByExactHost(second, over: first) else { return false }
        if let a = first.pattern, let b = second.pattern {
            return covers(a.path[...], b.path[...], urlHosts: first.urlHosts) && coversQuery(first, second)
        }
        // A regex on either side: decide on sample links made from the second route.
        let samples = RouteLinter.samplePaths(for: second)
        let limits = table.limits
        let matched = samples.compactMap { path -> DeepLink? in
            guard let scheme = second.schemes.sorted().first else { return nil }
            let carriesHost = table.linkOptions.carriesHost(scheme)
            let host = second.hosts.sorted().first { !HostPattern.isWildcard($0) } ?? second.hosts.sorted().first.map { "x" + $0.dropFirst() } ?? ""
            let url = carriesHost ? "\(scheme)://\(host)\(path)" : "\(scheme)://\(path.dropFirst())"
            guard let link = try? table.link(url), (try? second.parameters(for: link, limits: limits)) != nil else { return nil }
            return link
        }
        return !matched.isEmpty && matched.allSatisfy { (try? first.parameters(for: $0, limits: limits)) != nil }
    }

    /// Whether `second` names some host exactly that `first`, of the same rank class, matches only
    /// by a wildcard: rank rule 3 then lets `second` win links on that host.
    private func winsByExactHost(_ second: Route, over first: Route) -> Bool {
        !table.matchesInDeclarationOrder && RouteRank.classKey(of: first) == RouteRank.classKey(of: second)
            && second.hosts.contains { !HostPattern.isWildcard($0) && !first.hosts.contains($0) }
    }

    /// Whether path components `a` match every path that components `b` match.
    private func covers(_ a: ArraySlice<PathComponent>, _ b: ArraySlice<PathComponent>, urlHosts: Set<String>) -> Bool {
        guard let head = a.first else { return b.isEmpty }
        if case .parameter(_, .path) = head {  // a catch-all takes one segment or more
            return !b.isEmpty && b.first?.kind != .optionalPath
        }
        if case .parameter(_, .optionalPath) = head { return true }  // ... or also none
        guard let other = b.first else { return false }
        if other.kind?.takesRestOfPath == true { return false }
        return covers(head, other, urlHosts: urlHosts) && covers(a.dropFirst(), b.dropFirst(), urlHosts: urlHosts)
    }

    private func covers(_ a: PathComponent, _ b: PathComponent, urlHosts: Set<String>) -> Bool {
        switch (a, b) {
        case let (.literal(x), .literal(y)): return x == y
        case let (.literal(x), .alternatives(words)): return words == [x]
        case let (.alternatives(words), .literal(y)): return words.contains(y)
        case let (.alternatives(outer), .alternatives(inner)): return Set(inner).isSubset(of: outer)
        case (.literal, .parameter), (.alternatives, .parameter): return false
        case let (.parameter(_, kind), .alternatives(words)):
            return words.allSatisfy { covers(.parameter(name: "", kind: kind), .literal($0), urlHosts: urlHosts) }
        case (.parameter(_, .plain), _): return true
        case let (.parameter(_, kind), .literal(text)):
            guard let shape = try? PCRE2Pattern("^(?:\(kind.expression))\\z"), (try? shape.matches(text)) == true,
                  let decoded = try? PercentEncoding.decode(Substring(text).utf8) else { return false }
            return kind.value(of: decoded, urlHosts: urlHosts) != nil
        case let (.parameter(_, left), .parameter(_, right)):
            switch (left, right) {
            case (.int, .intRange): return true
            case let (.intRange(outer), .intRange(inner)): return outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
            default: return left == right
            }
        }
    }

    /// Whether every query requirement of `first` holds on every link `second` matches: each
    /// one `first` requires, `second` requires too, as strictly.
    private func coversQuery(_ first: Route, _ second: Route) -> Bool {
        first.query.allSatisfy { requirement in
            guard first.isRequired(requirement) else { return true }  // optional: never fails
            guard let own = second.query.first(where: { $0.queryName == requirement.queryName }), second.isRequired(own) else {
                return false
            }
            switch (requirement.value, own.value) {
            case let (.literal(x), .literal(y)): return x == y
            case (.parameter(_, .plain), _): return true
            case let (.parameter(_, left), .parameter(_, right)): return left == right
            default: return false
            }
        }
    }

    /// Screens no route shows, in no stack and not a flow's root or tab.
    func unreachableScreens() -> [RouteFileProblem] {
        let builder = StackBuilder(graph: table.graph)
        var shown = Set(table.flows.values.flatMap(\.rootScreens))
        for route in table.routes {
            shown.formUnion(builder.stack(for: route.target, params: Parameters()).map(\.name))
        }
        return table.screens.values.filter { !shown.contains($0.name) }.map { screen in
            RouteFileProblem("screen '\(screen.name)' is never shown: no route's stack holds it and it is no flow's root or tab",
                             at: screen.location, severity: .warning)
        }
    }

    /// Parameters a route captures that no screen of its explicit `stack:` is given: the top entry
    /// lists its own `params:` templates, and neither they nor the other entries (by their
    /// templates or the screen's own params) mention them. (A top screen without templates gets
    /// every capture, so only such stacks can drop one.)
    func unusedParameters() -> [RouteFileProblem] {
        table.routes.flatMap { route -> [RouteFileProblem] in
            guard case .stack(let entries) = route.target, entries.last?.params != nil else { return [] }
            let used = Set(entries.flatMap { entry in
                entry.params.map { $0.values.flatMap(\.referencedNames) } ?? table.screens[entry.screen]?.parameterNames ?? []
            })
            return route.parameterNames.subtracting(used).sorted().map { name in
                RouteFileProblem("route '\(route.name)' captures '\(name)' but no screen of its stack is given it", at: route.location,
                                 severity: .warning)
            }
        }
    }

    /// Paths made from a route's template or regex, for routes no segment-by-segment analysis covers.
    static func samplePaths(for route: Route) -> [String] {
        let values = ["1", "42", "a", "abc", "x-y", "home", "123e4567-e89b-12d3-a456-426614174000", "item.php", "com.example.mail"]
        return values.map { value in
            var path = "", depth = 0
            for character in route.template.drop(while: { $0 == "^" }) {
                switch character {
                case "{", "(", "[":
                    if depth == 0 { path += value }
                    depth += 1
                case "}", ")", "]": depth = max(0, depth - 1)
                case "\\", "$", "?", "*", "+": continue
                default: if depth == 0 { path.append(character) }
                }
            }
            return path.hasPrefix("/") ? path : "/" + path
        }
    }
}

extension RouteTable {
    /// What `linkstack routes lint` reports: routes shadowed entirely by an earlier one (errors),
    /// screens no route shows, captures no screen is given and risky regexes (warnings), in file order.
    package var lintProblems: [RouteFileProblem] { RouteLinter(table: self).problems() }
}
