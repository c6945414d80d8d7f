import LinkStack
import LinkStackCore
import Testing

/// The library's values print readably (`print(resolution)`), and a server or CI tool lints route
/// files from code as `linkstack routes lint` does (issue 32, item 10).
@Suite struct DescriptionTests {
    @Test func parametersAndOperationsPrintAsTheyRead() {
        #expect(Parameters(["tab": "reviews", "id": 42]).description == "(id: 42, tab: reviews)")
        #expect(Parameters().description == "()")
        #expect(Screen("Product", params: ["id": 42]).description == "Product(id: 42)")
        let product = Screen("Product", params: ["id": 42])
        #expect(NavigationOperation.push(product).description == "push Product(id: 42)")
        #expect(NavigationOperation.popTo(index: 0).description == "popTo 0")
        #expect(NavigationOperation.dismiss(count: 1).description == "dismiss 1")
        #expect(NavigationOperation.selectTab("Account").description == "selectTab Account")
        #expect(NavigationOperation.setStack([Screen("Home"), product]).description == "setStack [Home, Product(id: 42)]")
        #expect(NavigationOperation.present([Screen("SignIn")], style: .fullScreen).description == "present [SignIn] as fullScreen")
        #expect(NavigationOperation.reuseStack([PlannedScreen(Screen("Home"), reusedFrom: 0), PlannedScreen(product)]).description
                == "setStack [Home (reused 0), Product(id: 42)]")
        #expect(NavigationOperation.switchFlow(flow: "main", transition: .fade, tab: nil, stack: [Screen("Home")], tabStacks: [:]).description
                == "switchFlow main (fade) [Home]")
        #expect(NavigationOperation.switchFlow(flow: "main", transition: .none, tab: "Shop", stack: [],
                                               tabStacks: ["Shop": [Screen("Home")], "Account": [Screen("Account")]]).description
                == "switchFlow main (none) tab Shop, Account: [Account], Shop: [Home]")
    }

    @Test func aResolutionPrintsItsLinkRouteAndPlan() throws {
        let resolver = Resolver(table: try RouteTable(contentsOf: TestPaths.root + "/Routes"))
        let resolution = try resolver.resolve("shop://products/42", context: NavigationContext(["signedIn": true]))
        #expect(resolution.plan.description == resolution.plan.operations.map(\.description).joined(separator: "; "))
        #expect(resolution.description == "shop://products/42 → product(id: 42): \(resolution.plan)")
        #expect(resolution.description.contains("Product(id: 42)"))
        let signedOut = try resolver.resolve("shop://account")
        #expect(signedOut.description.hasSuffix("(requires signedIn)"))
    }

    /// `lint(contentsOf:)` reports every problem that stops the table loading, at the same places.
    @Test func lintReportsWhatStopsTheTableLoading() throws {
        #expect(RouteTable.lint(contentsOf: TestPaths.root + "/Routes").filter { $0.severity == .error } == [])
        let broken = TestPaths.root + "/Tests/Fixtures/RouteFiles/flows-broken.yaml"
        var loading: [RouteFileProblem] = []
        do { _ = try RouteTable(contentsOf: broken) } catch { loading = error.problems }
        #expect(!loading.isEmpty)
        let linted = RouteTable.lint(contentsOf: broken)
        #expect(loading.allSatisfy { problem in linted.contains { $0.message == problem.message && $0.location == problem.location } })
        let missing = RouteTable.lint(contentsOf: TestPaths.root + "/no-such-routes")
        #expect(!missing.isEmpty && missing.allSatisfy { $0.severity == .error })
    }
}
