import Testing
@testable import LinkStack

/// The rules that keep navigation from silently dropping data: typed current states, declared
/// context, negated guards and resuming a pending link.
@Suite struct NavigationRulesTests {
    static let news: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/news.yaml")))

    /// A screen's parameter has one type in every route: two routes giving it two types stop the
    /// table loading, and a current state giving it another type is refused.
    @Test func aParameterHasOneTypeInEveryRoute() throws {
        #expect(throws: RouteFileError.self) {
            try RouteTable(yaml: """
                schemes: [app]
                screens: { Home: {}, Item: { parent: Home } }
                routes:
                  - { pattern: '/items/{id:int}', screen: Item }
                  - { name: named, pattern: '/named/{id}', screen: Item }
                """)
        }
        let resolver = Resolver(table: try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Item: { parent: Home } }
            routes:
              - { pattern: '/items/{id:int}', screen: Item }
              - { name: named, pattern: '/named/{id:int}', screen: Item }
            """))
        let current = NavigationState([Screen("Home"), Screen("Item", params: ["id": 7])])
        #expect(try resolver.resolve("app://named/7", from: current).plan.operations.isEmpty)
        let wrong = NavigationState([Screen("Home"), Screen("Item", params: ["id": "7"])])
        #expect(throws: ResolutionError.invalidCurrent("[1].params.id: screen 'Item' takes 'id' as int (as its routes give it), "
                                                       + "not the string \"7\"; no value is converted")) {
            try resolver.resolve("app://items/7", from: wrong)
        }
    }

    @Test func contextNamesAreTheFlowsRequirements() throws {
        let resolver = try #require(Self.news)
        #expect(resolver.table.contextNames == ["signedIn"])
        var context = NavigationContext()
        #expect(throws: ResolutionError.Message.self) { try context.add(assignment: "signedIn=yes") }
        try context.add(assignment: "signedIn=false")
        #expect(context.holds("!signedIn") && !context.holds("signedIn"))
        #expect(throws: ResolutionError.invalidContext("'signed' is not a context name of these routes; did you mean 'signedIn'? "
                                                       + "(their guards require: signedIn)")) {
            try resolver.resolve("daily://saved", context: NavigationContext(["signed": true]))
        }
    }

    @Test func anEmptyPendingStateIsRefused() throws {
        let resolver = try #require(Self.news)
        #expect(throws: ResolutionError.invalidTarget("pending: the state shows nothing; a pending state always has a stack")) {
            try resolver.resolve("daily://articles/7", resuming: .empty, from: .empty, context: NavigationContext(["signedIn": true]))
        }
    }
}
