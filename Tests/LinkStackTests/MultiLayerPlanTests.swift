import Testing
@testable import LinkStack

/// Plans across flows, tabs and modal stacks, checked by applying them to the reference navigator.
@Suite struct MultiLayerPlanTests {
    static let tabs = ["Home", "Search"]

    static func stack(rootedAt root: String, _ rng: inout SplitMix64) -> [Screen] {
        [Screen(root)] + TransitionPlanTests.randomStack(&rng, maxCount: 3)
    }

    static func modals(_ rng: inout SplitMix64) -> [[Screen]] {
        (0..<Int.random(in: 0...2, using: &rng)).map { _ in stack(rootedAt: "Sheet", &rng) }
    }

    /// A random state in flow `login` (one stack), `main` (two tabs) or, for `current` only, nothing.
    static func randomState(_ rng: inout SplitMix64, allowEmpty: Bool) -> NavigationState {
        switch Int.random(in: allowEmpty ? 0...2 : 1...2, using: &rng) {
        case 0: return .empty
        case 1: return NavigationState(flow: "login", tab: nil, tabStacks: [:], flowStack: stack(rootedAt: "Login", &rng),
                                       modals: modals(&rng))
        default:
            let stacks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, stack(rootedAt: $0, &rng)) })
            return NavigationState(flow: "main", tab: tabs.randomElement(using: &rng), tabStacks: stacks, flowStack: [],
                                   modals: modals(&rng))
        }
    }

    /// A random state a resolution could lead to from `current`: within one flow only the
    /// selected tab changes, the others are kept.
    static func randomTarget(from current: NavigationState, _ rng: inout SplitMix64) -> NavigationState {
        var target = randomState(&rng, allowEmpty: false)
        if target.flow == current.flow, let tab = target.tab {
            let selected = target.tabStacks[tab]
            target.tabStacks = current.tabStacks
            target.tabStacks[tab] = selected
        }
        return target
    }

    @Test func applyingThePlanYieldsTheTargetForRandomMultiLayerStates() throws {
        var rng = SplitMix64(state: 7)
        for _ in 0..<5_000 {
            let current = Self.randomState(&rng, allowEmpty: true)
            let target = Self.randomTarget(from: current, &rng)
            let plan = TransitionPlan(from: current, to: target, transitions: ["main": .fade])
            var navigator = ReferenceNavigator(state: current)
            try navigator.apply(plan)
            #expect(navigator.state == target)
            #expect(Self.isInFixedOrder(plan.operations))
        }
    }

    /// dismiss → switchFlow → selectTab → popTo/push/setStack → present, each group at most once
    /// except pushes and presents.
    static func isInFixedOrder(_ operations: [NavigationOperation]) -> Bool {
        let ranks = operations.map { operation -> Int in
            switch operation {
            case .dismiss: return 0
            case .switchFlow: return 1
            case .selectTab: return 2
            case .popTo, .push, .setStack, .reuseStack: return 3
            case .present: return 4
            }
        }
        return ranks == ranks.sorted()
    }

    @Test func anEqualModalLayerIsKept() {
        let base = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": [Screen("Home")]], flowStack: [],
                                   modals: [[Screen("Sheet")], [Screen("Sheet"), Screen("A")]])
        var target = base
        target.modals = [[Screen("Sheet")], [Screen("Sheet"), Screen("B")]]
        let plan = TransitionPlan(from: base, to: target)
        // The lower layer is kept; the top one keeps its root, so it is popped and pushed within.
        #expect(plan.operations == [.popTo(index: 0), .push(Screen("B"))])
        #expect((plan.pops, plan.pushes) == (1, 1))
    }

    @Test func aModalLayerWhoseRootChangesIsPresentedAnewInItsStyle() {
        let base = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": [Screen("Home")]], flowStack: [],
                                   modals: [[Screen("Sheet")], [Screen("Sheet"), Screen("A")]])
        var target = base
        target.modals = [[Screen("Sheet")], [Screen("Player")]]
        let plan = TransitionPlan(from: base, to: target, styles: ["Player": .fullScreen])
        #expect(plan.operations == [.dismiss(count: 1), .present([Screen("Player")], style: .fullScreen)])
        var navigator = ReferenceNavigator(state: base)
        #expect(throws: Never.self) { try navigator.apply(plan) }
        #expect(navigator.state == target)
    }

    @Test func aLayerBelowTheChangedOneIsPoppedWithinAfterTheOnesAboveGo() {
        let base = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": [Screen("Home")]], flowStack: [],
                                   modals: [[Screen("Sheet"), Screen("A")], [Screen("Other")]])
        var target = base
        target.modals = [[Screen("Sheet"), Screen("B")]]
        let plan = TransitionPlan(from: base, to: target)
        #expect(plan.operations == [.dismiss(count: 1), .popTo(index: 0), .push(Screen("B"))])
        var navigator = ReferenceNavigator(state: base)
        #expect(throws: Never.self) { try navigator.apply(plan) }
        #expect(navigator.state == target)
    }

    @Test func switchingTabsLeavesOtherTabsAlone() {
        let current = NavigationState(flow: "main", tab: "Search",
                                      tabStacks: ["Home": [Screen("Home")], "Search": [Screen("Search"), Screen("Results")]],
                                      flowStack: [], modals: [])
        var target = current
        target.tab = "Home"
        target.tabStacks["Home"] = [Screen("Home"), Screen("Cart")]
        let plan = TransitionPlan(from: current, to: target)
        #expect(plan.operations == [.selectTab("Home"), .push(Screen("Cart"))])
    }

    @Test func aFlowSwitchReplacesEverythingInOneStep() {
        let current = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": [Screen("Home")]], flowStack: [],
                                      modals: [[Screen("Sheet")]])
        let target = NavigationState([Screen("Login")], flow: "login")
        let plan = TransitionPlan(from: current, to: target, transitions: ["login": .slide])
        #expect(plan.operations == [.dismiss(count: 1),
                                    .switchFlow(flow: "login", transition: .slide, tab: nil, stack: [Screen("Login")], tabStacks: [:])])
    }

    @Test func theNavigatorRefusesChangesUnderAModal() {
        var navigator = ReferenceNavigator(state: NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: [Screen("A")],
                                                                  modals: [[Screen("Sheet")]]))
        #expect(throws: NavigationError.coveredByModal) { try navigator.apply(.setStack([Screen("B")])) }
        #expect(throws: NavigationError.notPresented(count: 2, presented: 1)) { try navigator.apply(.dismiss(count: 2)) }
    }

    @Test func pushesAndPopsGoOnTheTopModalLayer() throws {
        var navigator = ReferenceNavigator(state: NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: [Screen("A")],
                                                                  modals: [[Screen("Sheet")]]))
        try navigator.apply(.push(Screen("B")))
        #expect(navigator.state.modals == [[Screen("Sheet"), Screen("B")]])
        #expect(navigator.state.flowStack == [Screen("A")])
        try navigator.apply(.popTo(index: 0))
        #expect(navigator.state.modals == [[Screen("Sheet")]])
        #expect(throws: NavigationError.indexOutOfRange(index: 1, count: 1)) { try navigator.apply(.popTo(index: 1)) }
    }
}
