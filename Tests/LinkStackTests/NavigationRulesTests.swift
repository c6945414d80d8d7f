import Testing
@testable import LinkStack

/// The rules that keep navigation from silently dropping data: typed current states, declared
/// context, negated guards and resuming a pending link.
@Suite struct NavigationRulesTests {
    static let news: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/news.yaml")))

    /// A screen two routes give a parameter of different types takes either; any other type is refused.
    @Test func aParameterTakesEveryTypeItsRoutesGiveIt() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Item: { parent: Home } }
            routes:
              - { pattern: '/items/{id:int}', screen: Item }
              - { name: named, pattern: '/named/{id}', screen: Item }
            """)
        let resolver = Resolver(table: table)
        for id: ParameterValue in [7, "seven"] {
            let current = NavigationState([Screen("Home"), Screen("Item", params: ["id": id])])
            #expect(try resolver.resolve("app://items/7", from: current).plan.operations.count == (id == 7 ? 0 : 2))
        }
        let wrong = NavigationState([Screen("Home"), Screen("Item", params: ["id": true])])
        #expect(throws: ResolutionError.invalidCurrent("[1].params.id: screen 'Item' takes 'id' as int or string (as its routes give it), "
                                                       + "not the bool true; no value is converted")) {
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
