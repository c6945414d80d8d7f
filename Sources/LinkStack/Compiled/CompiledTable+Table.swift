extension CompiledTableWriter {
    /// The table: limits and options, screens and flows by name, routes in match order, warnings.
    mutating func write(_ table: RouteTable) {
        let limits = table.linkLimits
        for value in [limits.maxLength, limits.maxSegments, limits.maxSegmentLength, limits.maxQueryItems] { int(value) }
        strings(table.linkOptions.hostSchemes.sorted())
        bool(table.linkOptions.keepsTrailingSlash)
        for value in [table.limits.matchLimit, table.limits.depthLimit, table.limits.linkBudget] { unsigned(UInt64(value)) }
        int(table.limits.jitStackSize)
        list(table.screens.values.sorted { $0.name < $1.name }) { writer, screen in
            writer.string(screen.name)
            writer.optional(screen.title) { $0.string($1) }
            writer.optional(screen.parent) { $0.string($1) }
            writer.optional(screen.declaredParams) { $0.strings($1) }
            writer.string(screen.presentation?.rawValue ?? "")
            writer.bool(screen.isOverCurrent)
            writer.guards(screen.guards)
            writer.optional(screen.routeParams) { $0.strings($1) }
            writer.location(screen.location)
            writer.optional(screen.parentLocation) { $0.location($1) }
        }
        list(table.flows.values.sorted { $0.name < $1.name }) { writer, flow in
            writer.string(flow.name)
            writer.optional(flow.root) { $0.string($1) }
            writer.strings(flow.tabs)
            writer.guards(flow.guards)
            writer.string(flow.transition.rawValue)
            writer.location(flow.location)
        }
        list(table.routes) { $0.route($1) }
        list(table.specs) { $0.int($1.rankClass) }
        list(table.warnings) { writer, problem in
            writer.string(problem.message)
            writer.location(problem.location)
            writer.string(problem.severity.rawValue)
        }
        list(table.dispatcher.storedPieces) { $0.pieces($1) }
    }

    /// One route: its spec, its parsed template, and where and how it ranks.
    private mutating func route(_ route: Route) {
        let spec = route.spec
        string(spec.name)
        switch spec.path {
        case .template(let components):
            unsigned(0)
            list(components) { $0.component($1) }
        case .regex(let source, let groups):
            unsigned(1)
            string(source)
            strings(groups)
        }
        list(spec.query) { $0.requirement($1) }
        optional(spec.openQuery) { $0.string($1) }
        list(spec.defaults.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key)
            writer.value(item.value)
        }
        target(spec.target)
        strings(spec.schemes)
        strings(spec.hosts)
        bool(spec.ownsHosts)
        strings(spec.absent)
        strings(spec.urlHosts.sorted())
        bool(spec.ignoresInvalidOptional)
        int(spec.rankClass)
        optional(route.pattern) { writer, pattern in
            // Almost always the spec's template: then only a flag.
            let isTemplate = spec.components == pattern.path
            writer.bool(isTemplate)
            if !isTemplate { writer.list(pattern.path) { $0.component($1) } }
            writer.list(pattern.query) { $0.requirement($1) }
            writer.optional(pattern.openQuery) { $0.string($1) }
            writer.bool(pattern.hasTrailingSlash)
        }
        int(route.priority)
        location(route.location)
        location(route.matcherLocation)
        bool(route.ownsSchemes)
        int(route.order)
        int(route.scopeRank)
    }
}

extension CompiledTableReader {
    /// A table ``CompiledTableWriter/write(_:)`` wrote.
    mutating func table() throws(CompiledTableError) -> RouteTable {
        let linkLimits = DeepLink.Limits(maxLength: try int(), maxSegments: try int(), maxSegmentLength: try int(), maxQueryItems: try int())
        let linkOptions = DeepLink.Options(hostSchemes: Set(try strings()), keepsTrailingSlash: try bool())
        let matchLimit = try number32(), depthLimit = try number32(), linkBudget = try number32()
        let limits = PCRE2Limits(matchLimit: matchLimit, depthLimit: depthLimit, jitStackSize: try int(), linkBudget: linkBudget)
        let screens = try list { reader throws(CompiledTableError) in
            let name = try reader.string(), title = try reader.optional { reader throws(CompiledTableError) in try reader.string() }
            let parent = try reader.optional { reader throws(CompiledTableError) in try reader.string() }
            let declared = try reader.optional { reader throws(CompiledTableError) in try reader.strings() }
            let style = try reader.string()
            guard style.isEmpty || PresentationStyle(rawValue: style) != nil else { throw reader.failure("unknown presentation style") }
            let isOverCurrent = try reader.bool()
            let guards = try reader.guards()
            let routeParams = try reader.optional { reader throws(CompiledTableError) in try reader.strings() }
            return ScreenDefinition(name: name, title: title, parent: parent, declaredParams: declared, isOverCurrent: isOverCurrent,
                                    presentation: PresentationStyle(rawValue: style), guards: guards, routeParams: routeParams,
                                    location: try reader.location(),
                                    parentLocation: try reader.optional { reader throws(CompiledTableError) in try reader.location() })
        }
        let flows = try list { reader throws(CompiledTableError) in
            let name = try reader.string(), root = try reader.optional { reader throws(CompiledTableError) in try reader.string() }
            let tabs = try reader.strings(), guards = try reader.guards()
            guard let transition = FlowTransition(rawValue: try reader.string()) else { throw reader.failure("unknown flow transition") }
            return FlowDefinition(name: name, root: root, tabs: tabs, guards: guards, transition: transition,
                                  location: try reader.location())
        }
        let keepsTrailingSlash = linkOptions.keepsTrailingSlash
        let routes = try list { reader throws(CompiledTableError) in try reader.route(keepsTrailingSlash: keepsTrailingSlash) }
        let rankClasses = try list { reader throws(CompiledTableError) in try reader.int() }
        guard rankClasses.count == routes.count else { throw failure("the rank classes do not fit the routes") }
        let warnings = try list { reader throws(CompiledTableError) in
            let message = try reader.string(), location = try reader.location()
            guard let severity = RouteFileProblem.Severity(rawValue: try reader.string()) else { throw reader.failure("unknown severity") }
            return RouteFileProblem(message, at: location, severity: severity)
        }
        let pieces = try list { reader throws(CompiledTableError) in try reader.pieces(routes: routes) }
        var table = RouteTable(screens: Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                               flows: Dictionary(flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                               routes: routes, linkLimits: linkLimits, linkOptions: linkOptions, warnings: warnings,
                               rankClasses: rankClasses, dispatchPieces: pieces)
        guard table.dispatcher.chunkCount == pieces.count else { throw failure("the dispatch patterns do not fit the routes") }
        table.limits = limits
        return table
    }

    private mutating func number32() throws(CompiledTableError) -> UInt32 {
        let value = try unsigned()
        guard value <= UInt64(UInt32.max) else { throw failure("a limit is too large") }
        return UInt32(value)
    }

    /// One route; its path pattern compiles at first use, its typed query values' patterns now.
    private mutating func route(keepsTrailingSlash: Bool) throws(CompiledTableError) -> Route {
        let name = try string()
        let path: LinkRoute.Path
        switch try unsigned() {
        case 0: path = .template(try list { reader throws(CompiledTableError) in try reader.component() })
        case 1: path = .regex(try string(), groups: try strings())
        default: throw failure("unknown route path")
        }
        let query = try list { reader throws(CompiledTableError) in try reader.requirement() }
        let openQuery = try optional { reader throws(CompiledTableError) in try reader.string() }
        let defaults = try list { reader throws(CompiledTableError) in (try reader.string(), try reader.value()) }
        let target = try self.target()
        let schemes = try stringSet(), hosts = try stringSet(), ownsHosts = try bool(), absent = try strings(), urlHosts = try stringSet()
        let ignoresInvalidOptional = try bool()
        let spec = LinkRoute(name: name, path: path, query: query, openQuery: openQuery,
                             defaults: Dictionary(defaults, uniquingKeysWith: { first, _ in first }), target: target, schemes: schemes.list,
                             hosts: hosts.list, ownsHosts: ownsHosts, absent: absent, urlHosts: urlHosts.set,
                             ignoresInvalidOptional: ignoresInvalidOptional, rankClass: try int(),
                             schemeSet: schemes.set, hostSet: hosts.set)
        let pattern = try optional { reader throws(CompiledTableError) -> RoutePattern in
            let path = try reader.bool() ? spec.components ?? [] : try reader.list { reader throws(CompiledTableError) in try reader.component() }
            var pattern = RoutePattern(path: path,
                                       query: try reader.list { reader throws(CompiledTableError) in try reader.requirement() },
                                       openQuery: try reader.optional { reader throws(CompiledTableError) in try reader.string() })
            pattern.hasTrailingSlash = try reader.bool()
            return pattern
        }
        switch (path, pattern) {
        case (.regex, nil), (.template, .some): break
        default: throw failure("a route's path and template disagree")
        }
        var queryMatchers: [String: PCRE2Pattern] = [:]
        for requirement in query {
            guard case .parameter(_, let kind) = requirement.value, kind != .plain, kind != .url else { continue }
            guard let matcher = try? PCRE2Pattern("^(?:\(kind.expression))\\z") else { throw failure("a query value's pattern does not compile") }
            queryMatchers[requirement.queryName] = matcher
        }
        return Route(spec: spec, pattern: pattern, priority: try int(), location: try location(), matcherLocation: try location(),
                     ownsSchemes: try bool(), keepsTrailingSlash: keepsTrailingSlash, queryMatchers: queryMatchers, order: try int(),
                     scopeRank: try int())
    }
}

extension CompiledTableWriter {
    /// A flow's or screen's guards, in order: each one's requirements and redirect.
    mutating func guards(_ guards: [NavigationGuard]) {
        list(guards) { writer, guarding in
            writer.strings(guarding.requires)
            writer.string(guarding.redirect)
        }
    }
}

extension CompiledTableReader {
    /// Guards as ``CompiledTableWriter/guards(_:)`` writes them.
    mutating func guards() throws(CompiledTableError) -> [NavigationGuard] {
        try list { reader throws(CompiledTableError) in NavigationGuard(requires: try reader.strings(), redirect: try reader.string()) }
    }
}
