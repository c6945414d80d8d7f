/// Checks route files against each other and compiles them into a ``RouteTable``, collecting
/// every problem instead of stopping at the first.
struct RouteTableBuilder {
    let files: [RouteFile]
    var problems: [RouteFileProblem] = []
    /// Risks that do not stop the table from loading.
    var warnings: [RouteFileProblem] = []
    var screens: [String: ScreenDefinition] = [:]
    var flows: [String: FlowDefinition] = [:]
    /// The flow (and tab) of each flow's root and tab screens.
    var placements: [String: Placement] = [:]
    /// After ``check()``: every route whose pattern compiled, in match order, whatever else is wrong.
    private(set) var routes: [Route] = []
    /// After ``check()``: the link limits, tightened by every file's `limits:`.
    private(set) var linkLimits = DeepLink.Limits.default
    /// During ``check()``: how the table reads links (its `hostSchemes` and `trailingSlash`).
    var linkOptions = DeepLink.Options()
    /// The files' `matchOrder: declaration`: the first route written that matches wins.
    private(set) var matchesInDeclarationOrder = false
    /// During ``check()``: every scheme and host some file lists, where a redirect may lead.
    var origins: (schemes: Set<String>, hosts: Set<String>) = ([], [])
    /// During ``check()``: redirects written without their leading `/` (`redirect: signin`), each
    /// with its problem's index, for a did-you-mean once every route is known.
    var slashlessRedirects: [(problem: Int, text: String)] = []

    init(files: [RouteFile]) { self.files = files }

    /// The table of ``routes``: the one to load when ``check()`` found no ``problems``, otherwise
    /// a partial one for the checks that can still run (`routes lint`).
    func table() -> RouteTable {
        // In declaration order each route is a rank class of its own: rule 3 never reorders them.
        RouteTable(screens: screens, flows: flows, routes: routes, linkLimits: linkLimits, linkOptions: linkOptions, warnings: warnings,
                   rankClasses: matchesInDeclarationOrder ? Array(routes.indices) : nil, matchesInDeclarationOrder: matchesInDeclarationOrder)
    }

    /// Checks the files against each other and compiles every route it can, collecting every
    /// problem (routes with a problem other than their pattern are kept, for conflict checks).
    mutating func check() {
        collectScreens()
        checkParents()
        collectFlows()
        linkOptions = DeepLink.Options(hostSchemes: checkHostSchemes(), keepsTrailingSlash: checkTrailingSlash())
        matchesInDeclarationOrder = checkMatchOrder()
        linkOptions.droppedQuery = files.flatMap(\.dropQuery).map(\.pattern).uniqued
        let allSchemes = Set(files.flatMap(\.schemes))
        let allHosts = Set(files.flatMap(\.hosts))
        origins = (allSchemes, allHosts)
        let urlHosts = allHosts.union(files.flatMap(\.urlHosts))
        for file in files {
            let schemes = file.schemes.isEmpty ? files.flatMap(\.schemes).uniqued : file.schemes.uniqued
            let hosts = file.hosts.isEmpty ? files.flatMap(\.hosts).uniqued : file.hosts.uniqued
            checkScope(of: file, schemes: Set(schemes), hosts: Set(hosts))
            for var definition in file.routes {
                definition.ignoresInvalidOptional = definition.ignoresInvalidOptional ?? file.ignoresInvalidOptional
                definition.isCaseInsensitive = definition.isCaseInsensitive ?? file.isCaseInsensitive
                if let route = compile(definition, order: routes.count, schemes: schemes, hosts: hosts, urlHosts: urlHosts) {
                    routes.append(route)
                }
            }
        }
        checkDroppedQuery()
        inferScreenParameters()
        checkParameterTypes()
        checkNegatedOnlyNames()
        if !files.contains(where: \.declaresRoutes), files.allSatisfy(\.isReadable), let first = files.first {
            problems.append(RouteFileProblem("no routes: a route file needs a 'routes' list",
                                             at: SourceLocation(file: first.path, line: 1, column: 1)))
        }
        checkNames()
        // Declaration order: priority, then as written (file by file, as the files were read); no two routes tie.
        routes = matchesInDeclarationOrder ? routes.sorted { $0.priority != $1.priority ? $0.priority > $1.priority : $0.order < $1.order }
            : rankScopes(routes).sorted(by: RouteRank.precedes)
        linkLimits = files.compactMap(\.limits).reduce(DeepLink.Limits.default) { $0.tightened(by: $1) }
        suggestRedirectPaths()
        checkRedirectLoops()
    }

    /// Gives each screen some route shows on top the parameters every such route gives it
    /// (``ScreenDefinition/routeParams``), so that below the top it keeps what the app needs to build it.
    private mutating func inferScreenParameters() {
        var given: [String: [String]] = [:]
        for case let (screen, names)? in routes.map(\.topParameters) {
            given[screen] = given[screen].map { $0.filter(names.contains) } ?? names
        }
        for (screen, names) in given { screens[screen]?.routeParams = names }
    }

    private mutating func collectScreens() {
        for screen in files.flatMap(\.screens) {
            if let earlier = screens[screen.name] {
                problems.append(RouteFileProblem("screen '\(screen.name)' is already declared at \(earlier.location)", at: screen.location))
            } else {
                screens[screen.name] = screen
            }
        }
    }

    private mutating func checkParents() {
        var reportedCycles: Set<String> = []
        for screen in screens.values.sorted(by: { $0.location < $1.location }) {
            if let parent = screen.parent, screens[parent] == nil {
                let key = screen.isOverCurrent ? "otherwise" : "parent"
                problems.append(RouteFileProblem("screen '\(screen.name)' has \(key) '\(parent)', which is not a declared screen\(suggestion(for: parent))",
                                                 at: screen.parentLocation ?? screen.location))
                continue
            }
            var chain = [screen.name]
            var current = screen.parent
            while let name = current, let next = screens[name] {
                if let start = chain.firstIndex(of: name) {
                    let cycle = Array(chain[start...])
                    if reportedCycles.isDisjoint(with: cycle) {
                        reportedCycles.formUnion(cycle)
                        problems.append(RouteFileProblem("parent cycle: \((cycle + [name]).joined(separator: " → "))",
                                                         at: screens[cycle[0]]?.location ?? screen.location))
                    }
                    break
                }
                chain.append(name)
                current = next.parent
            }
        }
    }

    private mutating func checkScope(of file: RouteFile, schemes: Set<String>, hosts: Set<String>) {
        guard !file.routes.isEmpty else { return }
        let at = file.schemesLocation ?? SourceLocation(file: file.path, line: 1, column: 1)
        if schemes.isEmpty {
            problems.append(RouteFileProblem("no 'schemes': list the schemes these routes answer, like schemes: [shop, https]", at: at))
        }
        let web = schemes.filter(linkOptions.carriesHost).sorted()
        if !web.isEmpty, hosts.isEmpty {
            problems.append(RouteFileProblem("scheme '\(web[0])' needs a 'hosts' list naming the hosts it answers", at: at))
        }
    }

    /// Reports route names used twice (a route's name defaults to its target screen's), and
    /// route, screen, flow and parameter names that hold a character no name may
    /// (``NameCharacters``): a line feed in a name would end a comment in generated Swift.
    private mutating func checkNames() {
        let named = files.flatMap(\.routeNames).map { ("route", $0.name, $0.location) }
            + screens.values.flatMap { screen in
                [("screen", screen.name, screen.location)] + (screen.declaredParams ?? []).map { ("parameter", $0, screen.location) }
            }
            + flows.values.map { ("flow", $0.name, $0.location) }
        for (kind, name, location) in named.sorted(by: { $0.2 < $1.2 }) {
            if let problem = NameCharacters.problem(in: name) {
                problems.append(RouteFileProblem("\(kind) name \(SwiftLiteral.string(name)) \(problem)", at: location))
            }
        }
        var seen: [String: SourceLocation] = [:]
        for (name, location) in files.flatMap(\.routeNames) {
            if let earlier = seen[name] {
                problems.append(RouteFileProblem("route name '\(name)' is already used at \(earlier); give each route its own 'name'",
                                                 at: location))
            } else {
                seen[name] = location
            }
        }
    }

    /// "; did you mean 'X'?" when a declared screen's name is close to `name` (``NameSuggestion``).
    func suggestion(for name: String) -> String {
        suggestion(for: name, among: Array(screens.keys))
    }

    /// "; did you mean 'X'?" when one of `names` is close to `name`.
    func suggestion(for name: String, among names: [String]) -> String {
        NameSuggestion.hint(for: name, among: names)
    }
}
