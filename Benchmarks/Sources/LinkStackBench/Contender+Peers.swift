@_spi(Engine) import LinkStack
import Logging
import RoutingKit

extension Contender {
    /// vapor/routing-kit's `TrieRouter`: the path split into segments, then the trie walk.
    /// Parameters are registered by position (`p0`, `p1`, …): it refuses two names at one position.
    /// One logger serves every lookup, as a server shares its request's logger; making one per
    /// lookup would cost routing-kit more than the lookup.
    static func routingKit(_ corpus: TemplateCorpus, paths: [String]) -> Contender {
        let router = TrieRouter(Int.self)
        let logger = Logger(label: "linkstack-bench")
        for entry in corpus.entries where !entry.segments.isEmpty {
            let components = entry.segments.enumerated().map { position, segment -> RoutingKit.PathComponent in
                segment.hasPrefix("{") ? .parameter("p\(position)") : .constant(segment)
            }
            router.register(entry.line, at: components)
        }
        let route = { (index: Int) -> Int in
            var parameters = RoutingKit.Parameters(logger)
            let segments = paths[index].split(separator: "/").map(String.init)
            return router.route(path: segments, parameters: &parameters) ?? -1
        }
        return Contender(name: "routing-kit-trie", run: route, resolve: route)
    }

    /// A plain loop of PCRE2 patterns, one per route in LinkStack's match order, over the path:
    /// what a regex router without dispatch does.
    static func pcre2Loop(_ table: RouteTable, paths: [String]) -> Contender {
        let patterns = table.routes.compactMap { route -> (PCRE2Pattern, Int)? in
            guard let source = route.pathExpression, let pattern = try? PCRE2Pattern(source) else { return nil }
            return (pattern, line(of: route.name))
        }
        let route = { (index: Int) -> Int in
            let path = paths[index]
            for (pattern, line) in patterns where (try? pattern.matches(path)) == true { return line }
            return -1
        }
        return Contender(name: "pcre2-per-route-loop", run: route, resolve: route)
    }
}
