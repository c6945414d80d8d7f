/// Finds a link's route in one pass: the table's template routes compiled into a few
/// trie-factored PCRE2 patterns, JIT-compiled once at load, tried in match order.
///
/// It returns exactly what the reference loop (``RouteTable/referenceMatch(_:)``) returns; tests
/// compare the two. `regex:` routes keep their own pattern and are tried at their place in the
/// match order. A pattern too large for PCRE2 (64 KiB compiled) is split in two, and again, so a
/// large table splits instead of failing.
struct RouteDispatcher: Sendable {
    /// One step of the search, in match order.
    enum Unit: Sendable {
        /// Several template routes in one pattern.
        case chunk(Chunk)
        /// One route matched with its own pattern.
        case single(Int)
    }

    /// A compiled pattern and, for each route it ends in, the group number of each path parameter.
    struct Chunk: Sendable {
        let pattern: PCRE2Pattern
        let groups: [Int: [String: Int]]
    }

    let units: [Unit]

    init(routes: [Route]) {
        var units: [Unit] = []
        var batch: [DispatchPatternBuilder.Entry] = []
        for (index, route) in routes.enumerated() {
            if let pattern = route.pattern {
                batch.append(.init(index: index, path: pattern.path))
            } else {
                units += RouteDispatcher.compile(batch)
                batch = []
                units.append(.single(index))
            }
        }
        self.units = units + RouteDispatcher.compile(batch)
    }

    /// Units for a run of template routes: one pattern, or halves when PCRE2 refuses it.
    private static func compile(_ entries: [DispatchPatternBuilder.Entry]) -> [Unit] {
        guard !entries.isEmpty else { return [] }
        var builder = DispatchPatternBuilder()
        let source = builder.pattern(for: entries)
        if let pattern = try? PCRE2Pattern(source) {
            let groups = builder.captures.mapValues { captures in
                Dictionary(captures.compactMap { capture in pattern.groupNumbers[capture.group].map { (capture.name, $0) } },
                           uniquingKeysWith: { first, _ in first })
            }
            return [.chunk(Chunk(pattern: pattern, groups: groups))]
        }
        guard entries.count > 1 else { return [.single(entries[0].index)] }
        let half = entries.count / 2
        return compile(Array(entries[..<half])) + compile(Array(entries[half...]))
    }

    /// The first route in match order that accepts `link`, with its parameters, or nil.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a pattern hits a limit.
    func match(_ link: DeepLink, in routes: [Route], limits: PCRE2Limits) throws(PCRE2Error) -> RouteMatch? {
        for unit in units {
            switch unit {
            case .single(let index):
                if let params = try routes[index].parameters(for: link, limits: limits) {
                    return RouteMatch(route: routes[index], params: params)
                }
            case .chunk(let chunk):
                if let found = try match(link, chunk: chunk, routes: routes, limits: limits) { return found }
            }
        }
        return nil
    }

    private func match(_ link: DeepLink, chunk: Chunk, routes: [Route], limits: PCRE2Limits) throws(PCRE2Error) -> RouteMatch? {
        var found: RouteMatch?
        var failure: PCRE2Error?
        _ = try chunk.pattern.matches(link.path, limits: limits) { callout in
            guard let index = callout.number, index < routes.count, let groups = chunk.groups[index] else { return false }
            let route = routes[index]
            guard route.accepts(link) else { return false }
            let captured = { (name: String) -> Substring? in
                guard let group = groups[name], let range = callout.range(ofGroup: group) else { return nil }
                return Substring(String(decoding: UnsafeBufferPointer(rebasing: callout.subject[range]), as: UTF8.self))
            }
            do throws(PCRE2Error) {
                guard let params = try route.parameters(for: link, captured: captured, limits: limits) else { return false }
                found = RouteMatch(route: route, params: params)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return found
    }
}
