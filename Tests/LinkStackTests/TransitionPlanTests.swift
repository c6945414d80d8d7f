import Testing
@testable import LinkStack

/// A small, seeded generator so property tests are the same on every run: the one that
/// `RouteTable.samples` draws from.
typealias SplitMix64 = SampleGenerator

extension SampleGenerator {
    /// A generator starting from `state`.
    init(state: UInt64) { self.init(seed: state) }
}

@Suite struct TransitionPlanTests {
    /// A random stack over few names and params, so that shared prefixes are common.
    static func randomStack(_ rng: inout SplitMix64, maxCount: Int = 6) -> [Screen] {
        (0..<Int.random(in: 0...maxCount, using: &rng)).map { _ in
            let name = ["Home", "List", "Item", "Cart"].randomElement(using: &rng) ?? "Home"
            let params: Parameters = Bool.random(using: &rng) ? [:] : ["id": .int(Int.random(in: 1...2, using: &rng))]
            return Screen(name, params: params)
        }
    }

    static func commonPrefix(_ a: [Screen], _ b: [Screen]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[count] == b[count] { count += 1 }
        return count
    }

    @Test func applyingThePlanYieldsTheTargetAndCountsAreMinimal() throws {
        var rng = SplitMix64(state: 2026)
        for _ in 0..<5_000 {
            let current = Self.randomStack(&rng)
            var target = Self.randomStack(&rng)
            if target.isEmpty { target = [Screen("Home")] }
            let plan = TransitionPlan(from: NavigationState(current), to: NavigationState(target))
            var navigator = ReferenceNavigator(stack: current)
            try navigator.apply(plan)
            #expect(navigator.stack == target)
            let shared = Self.commonPrefix(current, target)
            #expect(plan.pops == current.count - shared)
            #expect(plan.pushes == target.count - shared)
            let setsStack = plan.operations.contains { if case .setStack = $0 { return true } else { return false } }
            #expect(setsStack == (current.isEmpty || shared == 0))
            #expect(plan.operations.count <= 1 + max(0, target.count - shared))
        }
    }

    @Test func sharingAPrefixPopsThenPushes() {
        let home = Screen("Home"), list = Screen("List"), cart = Screen("Cart"), item = Screen("Item", params: ["id": 1])
        let plan = TransitionPlan(from: NavigationState([home, list, cart]), to: NavigationState([home, list, item]))
        #expect(plan.operations == [.popTo(index: 1), .push(item)])
        #expect((plan.pops, plan.pushes) == (1, 1))
    }

    @Test func titlesDoNotMakeScreensDifferent() {
        let plan = TransitionPlan(from: NavigationState([Screen("Home", title: "Old")]),
                                  to: NavigationState([Screen("Home", title: "New")]))
        #expect(plan.isEmpty)
    }

    @Test func differentRootsReplaceTheStack() {
        let target = [Screen("Settings")]
        let plan = TransitionPlan(from: NavigationState([Screen("Home"), Screen("Cart")]), to: NavigationState(target))
        #expect(plan.operations == [.setStack(target)])
        #expect((plan.pops, plan.pushes) == (2, 1))
    }
}

@Suite struct ReferenceNavigatorTests {
    @Test func theRootCannotBePopped() {
        var navigator = ReferenceNavigator(stack: [Screen("Home")])
        #expect(throws: NavigationError.indexOutOfRange(index: -1, count: 1)) { try navigator.apply(.popTo(index: -1)) }
        #expect(throws: Never.self) { try navigator.apply(.popTo(index: 0)) }
        #expect(navigator.stack == [Screen("Home")])
    }

    @Test func nothingMovesBeforeThereIsARoot() {
        var navigator = ReferenceNavigator()
        #expect(throws: NavigationError.noRoot) { try navigator.apply(.push(Screen("A"))) }
        #expect(throws: NavigationError.noRoot) { try navigator.apply(.popTo(index: 0)) }
        #expect(throws: NavigationError.emptyStack) { try navigator.apply(.setStack([])) }
    }

    @Test func popToKeepsTheScreenAtTheIndex() throws {
        var navigator = ReferenceNavigator(stack: [Screen("A"), Screen("B"), Screen("C")])
        try navigator.apply(.popTo(index: 1))
        #expect(navigator.stack == [Screen("A"), Screen("B")])
    }
}
