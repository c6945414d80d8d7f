import Testing
@_spi(Engine) @testable import LinkStack

/// An applier that never stalls silently: a step whose completion never comes times out and the
/// queue goes on; queued links see the context of their turn; a redirected link says so.
@MainActor
@Suite struct PlanApplierTimeoutTests {
    let resolver: Resolver
    let signedIn = PlanApplierQueueTests.signedIn

    init() throws { resolver = try PlanApplierQueueTests.shopResolver() }

    /// What the user's session says, read by the applier's `contextProvider` at each link's turn.
    @MainActor final class Session {
        var context = NavigationContext()
    }

    /// Timers a test fires by hand, in the order they were started.
    @MainActor
    final class ManualTimers {
        var pending: [(duration: Duration, fire: @MainActor () -> Void, cancelled: Bool)] = []

        func install(on applier: PlanApplier) {
            applier.startTimer = { [self] duration, fire in
                let index = pending.count
                pending.append((duration, fire, false))
                return { [self] in pending[index].cancelled = true }
            }
        }

        /// Fires the oldest timer still running.
        func fireNext() {
            guard let index = pending.firstIndex(where: { !$0.cancelled }) else { return }
            pending[index].cancelled = true
            pending[index].fire()
        }

        var running: Int { pending.filter { !$0.cancelled }.count }
    }

    @Test func aLostCompletionTimesOutAndTheNextLinkRuns() throws {
        let host = RecordingHost()
        host.holding = true
        let start = PlanApplierQueueTests.shop([Screen("Home")])
        let applier = PlanApplier(host: host, state: start)
        let timers = ManualTimers()
        timers.install(on: applier)
        var first: AppliedPlan?, second: AppliedPlan?
        applier.open("shop://products/42/reviews", with: resolver, context: signedIn) { first = $0 }
        applier.open("shop://cart", with: resolver, context: signedIn) { second = $0 }
        #expect(host.performed.count == 1 && timers.running == 1 && timers.pending.first?.duration == .seconds(10))
        // The host keeps the first step's completion and never calls it.
        timers.fireNext()
        #expect(first?.ending == .timedOut(step: 0))
        #expect(first?.state == start && first?.stepsApplied == 0)
        // The queue went on: the cart link's first step is in flight, planned from the state before the lost step.
        #expect(host.performed.count == 2 && applier.isApplying && second == nil)
        while host.heldCount > 0 { host.release() }
        #expect(second?.ending == .completed && applier.state.stack == [Screen("Home"), Screen("Cart")])
        #expect(timers.running == 0)
    }

    @Test func aTimedOutStepAdoptsWhatTheHostSaysItShows() {
        let host = RecordingHost()
        host.holding = true
        let applier = PlanApplier(host: host, state: PlanApplierQueueTests.shop([Screen("Home")]))
        let timers = ManualTimers()
        timers.install(on: applier)
        var applied: AppliedPlan?
        applier.open("shop://products/42", with: resolver, context: signedIn) { applied = $0 }
        let onScreen = PlanApplierQueueTests.shop([Screen("Home"), Screen("ProductList")])
        host.shown = onScreen
        timers.fireNext()
        #expect(applied?.ending == .timedOut(step: 0) && applier.state == onScreen && !applier.isApplying)
        host.release()  // a late completion is ignored
        #expect(applier.state == onScreen && host.performed.count == 1)
    }

    @Test func noTimeoutWaitsForEver() {
        let host = RecordingHost()
        host.holding = true
        let applier = PlanApplier(host: host, state: PlanApplierQueueTests.shop([Screen("Home")]))
        applier.stepTimeout = nil
        let timers = ManualTimers()
        timers.install(on: applier)
        applier.open("shop://cart", with: resolver, context: signedIn)
        #expect(timers.pending.isEmpty && applier.isApplying)
    }

    @Test func aLinkQueuedSignedOutOpensItsTargetWhenSignedInBeforeItsTurn() {
        let host = RecordingHost()
        host.holding = true
        let applier = PlanApplier(host: host, state: PlanApplierQueueTests.shop([Screen("Home")]))
        let session = Session()
        applier.contextProvider = { session.context }
        var first: AppliedPlan?, queued: AppliedPlan?
        applier.open("shop://cart", with: resolver, context: signedIn) { first = $0 }
        applier.open("shop://account", with: resolver, context: NavigationContext()) { queued = $0 }  // signed out when queued
        session.context = signedIn  // the user signs in before the link's turn
        while host.heldCount > 0 { host.release() }
        #expect(first?.ending == .redirected(pending: first?.outcome?.pending, requires: ["signedIn"]))
        #expect(queued?.ending == .completed)
        #expect(applier.state.flow == "main" && applier.state.tab == "Account" && queued?.outcome?.requires == [])
    }

    @Test func aRedirectedLinkEndsRedirectedWithItsPendingState() throws {
        let host = RecordingHost()
        let applier = PlanApplier(host: host, state: NavigationState([Screen("Splash")], flow: "launch"))
        var applied: AppliedPlan?
        applier.open("shop://cart", with: resolver) { applied = $0 }
        let pending = try #require(applied?.outcome?.pending)
        #expect(applied?.ending == .redirected(pending: pending, requires: ["signedIn"]))
        #expect(applier.state.flow == "signIn")
        // Once signed in, the pending state is resumed and the plan completes.
        applier.resume(pending, with: resolver, context: signedIn) { applied = $0 }
        #expect(applied?.ending == .completed && applier.state == pending)
    }
}
