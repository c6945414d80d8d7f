import Testing
@testable import LinkStack
import LinkStackCore

/// `resolve --batch` answers a link from its route's prepared answer (``PreparedAnswers``): the
/// resolver's own bytes, for every kind of value, and the resolver's answer wherever a template
/// would not be.
@Suite struct PreparedAnswersTests {
    static let yaml = """
        schemes: [app]
        screens:
          Home:    { title: Home }
          Product: { parent: Home, title: "Product {id} of {shop}" }
          Search:  { parent: Home, title: "Results for {q}" }
          Flag:    { parent: Home, title: "{on}" }
          Filter:  { parent: Home }
          Marked:  { parent: Home, title: "\\uFDD00\\uFDD0 -7306000000000000000 {v}" }
        routes:
          - { name: product, pattern: "/shops/{shop}/products/{id:int}", screen: Product }
          - { name: search, pattern: "/search?q={q}&page={page:int?}", screen: Search }
          - { name: flag, pattern: "/flag/{on:bool}", screen: Flag }
          - { name: filter, pattern: "/filter?{*items}", stack: [Home, { screen: Filter, params: { items: "{items}", label: "f-{items}" } }] }
          - { name: marked, pattern: "/marked/{v}", screen: Marked }
          - { name: old, pattern: "/old/{shop}/{id:int}", redirect: "/shops/{shop}/products/{id}" }
        """

    static let links = [
        "app://shops/joe/products/42", "app://shops/a%22b%5C/products/-7", "app://shops/%EF%B7%90/products/0",
        "app://search?q=shoes", "app://search?q=a%20b&page=2", "app://search?q=%E2%9C%93&page=x",
        "app://flag/true", "app://flag/0", "app://flag/1",
        "app://filter", "app://filter?b=2&a=1", "app://filter?x=%22",
        "app://marked/%EF%B7%900%EF%B7%90", "app://marked/-7306000000000000000",
        "app://old/joe/7", "app://nowhere", "not a link",
    ]

    /// What the resolver answers `line` with, as `--batch` writes it.
    static func resolved(_ line: String, _ resolver: Resolver, current: NavigationState, context: NavigationContext,
                         events: Bool) -> String {
        var output: [UInt8] = []
        do throws(ResolutionError) {
            try resolver.resolve(line, from: current, context: context, events: events).writeJSON(into: &output)
        } catch {
            error.writeJSON(into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: [false, true])
    func everyLineGetsTheResolversBytes(events: Bool) throws {
        let table = try RouteTable(yaml: Self.yaml)
        let shown = NavigationState([Screen("Home"), Screen("Search", params: ["q": "hats"])])
        for current in [NavigationState.empty, shown] {
            for style in [TransitionPlan.Style.minimal, .reuse] {
                var resolver = Resolver(table: table)
                resolver.planStyle = style
                let batch = BatchResolver(resolver: resolver, current: current, events: events)
                for link in Self.links {
                    let expected = Self.resolved(link, resolver, current: current, context: NavigationContext(), events: events)
                    #expect(batch.resolve(line: link) == expected, "\(link) from \(current)")
                    #expect(batch.resolve(line: link) == expected, "\(link) again, from its template")
                }
            }
        }
    }

    /// Every route that shows screens has its template from the start, for the kind of link most
    /// of its links are: a link fills it in rather than being resolved.
    @Test func everyShippedRouteHasItsTemplateFromTheStart() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let resolver = Resolver(table: table)
        let answers = try #require(PreparedAnswers(resolver: resolver, current: .empty, context: NavigationContext(["signedIn": true]), events: false))
        for route in table.routes where route.target.showsScreens {
            #expect(answers.template(of: route, params: PreparedAnswers.kinds(of: route.spec)[0]) != nil, "\(route.name)")
        }
    }

    /// A route's kinds of link are prepared with the table, the commonest first, then those that
    /// differ from it in one parameter (an optional one given, a boolean's other value), then in
    /// two, at most ``PreparedAnswers/mostTemplates``.
    @Test func aRoutesKindsComeCommonestFirst() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { S: { title: S } }
            routes:
              - { name: r, pattern: "/r/{id:int}/{rest:path?}?q={q?}&on={on:bool}", screen: S, defaults: { on: true } }
              - { name: many, pattern: "/m?a={a?}&b={b?}&c={c?}&d={d?}&e={e?}&f={f?}", screen: S }
            """)
        let route = try #require(table.routes.first { $0.name == "r" }), many = try #require(table.routes.first { $0.name == "many" })
        let layers: [Set<Parameters>] = [
            [["id": 0, "on": true]],
            [["id": 0, "rest": "", "on": true], ["id": 0, "q": "", "on": true], ["id": 0, "on": false]],
            [["id": 0, "rest": "", "q": "", "on": true], ["id": 0, "rest": "", "on": false], ["id": 0, "q": "", "on": false]],
            [["id": 0, "rest": "", "q": "", "on": false]],
        ]
        let kinds = PreparedAnswers.kinds(of: route.spec)
        #expect([Set(kinds[0..<1]), Set(kinds[1..<4]), Set(kinds[4..<7]), Set(kinds[7...])] == layers)
        let manyKinds = PreparedAnswers.kinds(of: many.spec)
        #expect(manyKinds.count == PreparedAnswers.mostTemplates && manyKinds.first == [:])
        #expect(manyKinds.dropFirst().prefix(6).allSatisfy { $0.count == 1 } && manyKinds.dropFirst(7).allSatisfy { $0.count == 2 })
        let answers = try #require(PreparedAnswers(resolver: Resolver(table: table), current: .empty, context: NavigationContext(), events: false))
        #expect(kinds.allSatisfy { answers.template(of: route, params: $0) != nil })
    }

    /// A screen the shown state has, shown by the link with parameters, is compared by the plan:
    /// its route's answer depends on the values, and the resolver gives it.
    @Test func aScreenTheShownStateHasIsAnsweredByTheResolver() throws {
        let table = try RouteTable(yaml: Self.yaml)
        let resolver = Resolver(table: table)
        let shown = NavigationState([Screen("Home"), Screen("Search", params: ["q": "hats"])])
        let answers = try #require(PreparedAnswers(resolver: resolver, current: shown, context: NavigationContext(), events: false))
        let search = try #require(table.routes.first { $0.name == "search" }), product = try #require(table.routes.first { $0.name == "product" })
        #expect(answers.template(of: search, params: ["q": "hats"]) == nil)
        #expect(answers.template(of: product, params: ["id": 1, "shop": "joe"]) != nil)
        let batch = BatchResolver(resolver: resolver, current: shown)
        #expect(batch.resolve(line: "app://search?q=hats").contains(#""pops":0,"pushes":0"#))
        #expect(batch.resolve(line: "app://search?q=caps").contains(#""pops":1,"pushes":1"#))
    }

    /// Text the table writes itself that looks like a mark is never taken for a hole.
    @Test func aTitleWithMarksInItIsNoTemplate() throws {
        let table = try RouteTable(yaml: Self.yaml)
        let resolver = Resolver(table: table)
        let answers = try #require(PreparedAnswers(resolver: resolver, current: .empty, context: NavigationContext(), events: false))
        let marked = try #require(table.routes.first { $0.name == "marked" })
        #expect(answers.template(of: marked, params: ["v": "x"]) == nil)
    }
}
