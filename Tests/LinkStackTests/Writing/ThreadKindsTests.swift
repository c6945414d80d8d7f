import Foundation
import Testing
@testable import LinkStack
@_spi(Engine) @testable import LinkStackCore

/// A thread's own last template of a route's kind (``ThreadKinds``) is found only for that kind
/// (the same writer, route, parameters given, flags, shown state and context), and dropped when
/// the memo drops kinds, so the threads keep no template the memo does not.
@Suite struct ThreadKindsTests {
    /// The memo of a table whose links learned their kinds, and the kind of `shop://cart` from the
    /// empty state, with its template.
    static func learned() throws -> (templates: ResolutionTemplates, kind: ResolutionTemplates.Entry) {
        let resolver = Resolver(table: try RouteTable(contentsOf: TestPaths.routes))
        for _ in 0..<2 {
            var output: [UInt8] = []
            try resolver.renderResolution(of: "shop://cart", from: .empty, context: NavigationContext(), events: false, into: &output)
        }
        let templates = resolver.table.graph.templates
        let kind = try #require(templates.entry(route: "cart", params: Parameters(), current: .empty, context: NavigationContext(), flags: 0))
        #expect(kind.unretainedTemplate != nil)
        return (templates, kind)
    }

    @Test func aKeptKindIsFoundForItsOwnLinksOnly() throws {
        let (templates, kind) = try Self.learned()
        let kinds = ThreadKinds(), generation = templates.generation
        let shown = NavigationState([Screen("Home")]), signedIn = NavigationContext(["signedIn": true])
        func found(writer: UInt64 = 7, generation: UInt64? = nil, position: Int = 3, given: UInt64 = 0, flags: Int = 0,
                   current: NavigationState = .empty, context: NavigationContext = NavigationContext()) -> Bool {
            kinds.kind(writer: writer, generation: generation ?? templates.generation, position: position, given: given, flags: flags,
                       current: current, context: context)?.takeUnretainedValue() === kind
        }
        #expect(!found())
        kinds.keep(kind, writer: 7, routeCount: 10, generation: generation, position: 3, given: 0, flags: 0)
        #expect(found())
        #expect(!found(writer: 8))
        #expect(!found(position: 4))
        #expect(!found(position: 12))
        #expect(!found(given: 1))
        #expect(!found(flags: 1))
        #expect(!found(current: shown))
        #expect(!found(context: signedIn))
        #expect(!found(generation: generation + 1))
        // Kept for another writer, the first writer's kinds are dropped.
        kinds.keep(kind, writer: 8, routeCount: 10, generation: generation, position: 5, given: 0, flags: 0)
        #expect(!found())
        #expect(found(writer: 8, position: 5))
    }

    @Test func theMemosGenerationMovesWhenItDropsKinds() {
        let memo = ResolutionTemplates(limit: 20)
        func entry(_ route: String, flags: Int) -> ResolutionTemplates.Entry {
            ResolutionTemplates.Entry(route: route, names: [], current: .empty, context: NavigationContext(), flags: flags, status: .seen)
        }
        // A route's kinds up to its capacity, then one more: its oldest is dropped.
        for flags in 0..<ResolutionTemplates.capacity { memo.keep(entry("a", flags: flags)) }
        #expect(memo.generation == 0)
        let seen = entry("a", flags: 99)
        memo.keep(seen)
        #expect(memo.generation == 1)
        // A kind seen once replaced by its template drops nothing.
        memo.keep(entry("a", flags: 99), replacing: seen)
        #expect(memo.generation == 1)
        // Past the memo's limit every kind is dropped.
        for turn in 0..<20 { memo.keep(entry("r\(turn)", flags: 0)) }
        #expect(memo.generation == 2)
    }
}
