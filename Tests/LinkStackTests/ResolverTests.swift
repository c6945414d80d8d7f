import Testing
@testable import LinkStack

@Suite struct ResolverTests {
    static let resolver: Resolver? = try? Resolver(table: RouteTable(contentsOf: TestPaths.routes))

    @Test func resolvesTheDesignExample() throws {
        let resolver = try #require(Self.resolver)
        let current = NavigationState([Screen("Home"), Screen("ProductList"), Screen("Cart")])
        let resolution = try resolver.resolve("shop://products/42/reviews", from: current)
        #expect(resolution.match.route.name == "product.reviews")
        #expect(resolution.match.params == ["id": 42])
        #expect(resolution.target.stack.map(\.description) == ["Home", "ProductList", "Product(id: 42)", "Reviews(id: 42)"])
        #expect(resolution.target.stack.map(\.title) == ["Home", "Products", "Product 42", "Reviews"])
        #expect(resolution.plan.operations.first == .popTo(index: 1))
        #expect((resolution.plan.pops, resolution.plan.pushes) == (1, 2))
    }

    @Test func parentsGetOnlyTheParametersTheyNeed() throws {
        let resolver = try #require(Self.resolver)
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
}
