@testable import LinkStackCore
import Testing
@_spi(Engine) @testable import LinkStack

/// The core's trie of fixed-length templates: every route whose path a link matches is found in
/// one walk (literals by bytes, word lists, parameters by shape), and the matcher answers in match
/// order as the engine does.
@Suite struct SegmentTrieTests {
    private static let yaml = """
        schemes: [x]
        screens: { A: {}, B: {}, C: {}, D: {}, E: {}, F: {}, G: {} }
        routes:
          - { name: byId, pattern: "/a/{id:int}/x", screen: A }
          - { name: bySlug, pattern: "/a/{slug:slug}/x", screen: B }
          - { name: literal, pattern: /a/b/x, screen: C }
          - { name: words, pattern: "/a/b|c/x", screen: D }
          - { name: any, pattern: "/{any}/b/x", screen: E }
          - { name: uuid, pattern: "/a/{u:uuid}", screen: F }
          - { name: root, pattern: /, screen: G }
        """

    private func table() throws -> RouteTable { try RouteTable(yaml: SegmentTrieTests.yaml) }

    /// The routes whose path `path` matches, by name, in match order.
    private func matching(_ path: String) throws -> [String] {
        let routes = try table().linkTable.routes
        let trie = SegmentTrie(routes: routes, positions: Array(routes.indices))
        var found: [Int] = []
        trie.routes(matching: path, into: &found)
        return found.sorted().map { routes[$0].name }
    }

    @Test func everyRouteAPathMatchesIsFoundOnce() throws {
        // In match order: literals and word lists before parameters, a first literal before a parameter.
        #expect(try matching("/a/b/x") == ["literal", "words", "bySlug", "any"])
        #expect(try matching("/a/42/x") == ["byId", "bySlug"])
        #expect(try matching("/a/-7/x") == ["byId"])
        #expect(try matching("/a/c/x") == ["words", "bySlug"])
        #expect(try matching("/z/b/x") == ["any"])
        #expect(try matching("/a/3f2504e0-4f89-11d3-9a0c-0305e82c3301") == ["uuid"])
        #expect(try matching("/") == ["root"])
    }

    @Test func aPathOfAnotherLengthOrShapeMatchesNothing() throws {
        #expect(try matching("/a/b").isEmpty)
        #expect(try matching("/a/b/x/").isEmpty)
        #expect(try matching("/a//x").isEmpty)
        #expect(try matching("/a/B/x") == [])  // not a slug, not a literal byte for byte
        #expect(try matching("/a/3f2504e0-4f89-11d3-9a0c-0305e82c330").isEmpty)
        #expect(try matching("a/b/x").isEmpty)
    }

    @Test func theCoreAnswersInMatchOrderAsTheEngineDoes() throws {
        let table = try table()
        let core = try CoreResolver(table: table.linkTable), engine = Resolver(table: table)
        for link in ["x://a/b/x", "x://a/42/x", "x://a/c/x", "x://q/b/x", "x://a/B/x", "x:///", "x://a/b"] {
            let coreRoute = (try? core.resolve(link))?.route, engineRoute = (try? engine.resolve(link))?.route
            #expect(coreRoute == engineRoute, "\(link)")
        }
        #expect(try core.resolve("x://a/b/x").route == "literal")
        #expect(try core.resolve("x://a/c/x").route == "words")
        #expect(try core.resolve("x://a/42/x").route == "byId")
    }
}
