extension ScreenGraph {
    /// The resolution of `url`, once a matcher has found its route: the state `target` shows with
    /// `params` (or the redirect flow's state while a guard's requirements are unmet) and the plan
    /// from `current`.
    ///
    /// - Parameters:
    ///   - url: The link as given.
    ///   - route: The name of the route that answered (after any `redirect:` hops).
    ///   - target: That route's target: a screen or a stack.
    ///   - params: The parameters the route captured, typed.
    ///   - redirects: The `redirect:` hops taken before `route` answered.
    ///   - ignored: The optional query values the route took as missing (`invalidOptional: ignore`), by parameter name.
    ///   - current: What the app shows now.
    ///   - context: What holds; checked against ``contextNames``.
    ///   - events: Whether to list the notifications UIKit sends while the plan is applied.
    ///   - style: How the plan changes stacks.
    /// - Throws: ``ResolutionError/invalidContext(_:)`` or ``ResolutionError/invalidCurrent(_:)``.
    package func resolution(of url: String, route: String, target: RouteTarget, params: Parameters, redirects: [Redirect] = [],
                           ignored: [String: String] = [:], from current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                           events: Bool = false, style: TransitionPlan.Style = .minimal) throws(ResolutionError) -> Resolution {
        try check(context)
        return resolution(of: url, route: route, target: target, params: params, redirects: redirects, ignored: ignored,
                          shown: try shownState(current), context: context, events: events, style: style)
    }

    /// The resolution from a shown state already checked (``shownState(_:)``).
    func resolution(of url: String, route: String, target: RouteTarget, params: Parameters, redirects: [Redirect],
                    ignored: [String: String], shown: NavigationState, context: NavigationContext, events: Bool,
                    style: TransitionPlan.Style) -> Resolution {
        let built = builder.state(for: target, params: params, over: shown)
        let outcome = settled(guarded(built, shown: shown, context: context), from: shown, events: events, style: style)
        return Resolution(url: url, route: route, params: params, outcome: outcome, redirects: redirects, ignored: ignored)
    }

    /// The way back to `pending`, the state a guard kept (``LinkResolving/resume(_:from:context:)``):
    /// from `current` to `pending` exactly, or the same redirect again while its flow's requirements
    /// are still unmet.
    ///
    /// - Throws: ``ResolutionError/invalidTarget(_:)`` for a `pending` this graph cannot show (its
    ///   path starts `pending`), ``ResolutionError/invalidCurrent(_:)`` or ``ResolutionError/invalidContext(_:)``.
    package func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext = NavigationContext(),
                       events: Bool = false, style: TransitionPlan.Style = .minimal) throws(ResolutionError) -> Resumption {
        try check(context)
        guard !pending.isEmpty else { throw .invalidTarget("pending: the state shows nothing; a pending state always has a stack") }
        let kept: NavigationState
        do throws(ResolutionError.Message) {
            kept = try StateValidator(graph: self).validated(pending)
        } catch {
            // The problem's JSON path, under "pending": pending.stacks.Home[1].screen, pending[0].screen.
            throw .invalidTarget("pending" + (error.text.hasPrefix("[") ? "" : ".") + error.text)
        }
        let shown = try shownState(current)
        return settled(guarded(kept, shown: shown, context: context), from: shown, events: events, style: style)
    }

    /// `current` checked against the graph and placed in its flow and tab, with titles filled in.
    ///
    /// - Throws: ``ResolutionError/invalidCurrent(_:)`` with the JSON path of the first problem.
    package func shownState(_ current: NavigationState) throws(ResolutionError) -> NavigationState {
        // Nothing shown (as a link opened from a cold start): nothing to check, place or title.
        if current.isSingleStack, current.flowStack.isEmpty { return current }
        do throws(ResolutionError.Message) {
            return try StateValidator(graph: self).validated(current)
        } catch {
            throw .invalidCurrent(error.text)
        }
    }

    /// `target`, a state an app built itself (`linkstack diff --target`), checked against the
    /// graph like a current state and placed in its flow and tab, with titles filled in.
    ///
    /// - Throws: ``ResolutionError/invalidTarget(_:)`` with the JSON path of the first problem.
    package func targetState(_ target: NavigationState) throws(ResolutionError) -> NavigationState {
        do throws(ResolutionError.Message) {
            return try StateValidator(graph: self).validated(target)
        } catch {
            throw .invalidTarget(error.text)
        }
    }

    /// The plan between two states of this graph, as a resolution plans it: each flow's
    /// transition and each modal stack's presentation as the table declares them.
    package func plan(from shown: NavigationState, to target: NavigationState, style: TransitionPlan.Style = .minimal) -> TransitionPlan {
        TransitionPlan(from: shown, to: target, transitions: transitions, styles: presentationStyles, style: style)
    }

    /// The plan from `shown` to a guarded target, and the events it sends when asked for.
    private func settled(_ guarded: consuming (target: NavigationState, pending: NavigationState?, unmet: [String]), from shown: NavigationState,
                         events: Bool, style: TransitionPlan.Style) -> Resumption {
        let plan = self.plan(from: shown, to: guarded.target, style: style)
        return Resumption(current: shown, target: guarded.target, plan: plan, pending: guarded.pending, requires: guarded.unmet,
                          events: events ? NavigationEvent.events(applying: plan, to: shown, styles: presentationStyles) : nil)
    }
}

extension NavigationState {
    /// The same state with every modal stack dismissed.
    var withoutModals: NavigationState {
        var state = self
        state.modals = []
        return state
    }
}
