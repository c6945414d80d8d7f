import Testing
@_spi(Engine) @testable import LinkStack

/// What happens between and during plans: the user's own changes, links queued behind a running
/// plan, cancelling, stale resolutions and faulty hosts.
@MainActor
@Suite struct PlanApplierQueueTests {
    let resolver: Resolver
    let signedIn = Self.signedIn

    init() throws { resolver = try Self.shopResolver() }

    static let signedIn = NavigationContext(["signedIn": true])

    /// The engine's resolver for the shipped shop table.
    static func shopResolver() throws -> Resolver {
        Resolver(table: try RouteTable(contentsOf: TestPaths.routes + "/shop.yaml"))
    }

    /// The shop's main flow with `home` as the Home tab's stack and `modals` over it.
    static func shop(_ home: [Screen], tab: String = "Home", modals: [[Screen]] = []) -> NavigationState {
        NavigationState(flow: "main", tab: tab, tabStacks: ["Home": home, "Search": [Screen("Search")], "Account": [Screen("Account")]],
                        modals: modals)
    }

    static let product = [Screen("Home"), Screen("ProductList"), Screen("Product", params: ["id": 42])]

    func plan(_ url: String, from state: NavigationState) throws -> [NavigationOperation] {
        try resolver.resolve(url, from: state, context: signedIn, events: false).plan.operations
    }

    @Test func userChangesBetweenTwoLinksAreInTheSecondLinksPlan() throws {
        let reviews = "shop://products/42/reviews"
        let changes: [(NavigationState, (PlanApplier) throws -> Void)] = [
            (Self.shop(Self.product), { try $0.userDid(.popTo(index: 0)) }),                       // back button, twice over
            (Self.shop(Self.product), { try $0.userChangedStack(to: [Screen("Home")]) }),          // didShow after a swipe
            (Self.shop(Self.product), { try $0.userDid(.selectTab("Search")) }),                   // a tab tapped
            (Self.shop(Self.product, modals: [[Screen("Checkout")]]), { try $0.userDid(.dismiss(count: 1)) }),  // a sheet swiped away
            (Self.shop([Screen("Home")]), { try $0.userDid(.push(Screen("Cart"))) }),              // the app pushed a screen itself
        ]
        for (shown, change) in changes {
            let host = RecordingHost()
            let applier = PlanApplier(host: host, state: shown)
            try change(try #require(host.applier))
            let changed = applier.state
            #expect(changed != shown)
            var applied: AppliedPlan?
            applier.open(reviews, with: resolver, context: signedIn) { applied = $0 }
            #expect(applied?.ending == .completed)
            #expect(host.performed == RecordingHost.normalized(try plan(reviews, from: changed)))
            #expect(host.performed != RecordingHost.normalized(try plan(reviews, from: shown)))
            #expect(applier.state.top == Screen("Reviews", params: ["id": 42]))
        }
    }

    @Test func aChangeTheRulesRefuseLeavesTheStateAsItWas() {
        let applier = PlanApplier(host: RecordingHost(), state: Self.shop(Self.product, modals: [[Screen("Checkout")]]))
        let before = applier.state
        #expect(throws: NavigationError.coveredByModal) { try applier.userDid(.selectTab("Search")) }
        #expect(throws: NavigationError.notPresented(count: 2, presented: 1)) { try applier.userDid(.dismiss(count: 2)) }
        #expect(throws: NavigationError.emptyStack) { try applier.userChangedStack(to: []) }
        #expect(applier.state == before)
    }

    @Test func everyRuleErrorHasItsOwnCodeAndAMessage() {
        let errors: [NavigationError] = [.indexOutOfRange(index: 3, count: 2), .emptyStack, .noRoot,
                                         .notPresented(count: 2, presented: 1), .coveredByModal, .unknownTab("Nope"),
                                         .notReusable(index: 4)]
        #expect(Set(errors.map(\.code)).count == errors.count)
        #expect(errors.allSatisfy { !$0.code.isEmpty && $0.code == $0.code.lowercased() && !$0.description.isEmpty })
        #expect(NavigationError.notPresented(count: 2, presented: 1).description == "cannot dismiss 2 modal stacks; 1 presented")
        #expect(NavigationError.unknownTab("Nope").description.contains("Nope"))
        #expect(NavigationHostError.cannotBuild(Screen("Product", params: ["id": 42])).description
                == "the app cannot build screen Product(id: 42)")
    }

    @Test func twoLinksArrivingTogetherApplyInOrderEachPlannedFromWhereTheLastEnded() throws {
        let host = RecordingHost()
        host.holding = true
        let start = Self.shop([Screen("Home")])
        let applier = PlanApplier(host: host, state: start)
        var endings: [(String, AppliedPlan)] = []
        applier.open("shop://products/42/reviews", with: resolver, context: signedIn) { endings.append(("reviews", $0)) }
        applier.open("shop://checkout/payment", with: resolver, context: signedIn) { endings.append(("payment", $0)) }
        #expect(host.performed.count == 1 && applier.waiting == 1 && applier.isApplying)
        while host.heldCount > 0 { host.release() }
        let first = try plan("shop://products/42/reviews", from: start)
        let middle = try resolver.resolve("shop://products/42/reviews", from: start, context: signedIn, events: false).target
        let second = try plan("shop://checkout/payment", from: middle)
        #expect(endings.map(\.0) == ["reviews", "payment"])
        #expect(endings.allSatisfy { $0.1.ending == .completed })
        #expect(host.performed == RecordingHost.normalized(first + second))
        #expect(applier.state.modals == [[Screen("Checkout"), Screen("Payment")]])
        #expect(!applier.isApplying && applier.waiting == 0)
    }

    @Test func cancellingStopsAfterTheStepInFlightAndDropsTheQueue() throws {
        let host = RecordingHost()
        host.holding = true
        let applier = PlanApplier(host: host, state: Self.shop([Screen("Home")]))
        var endings: [AppliedPlan] = []
        applier.open("shop://products/42/reviews", with: resolver, context: signedIn) { endings.append($0) }
        applier.open("shop://checkout/payment", with: resolver, context: signedIn) { endings.append($0) }
        host.release()
        applier.cancel()
        #expect(endings.isEmpty && host.heldCount == 1)
        host.release()
        #expect(endings.map(\.ending) == [.cancelled, .cancelled])
        #expect(endings.first?.stepsApplied == 2 && endings.last?.stepsApplied == 0)
        #expect(applier.state.stack == [Screen("Home"), Screen("ProductList"), Screen("Product", params: ["id": 42])])
        #expect(endings.allSatisfy { $0.state == applier.state } && host.performed.count == 2)
    }

    @Test func aUserChangeDuringAStepIsTakenWhenItEndsAndInterruptsThePlan() {
        let host = RecordingHost()
        host.holding = true
        let applier = PlanApplier(host: host, state: Self.shop([Screen("Home")]))
        var applied: AppliedPlan?
        applier.open("shop://products/42/reviews", with: resolver, context: signedIn) { applied = $0 }
        #expect(throws: Never.self) { try applier.userDid(.selectTab("Search")) }
        #expect(applier.state.tab == "Home")
        host.release()
        #expect(applied?.ending == .interrupted && applied?.stepsApplied == 1)
        #expect(applier.state.tab == "Search" && applier.state.tabStacks["Home"] == [Screen("Home"), Screen("ProductList")])
        #expect(host.performed.count == 1)
    }

    @Test func aResolutionPlannedFromAStateNoLongerShownIsStale() throws {
        let start = Self.shop([Screen("Home")])
        let applier = PlanApplier(host: RecordingHost(), state: start)
        let cart = try resolver.resolve("shop://cart", from: start, context: signedIn, events: false)
        try applier.userDid(.selectTab("Search"))
        var applied: AppliedPlan?
        applier.apply(cart) { applied = $0 }
        #expect(applied?.ending == .stale && applier.state.tab == "Search")
        applier.apply(try resolver.resolve("shop://cart", from: applier.state, context: signedIn, events: false)) { applied = $0 }
        #expect(applied?.ending == .completed && applier.state.top == Screen("Cart"))

        let bare = PlanApplier(host: RecordingHost(), state: NavigationState([Screen("Home")]))
        bare.apply(try resolver.resolve("shop://cart", from: bare.state, context: signedIn, events: false)) { applied = $0 }
        #expect(applied?.ending == .completed && bare.state.flow == "main" && bare.state.top == Screen("Cart"))
    }

    @Test func aLinkThatDoesNotResolveChangesNothing() {
        let host = RecordingHost()
        let applier = PlanApplier(host: host, state: Self.shop([Screen("Home")]))
        var applied: AppliedPlan?
        applier.open("shop://no/such/place", with: resolver, context: signedIn) { applied = $0 }
        guard case .unresolved(let error)? = applied?.ending else { return #expect(Bool(false), "\(String(describing: applied?.ending))") }
        #expect(error.code == "no_route" && host.performed.isEmpty && applied?.outcome == nil)
    }

    @Test func aGuardsPendingLinkIsResumedFromTheStateShownThen() throws {
        let host = RecordingHost()
        let applier = PlanApplier(host: host, state: NavigationState([Screen("Splash")], flow: "launch"))
        var applied: AppliedPlan?
        applier.open("shop://cart", with: resolver) { applied = $0 }
        let pending = try #require(applied?.outcome?.pending)
        #expect(applier.state.flow == "signIn" && applied?.outcome?.requires == ["signedIn"])
        applier.resume(pending, with: resolver, context: signedIn) { applied = $0 }
        #expect(applied?.ending == .completed && applier.state == pending)
    }

    @Test func aSecondCompletionOfOneStepIsIgnored() throws {
        let host = RecordingHost()
        host.holding = true
        let start = Self.shop([Screen("Home")])
        let applier = PlanApplier(host: host, state: start)
        var applied: AppliedPlan?
        applier.open("shop://products/42/reviews", with: resolver, context: signedIn) { applied = $0 }
        let first = try #require(host.release())
        first(nil)  // again, while the second step is in flight
        #expect(host.performed.count == 2 && applier.state.stack == [Screen("Home"), Screen("ProductList")])
        while host.heldCount > 0 { host.release() }
        let operations = try plan("shop://products/42/reviews", from: start)
        #expect(applied?.ending == .completed && applied?.stepsApplied == operations.count)
        #expect(host.performed == RecordingHost.normalized(operations))
    }
}
