import LinkStack

extension Contender {
    /// The contenders for one table and URL set. `full` adds the full resolve, the JSON output and
    /// the slow loops; without it only the two matchers compared at every size remain.
    static func all(table: RouteTable, corpus: TemplateCorpus, urls: URLSet, full: Bool) throws -> [Contender] {
        let links = urls.paths.map { "app:/" + $0 }
        table.compileEveryPattern()  // at load, as a server does: no link pays for compiling
        var contenders = [linkStackMatch(table, urls: links), routingKit(corpus, paths: urls.paths)]
        guard full else { return contenders }
        let resolver = Resolver(table: table)
        let current = try currentState(resolver, urls: urls)
        contenders.insert(contentsOf: [linkStackResolve(resolver, urls: links, current: current),
                                       coreResolve(try CoreResolver(table: table.linkTable), urls: links, current: current),
                                       linkStackResolveJSON(resolver, urls: links, current: current)], at: 1)
        contenders += [linkStackParse(table, urls: links), pcre2Loop(table, paths: urls.paths), linkStackReference(table, urls: links)]
        return contenders
    }

    /// A realistic stack to resolve from: the target of the first link at least four segments
    /// deep, so that plans pop part of it and push the rest.
    private static func currentState(_ resolver: Resolver, urls: URLSet) throws -> NavigationState {
        for (path, expected) in zip(urls.paths, urls.expected) where (expected ?? 0) >= 0 && path.split(separator: "/").count >= 4 {
            if let resolution = try? resolver.resolve("app:/" + path) { return resolution.target }
        }
        return .empty
    }
}
