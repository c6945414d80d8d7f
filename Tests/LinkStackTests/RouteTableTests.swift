import Testing
@testable import LinkStack

@Suite struct RouteTableTests {
    func table(_ routes: String, screens: String = "Home: {}\n  A: { parent: Home }\n  B: { parent: Home }") throws -> RouteTable {
        try RouteTable(yaml: "schemes: [app]\nscreens:\n  \(screens)\nroutes:\n\(routes)")
    }

    func problems(_ yaml: String) -> [RouteFileProblem] {
        do {
            _ = try RouteTable(yaml: yaml, file: "t.yaml")
            return []
        } catch {
            return error.problems
        }
    }

    @Test func literalBeatsParameterWhateverTheFileOrder() throws {
        let table = try table("  - { name: any, pattern: '/u/{id}', screen: A }\n  - { name: me, pattern: /u/me, screen: B }")
        #expect(table.routes.map(\.name) == ["me", "any"])
        #expect(try table.match(DeepLink("app://u/me")).route.name == "me")
        #expect(try table.match(DeepLink("app://u/you")).route.name == "any")
    }

    @Test func theLeftmostDifferenceDecides() throws {
        let table = try table("""
              - { name: right, pattern: '/one/{x}/three/four', screen: A }
              - { name: left, pattern: '/one/two/{a}/{b}', screen: B }
            """)
        #expect(try table.match(DeepLink("app://one/two/three/four")).route.name == "left")
        #expect(try table.match(DeepLink("app://one/zwei/three/four")).route.name == "right")
    }

    @Test func strengthsOrderLiteralTypedPlainCatchAll() throws {
        let table = try table("""
              - { name: all, pattern: '/k/{p:path}', screen: A }
              - { name: plain, pattern: '/k/{p}', screen: A }
              - { name: typed, pattern: '/k/{p:int}', screen: B }
              - { name: literal, pattern: /k/7, screen: B }
            """, screens: "Home: {}\n  A: { parent: Home }\n  B: { parent: Home }")
        #expect(table.routes.map(\.name) == ["literal", "typed", "plain", "all"])
    }

    @Test func priorityComesFirstAndMoreRequiredQueryBreaksTies() throws {
        let table = try table("""
              - { name: plain, pattern: /s, screen: A }
              - { name: query, pattern: '/s?q={q}', screen: A }
              - { name: low, pattern: /t, screen: B, priority: -1 }
              - { name: high, pattern: '/{x}', screen: B, priority: 5 }
            """)
        #expect(table.routes.map(\.name) == ["high", "query", "plain", "low"])
    }

    @Test func reportsEveryProblemAtOnceWithPositions() {
        let found = problems("""
            schemes: [app]
            screens:
              Home: {}
              Child: { parent: Missing }
            routes:
              - { name: x, pattern: /a, screen: Nope }
              - { name: x, pattern: '/b/{id:number}', screen: Home }
            """)
        #expect(found.map(\.location.description) == ["t.yaml:4:20", "t.yaml:6:37", "t.yaml:7:5", "t.yaml:7:33"])
    }

    @Test func yamlSyntaxErrorsHaveAPosition() {
        let found = problems("schemes: [app\nroutes: x")
        #expect(found.count == 1)
        #expect(found.first?.location.line == 2)
    }

    @Test func equalRankConflictsAreErrors() {
        let found = problems("""
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { name: a, pattern: '/p/{x:int}?q={q}', screen: Home }
              - { name: b, pattern: '/p/{y:int}?q={r}', screen: Home }
            """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("ranks the same") == true)
    }

    @Test func differentConstraintsAreNotAConflict() throws {
        _ = try table("  - { name: a, pattern: '/p/{x:int}', screen: A }\n  - { name: b, pattern: '/p/{x:slug}', screen: B }")
    }

    @Test func defaultsMustFitTheirType() {
        let found = problems("""
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { pattern: '/s?page={page:int}', defaults: { page: one }, screen: Home }
            """)
        #expect(found.map(\.message) == ["default 'one' for 'page' is not a valid {page:int}"])
    }

    @Test func webSchemesNeedHosts() {
        let found = problems("schemes: [https]\nscreens: { Home: {} }\nroutes: [{ pattern: /, screen: Home }]")
        #expect(found.first?.message.contains("hosts") == true)
    }

    @Test func matchLimitIsAnErrorForTheURL() throws {
        var table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {} }
            routes: [{ name: slow, regex: '^/(a+)+$', screen: Home }]
            """)
        table.limits = PCRE2Limits(matchLimit: 1_000)
        let link = try DeepLink("app://" + String(repeating: "a", count: 30) + "b")
        #expect(throws: ResolutionError.matchLimit(url: link.text, route: "slow")) { try table.match(link) }
    }
}
