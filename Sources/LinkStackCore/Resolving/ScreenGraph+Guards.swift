extension ScreenGraph {
    /// One redirect a guard makes: the name of the flow shown instead (one of ``flows``: a hop is
    /// made only to a flow the graph has) and the requirements the guard found unmet. By name, not
    /// definition: each hop copied the whole ``FlowDefinition`` out of the dictionary.
    package typealias GuardHop = (redirect: String, unmet: [String])

    /// The first guard `state` does not pass under `context`, as a hop to its redirect flow: the
    /// flow's guards first, then those of each screen of the selected stack, root first, then of
    /// each modal layer's screens, bottom first; each holder's guards in the order written. Nil
    /// when every guard lets the user through (or a redirect names no flow).
    package func guardHop(in state: NavigationState, context: NavigationContext) -> GuardHop? {
        if let hop = state.flow.flatMap({ flowGuards[$0] }).flatMap({ firstHop(of: $0, context: context) }) { return hop }
        guard !screenGuards.isEmpty else { return nil }
        if let hop = firstHop(in: state.stack, context: context) { return hop }
        for layer in state.modals {
            if let hop = firstHop(in: layer, context: context) { return hop }
        }
        return nil
    }

    /// The first guard of the screens of `stack`, root first, that `context` does not pass.
    private func firstHop(in stack: [Screen], context: NavigationContext) -> GuardHop? {
        for screen in stack {
            if let guards = screenGuards[screen.name], let hop = firstHop(of: guards, context: context) { return hop }
        }
        return nil
    }

    /// The first of `guards` that `context` does not pass, as a hop to its redirect flow.
    private func firstHop(of guards: [NavigationGuard], context: NavigationContext) -> GuardHop? {
        for guarding in guards {
            let unmet = guarding.unmet(in: context)
            if !unmet.isEmpty, flows.keys.contains(guarding.redirect) { return (guarding.redirect, unmet) }
        }
        return nil
    }

    /// The hops from `state` while guards redirect, each flow's first state being what the user
    /// would see there (`shown` without its modals when it is that flow, else its initial state),
    /// until a state passes every guard or a flow comes round again (a loop, which a table
    /// refuses when it loads). Empty when `state` passes.
    package func guardHops(from state: NavigationState, shown: NavigationState,
                           context: NavigationContext) -> [(hop: GuardHop, state: NavigationState)] {
        var hops: [(hop: GuardHop, state: NavigationState)] = []
        var next = guardHop(in: state, context: context)
        while let hop = next, !hops.contains(where: { $0.hop.redirect == hop.redirect }) {
            let state = hop.redirect == shown.flow ? shown.withoutModals : builder.initialState(ofOwnNamed: hop.redirect)
            hops.append((hop, state))
            next = guardHop(in: state, context: context)
        }
        return hops
    }

    /// `target`, or where its guards send the user: the last hop's state, with `target` as
    /// pending (unless the first guard found only negated names unmet: a signed-in user on the
    /// sign-in link has nothing to resume) and every unmet name along the hops, in hop order.
    ///
    /// `target` is taken, not borrowed: a state that passes is handed back without a copy.
    func guarded(_ target: consuming NavigationState, shown: NavigationState,
                 context: NavigationContext) -> (target: NavigationState, pending: NavigationState?, unmet: [String]) {
        let hops = guardHops(from: target, shown: shown, context: context)
        guard let first = hops.first, let last = hops.last else { return (target, nil, []) }
        var unmet: [String] = []
        for name in hops.flatMap(\.hop.unmet) where !unmet.contains(name) { unmet.append(name) }
        let pending = first.hop.unmet.allSatisfy { $0.hasPrefix("!") } ? nil : target
        return (last.state, pending, unmet)
    }
}
