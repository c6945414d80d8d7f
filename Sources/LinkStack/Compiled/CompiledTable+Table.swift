extension TableWriter {
    /// The table: limits and options, screens and flows by name, routes in match order, warnings.
    mutating func write(_ table: RouteTable) {
        linkRules(table.linkLimits, table.linkOptions)
        for value in [table.limits.matchLimit, table.limits.depthLimit, table.limits.linkBudget] { unsigned(UInt64(value)) }
        int(table.limits.jitStackSize)
        list(table.screens.values.sorted { $0.name < $1.name }) { $0.screen($1) }
        list(table.flows.values.sorted { $0.name < $1.name }) { $0.flow($1) }
        list(table.routes) { $0.route($1) }
        list(table.specs) { $0.int($1.rankClass) }
        bool(table.matchesInDeclarationOrder)
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
        linkRoute(spec)
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

extension TableReader {
    /// A table ``TableWriter/write(_:)`` wrote.
    mutating func table() throws(TableDataError) -> RouteTable {
        let (linkLimits, linkOptions) = try linkRules()
        let matchLimit = try number32(), depthLimit = try number32(), linkBudget = try number32()
        let limits = PCRE2Limits(matchLimit: matchLimit, depthLimit: depthLimit, jitStackSize: try int(), linkBudget: linkBudget)
        // The match limits too can only be tightened: a re-sealed file cannot turn them off.
        let defaults = PCRE2Limits.default
        for (name, value, most) in [("match limit", Int(matchLimit), Int(defaults.matchLimit)), ("depth limit", Int(depthLimit), Int(defaults.depthLimit)),
                                    ("link budget", Int(linkBudget), Int(defaults.linkBudget)), ("JIT stack", limits.jitStackSize, defaults.jitStackSize)]
        where !(1...most).contains(value) {
            throw failure("the \(name) is \(value), outside 1…\(most): a table can only tighten the defaults")
        }
        let screens = try byName(\.name) { reader throws(TableDataError) in try reader.screen() }
        let flows = try byName(\.name) { reader throws(TableDataError) in try reader.flow() }
        let keepsTrailingSlash = linkOptions.keepsTrailingSlash
        let routes = try list { reader throws(TableDataError) in try reader.route(keepsTrailingSlash: keepsTrailingSlash) }
        let rankClasses = try list { reader throws(TableDataError) in try reader.int() }
        guard rankClasses.count == routes.count else { throw failure("the rank classes do not fit the routes") }
        let matchesInDeclarationOrder = try bool()
        let warnings = try list { reader throws(TableDataError) in
            let message = try reader.string(), location = try reader.location()
            guard let severity = RouteFileProblem.Severity(rawValue: try reader.string()) else { throw reader.failure("unknown severity") }
            return RouteFileProblem(message, at: location, severity: severity)
        }
        let pieces = try list { reader throws(TableDataError) in try reader.pieces(routes: routes) }
        var table = RouteTable(screens: screens, flows: flows, routes: routes, linkLimits: linkLimits, linkOptions: linkOptions,
                               warnings: warnings, rankClasses: rankClasses, matchesInDeclarationOrder: matchesInDeclarationOrder,
                               dispatchPieces: pieces)
        guard table.dispatcher.chunkCount == pieces.count else { throw failure("the dispatch patterns do not fit the routes") }
        table.limits = limits
        return table
    }

    /// A list of named definitions, by name, read straight into the dictionary (a list mapped
    /// into one copied every definition twice over, a cost at load); a name listed twice is an
    /// error, as no table written has one.
    private mutating func byName<Definition>(_ name: (Definition) -> String,
                                             _ read: (inout TableReader) throws(TableDataError) -> Definition)
        throws(TableDataError) -> [String: Definition] {
        let count = try elements(of: (String, Definition).self)
        var definitions: [String: Definition] = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            let definition = try read(&self)
            let key = name(definition)
            guard definitions.updateValue(consume definition, forKey: key) == nil else { throw failure("'\(key)' is listed twice") }
        }
        return definitions
    }

    private mutating func number32() throws(TableDataError) -> UInt32 {
        let value = try unsigned()
        guard value <= UInt64(UInt32.max) else { throw failure("a limit is too large") }
        return UInt32(value)
    }

    /// One route; its path pattern compiles at first use, its typed query values' patterns now.
    private mutating func route(keepsTrailingSlash: Bool) throws(TableDataError) -> Route {
        let spec = try linkRoute()
        let path = spec.path, query = spec.query
        let pattern = try optional { reader throws(TableDataError) -> RoutePattern in
            let path = try reader.bool() ? spec.components ?? [] : try reader.list { reader throws(TableDataError) in try reader.component() }
            var pattern = RoutePattern(path: path,
                                       query: try reader.list { reader throws(TableDataError) in try reader.requirement() },
                                       openQuery: try reader.optional { reader throws(TableDataError) in try reader.string() })
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
