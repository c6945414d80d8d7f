import Testing
@testable import LinkStack

/// The reuse plan: one `setStack` per changed stack, keeping live screens, checked on the reference navigator.
@Suite struct ReusePlanTests {
    /// The screens a stack change must create at least: those of `new` no equal screen of `old` can stand for.
    static func unavoidable(from old: [Screen], to new: [Screen]) -> Int {
        var left = old
        return new.filter { screen in
            guard let index = left.firstIndex(of: screen) else { return true }
            left.remove(at: index)
            return false
        }.count
    }

    @Test func bothPlansReachTheTargetAndReuseNeverCreatesMore() throws {
        var rng = SplitMix64(state: 17)
        var fewer = 0
        for _ in 0..<5_000 {
            let current = MultiLayerPlanTests.randomState(&rng, allowEmpty: true)
            var target = MultiLayerPlanTests.randomTarget(from: current, &rng)
            if target.flow == current.flow, target.tab != nil, Bool.random(using: &rng) {
                // Often the same stacks under changed modal layers: a kept prefix, then changed or new layers.
                target = current
                target.modals = Array(current.modals.prefix(Int.random(in: 0...current.modals.count, using: &rng)))
                    + MultiLayerPlanTests.modals(&rng)
            }
            let minimal = TransitionPlan(from: current, to: target, transitions: ["main": .fade])
            let reuse = TransitionPlan(from: current, to: target, transitions: ["main": .fade], style: .reuse)
            for plan in [minimal, reuse] {
                var navigator = ReferenceNavigator(state: current)
                try navigator.apply(plan)
                #expect(navigator.state == target)
                #expect(MultiLayerPlanTests.isInFixedOrder(plan.operations))
            }
            #expect(reuse.createdScreens <= minimal.createdScreens)
            #expect((reuse.pops, reuse.pushes) == (minimal.pops, minimal.pushes))
            if current.flow == target.flow, current.tab == target.tab, current.stack != target.stack {
                // The selected stack changes alone: the reuse plan creates only what no live screen can stand for.
                let created = reuse.createdScreens - target.modals.joined().count
                #expect(created == Self.unavoidable(from: current.stack, to: target.stack))
            }
            if reuse.createdScreens < minimal.createdScreens { fewer += 1 }
        }
        #expect(fewer > 100)  // the property is not vacuous: reuse often creates fewer
    }

    @Test func aChangedStackIsSetOnceWithTheScreensItKeeps() {
        let product = Screen("Product", params: ["id": 42])
        let current = NavigationState([Screen("Home"), Screen("Cart"), product])
        let target = NavigationState([Screen("Home"), product, Screen("Reviews", params: ["id": 42])])
        let plan = TransitionPlan(from: current, to: target, style: .reuse)
        #expect(plan.operations == [.reuseStack([PlannedScreen(Screen("Home"), reusedFrom: 0), PlannedScreen(product, reusedFrom: 2),
                                                 PlannedScreen(Screen("Reviews", params: ["id": 42]))])])
        #expect(plan.createdScreens == 1)
        #expect(TransitionPlan(from: current, to: target).createdScreens == 2)
        #expect(plan.json.rendered().contains(#"{"params":{"id":42},"reusedFrom":2,"screen":"Product"}"#))
    }

    @Test func aChangedModalLayerIsSetAfterTheLayersAboveItGo() throws {
        let base = [Screen("Home")]
        let current = NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: base,
                                      modals: [[Screen("Sheet"), Screen("A")], [Screen("Alert")]])
        let target = NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: base, modals: [[Screen("Sheet"), Screen("B")]])
        let plan = TransitionPlan(from: current, to: target, style: .reuse)
        #expect(plan.operations == [.dismiss(count: 1), .reuseStack([PlannedScreen(Screen("Sheet"), reusedFrom: 0), PlannedScreen(Screen("B"))])])
        var navigator = ReferenceNavigator(state: current)
        try navigator.apply(plan)
        #expect(navigator.state == target)
    }

    @Test func theNavigatorRefusesAScreenThatIsNotThere() {
        var navigator = ReferenceNavigator(stack: [Screen("Home"), Screen("Cart")])
        #expect(throws: NavigationError.notReusable(index: 1)) {
            try navigator.apply(.reuseStack([PlannedScreen(Screen("Home"), reusedFrom: 1)]))
        }
        #expect(throws: NavigationError.notReusable(index: 0)) {
            try navigator.apply(.reuseStack([PlannedScreen(Screen("Home"), reusedFrom: 0), PlannedScreen(Screen("Home"), reusedFrom: 0)]))
        }
        #expect(navigator.state.stack == [Screen("Home"), Screen("Cart")])
    }
}

extension TransitionPlan {
    /// How many screens applying the plan creates: pushed, presented, set without reuse, or shown
    /// by a flow switch (every stack of the new flow). What the reuse style saves, counted.
    var createdScreens: Int {
        operations.reduce(0) { count, operation in
            switch operation {
            case .push: return count + 1
            case .setStack(let stack), .present(let stack, _): return count + stack.count
            case .reuseStack(let entries): return count + entries.filter { $0.reusedFrom == nil }.count
            case let .switchFlow(_, _, _, stack, tabStacks): return count + stack.count + tabStacks.values.map(\.count).reduce(0, +)
            case .dismiss, .selectTab, .popTo: return count
            }
        }
    }
}
