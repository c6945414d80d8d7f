import Testing
@testable import LinkStack

@Suite struct ResolverTests {
    /// The shop and Settings tables as single stacks, without flows.
    static let resolver: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/shop-one-stack.yaml")))
    static let settings: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/settings-one-stack.yaml")))
    /// The shipped tables, with flows, guards, tabs and a modal checkout.
    static let shipped: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.routes))

    @Test func resolvesTheDesignExample() throws {
        let resolver = try #require(Self.resolver)
        let current = NavigationState([Screen("Home"), Screen("ProductList"), Screen("Cart")])
        let resolution = try resolver.resolve("shop://products/42/reviews", from: current)
        #expect(resolution.route == "product.reviews")
        #expect(resolution.params == ["id": 42])
        #expect(resolution.target.stack.map(\.description) == ["Home", "ProductList", "Product(id: 42)", "Reviews(id: 42)"])
        #expect(resolution.target.stack.map(\.title) == ["Home", "Products", "Product 42", "Reviews"])
        #expect(resolution.plan.operations.first == .popTo(index: 1))
        #expect((resolution.plan.pops, resolution.plan.pushes) == (1, 2))
    }

    @Test func parentsGetOnlyTheParametersTheyNeed() throws {
        let resolver = try #require(Self.settings)
        let resolution = try resolver.resolve("prefs://apps/com.example.mail/notifications")
        let params = resolution.target.stack.map(\.params)
        #expect(params == [[:], [:], ["bundle": "com.example.mail"], ["bundle": "com.example.mail", "group": "notifications"]])
    }

    @Test func resolveJSONIsTheContract() throws {
        let resolver = try #require(Self.resolver)
        let text = try resolver.resolve("shop://cart").json.rendered()
        #expect(text == #"{"operations":[{"op":"setStack","stack":[{"params":{},"screen":"Home","title":"Home"},"#
            + #"{"params":{},"screen":"Cart","title":"Cart"}]}],"params":{},"pops":0,"pushes":2,"route":"cart","#
            + #""target":[{"params":{},"screen":"Home","title":"Home"},{"params":{},"screen":"Cart","title":"Cart"}],"#
            + #""url":"shop://cart"}"#)
    }

    @Test func failuresAreCodedErrors() throws {
        let resolver = try #require(Self.resolver)
        #expect(throws: ResolutionError.noRoute(url: "shop://nowhere", reason: "no route matches /nowhere")) {
            try resolver.resolve("shop://nowhere")
        }
        let outcome = Outcome.resolve("shop://a b", table: resolver.table, current: .empty)
        #expect(outcome.exitCode == 65)
        #expect(outcome.json.rendered().hasPrefix(#"{"error":{"code":"invalid_url","#))
    }

    @Test func anUnmetRequirementRedirectsAndKeepsTheLinkPending() throws {
        let resolver = try #require(Self.shipped)
        let signedOut = try resolver.resolve("shop://cart")  // the cart is guarded; guests browse the rest
        #expect(signedOut.target.flow == "signIn")
        #expect(signedOut.target.stack == [Screen("Login")])
        #expect(signedOut.requires == ["signedIn"])
        let pending = try #require(signedOut.pending)
        #expect(pending.flow == "main")
        #expect(pending.stack.map(\.name) == ["Home", "Cart"])
        #expect(try resolver.resolve("shop://products/42").pending == nil)

        let signedIn = try resolver.resolve("shop://cart", from: signedOut.target, context: NavigationContext(["signedIn": true]))
        #expect(signedIn.pending == nil)
        #expect(signedIn.target == pending)
        #expect(signedIn.plan.operations.first?.name == "switchFlow")
    }

    @Test func aModalScreenStartsAModalStack() throws {
        let resolver = try #require(Self.shipped)
        let resolution = try resolver.resolve("shop://checkout/payment", context: NavigationContext(["signedIn": true]))
        #expect(resolution.target.stack.map(\.name) == ["Home", "Cart"])
        #expect(resolution.target.modals.map { $0.map(\.name) } == [["Checkout", "Payment"]])
        #expect(resolution.target.tab == "Home")
        #expect(resolution.target.tabStacks.keys.sorted() == ["Account", "Home", "Search"])
    }

    @Test func currentStatesAreCheckedAgainstTheTable() throws {
        let resolver = try #require(Self.shipped)
        let current = NavigationState(flow: "main", tab: "Search", tabStacks: ["Search": [Screen("Search"), Screen("Nope")]],
                                      flowStack: [], modals: [])
        #expect(throws: ResolutionError.invalidCurrent("stacks.Search[1].screen: 'Nope' is not a declared screen")) {
            try resolver.resolve("shop://cart", from: current)
        }
        #expect(throws: ResolutionError.invalidCurrent("tab: 'Cart' is not a tab of flow 'main' (Home, Search, Account)")) {
            try resolver.resolve("shop://cart", from: NavigationState(flow: "main", tab: "Cart", tabStacks: ["Cart": [Screen("Cart")]],
                                                                     flowStack: [], modals: []))
        }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theLibraryExampleLandsOnTheTarget() throws {
        let resolver = try #require(ResolverTests.shipped)
        let current = NavigationState([Screen("Home"), Screen("ProductList"), Screen("Cart")])
        let resolution = try resolver.resolve("shop://products/42/reviews", from: current,
                                              context: NavigationContext(["signedIn": true]))
        #expect(resolution.plan.operations.map(\.name) == ["popTo", "push", "push"])
        var navigator = ReferenceNavigator(state: resolution.current)
        try navigator.apply(resolution.plan)
        #expect(navigator.state == resolution.target)
    }
}
