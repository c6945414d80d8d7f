import Observation
import Testing
@_spi(Engine) @testable import LinkStack

/// ``NavigationModel`` is what SwiftUI's views bind to: links set it, and the user's changes
/// through the bindings flow back into it and into the next link's plan.
@MainActor
@Suite struct NavigationModelTests {
    let resolver: Resolver
    let signedIn = PlanApplierQueueTests.signedIn

    init() throws { resolver = try PlanApplierQueueTests.shopResolver() }

    /// Set by Observation's `onChange`, which may run on any thread (here it runs in `change`).
    final class Flag: @unchecked Sendable { var raised = false }

    /// Whether reading `read` and then running `change` tells SwiftUI (through Observation) to redraw.
    func notifies(_ read: @escaping () -> Void, when change: () -> Void) -> Bool {
        let told = Flag()
        withObservationTracking(read) { told.raised = true }
        change()
        return told.raised
    }

    @Test func applyingALinkSetsTheModelAndTellsObservers() throws {
        let model = NavigationModel(state: PlanApplierQueueTests.shop([Screen("Home")]))
        var applied: AppliedPlan?
        #expect(notifies({ _ = model.state }) { model.open("shop://products/42/reviews", with: resolver, context: signedIn) { applied = $0 } })
        #expect(applied?.ending == .completed)
        #expect(model.state == applied?.outcome?.target && model.state.stack(tab: "Home").count == 4)
        #expect(model.state.top?.title == "Reviews")

        let cart = try resolver.resolve("shop://cart", from: model.state, context: signedIn, events: false)
        model.apply(cart) { applied = $0 }
        #expect(applied?.ending == .completed && model.state.top == Screen("Cart"))
    }

    @Test func userChangesThroughTheBindingsFlowBackAndIntoTheNextPlan() throws {
        let model = NavigationModel(state: PlanApplierQueueTests.shop(PlanApplierQueueTests.product))
        var taken = false
        #expect(notifies({ _ = model.state }) { taken = model.userSetPath([Screen("ProductList")], tab: "Home") })
        #expect(taken)
        #expect(model.state.stack(tab: "Home") == [Screen("Home"), Screen("ProductList")])
        #expect(model.userSetPath([Screen("ProductList"), Screen("Cart")], tab: "Home"))
        #expect(model.state.stack.last == Screen("Cart"))
        #expect(model.userSelectedTab("Search") && model.state.tab == "Search")

        var applied: AppliedPlan?
        model.open("shop://checkout/payment", with: resolver, context: signedIn) { applied = $0 }
        let expected = try resolver.resolve("shop://checkout/payment", from: PlanApplierQueueTests.shop(
            [Screen("Home"), Screen("ProductList"), Screen("Cart")], tab: "Search"), context: signedIn, events: false)
        #expect(applied?.plan?.operations == expected.plan.operations)
        #expect(model.state.modals == [[Screen("Checkout"), Screen("Payment")]])

        #expect(model.userSetModalPath([], layer: 0))
        #expect(model.state.modals == [[Screen("Checkout")]])
        #expect(model.userDismissedModal(layer: 0) && model.state.modals.isEmpty)
    }

    @Test func theViewsReadTabsInTheFlowsOrderAndEachTabsStack() throws {
        let flows = try PlanApplierQueueTests.shopResolver().table.linkTable.graph.flows
        let state = PlanApplierQueueTests.shop(PlanApplierQueueTests.product, tab: "Search")
        #expect(state.tabs(in: flows) == ["Home", "Search", "Account"])
        #expect(state.tabs(in: [:]) == ["Account", "Home", "Search"])
        #expect(NavigationState([Screen("Home")]).tabs(in: flows).isEmpty)
        #expect(state.stack(tab: "Home") == PlanApplierQueueTests.product && state.stack(tab: "Search") == state.stack)
        #expect(state.stack(tab: "Nowhere").isEmpty && NavigationState([Screen("Home")]).stack(tab: nil) == [Screen("Home")])
    }

    @Test func changesTheRulesRefuseAreNotTaken() {
        let model = NavigationModel(state: PlanApplierQueueTests.shop([Screen("Home")], modals: [[Screen("Checkout")]]))
        let before = model.state
        #expect(!model.userSelectedTab("Search"))           // a modal covers the tab bar
        #expect(!model.userSetPath([Screen("Cart")], tab: "Home"))   // and the stack under it
        #expect(!model.userSetPath([], tab: "Search"))       // not the tab on screen
        #expect(!model.userSetModalPath([], layer: 1))      // no such layer
        #expect(!model.userDismissedModal(layer: 3))
        #expect(!model.userSelectedTab("Nowhere"))
        #expect(model.state == before)
    }
}
