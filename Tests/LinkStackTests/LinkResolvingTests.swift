import Testing
import LinkStack

/// A resolver written outside the engine with public API only: it finds the route with the
/// table and hands the rest to the core's ScreenGraph, as an app's resolver does without PCRE2.
private struct HandWrittenResolver: LinkResolving {
    let table: RouteTable

    func resolve(_ url: String, from current: NavigationState, context: NavigationContext, events: Bool) throws(ResolutionError) -> Resolution {
        let link = try DeepLink(resolving: url, limits: table.linkLimits, options: table.linkOptions)
        try table.graph.check(context)
        let match = try table.match(link)
        return try table.graph.resolution(of: url, route: match.route.name, target: match.route.target, params: match.params,
                                          from: current, context: context, events: events)
    }

    func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext) throws(ResolutionError) -> Resumption {
        try table.graph.resume(pending, from: current, context: context)
    }
}

/// `LinkResolving` is all an app's code needs: any conforming resolver gives the engine's bytes.
@Suite struct LinkResolvingTests {
    static let table = Result { try RouteTable(contentsOf: TestPaths.routes) }

    /// Lines over the shipped routes: hits on every stack shape, guards both ways, errors of
    /// every kind a resolver raises, and lines that give their own state and context.
    static let lines = [
        "shop://", "shop://products/42/reviews", "shop://products/42/reviews/7", "shop://products?sort=price",
        "shop://search?q=shoes&page=2", "shop://checkout/payment", "shop://help/returns/shoes", "shop://orders/not-a-uuid",
        "shop://nowhere", "shop://products/%zz", "http://products/42",
        #"{"url": "shop://checkout/payment", "context": {"signedIn": true}}"#,
        #"{"url": "shop://cart", "current": [{"screen": "Home"}, {"screen": "ProductList"}, {"screen": "Product", "params": {"id": 7}}]}"#,
        #"{"url": "shop://login", "context": {"signedIn": true}}"#,
        #"{"url": "shop://cart", "context": {"signedin": true}}"#,
        #"{"url": "shop://cart", "current": [{"screen": "Nope"}]}"#,
    ]

    @Test func aHandWrittenResolverAnswersEveryLineWithTheEnginesBytes() throws {
        let table = try Self.table.get()
        let engine = BatchResolver(resolver: Resolver(table: table), events: true)
        let handWritten = BatchResolver(resolver: HandWrittenResolver(table: table), events: true)
        for line in Self.lines {
            #expect(handWritten.resolve(line: line) == engine.resolve(line: line), "\(line)")
        }
    }

    @Test func resumingThroughTheProtocolMatchesTheEngine() throws {
        let table = try Self.table.get()
        let resolver: any LinkResolving = Resolver(table: table)
        let first = try resolver.resolve("shop://checkout/payment", from: .empty, context: NavigationContext(["signedIn": false]), events: false)
        let pending = try #require(first.pending)
        let back = try resolver.resume(pending, from: first.target, context: NavigationContext(["signedIn": true]))
        #expect(back.target == pending)
        let direct = try HandWrittenResolver(table: table).resume(pending, from: first.target, context: NavigationContext(["signedIn": true]))
        #expect(direct.json == back.json)
    }

    /// The README's snippet, word for word: code written against the protocol.
    func open(_ url: String, with resolver: some LinkResolving, shown: NavigationState) throws(ResolutionError) -> TransitionPlan {
        try resolver.resolve(url, from: shown, context: NavigationContext(["signedIn": true]), events: false).plan
    }

    @Test func theREADMEsSnippetRunsWithEitherResolver() throws {
        let readme = try String(contentsOfFile: TestPaths.file("README.md"), encoding: .utf8)
        #expect(readme.contains("func open(_ url: String, with resolver: some LinkResolving, shown: NavigationState) throws(ResolutionError) -> TransitionPlan {"))
        #expect(readme.contains(#"    try resolver.resolve(url, from: shown, context: NavigationContext(["signedIn": true]), events: false).plan"#))
        let table = try Self.table.get()
        let shown = NavigationState([Screen("Home"), Screen("Cart")])
        let plan = try open("shop://products/42", with: Resolver(table: table), shown: shown)
        #expect(plan == (try open("shop://products/42", with: HandWrittenResolver(table: table), shown: shown)))
        #expect(plan.operations.last == .push(Screen("Product", params: ["id": 42])))
    }
}
