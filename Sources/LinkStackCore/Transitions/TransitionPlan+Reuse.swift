extension TransitionPlan {
    /// How a plan changes a navigation stack.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The fewest pops and pushes: `popTo` the last shared screen and `push` the rest;
        /// `setStack` only for an empty stack or a different root. Animates like a user would
        /// navigate, and the default.
        case minimal
        /// Each navigation stack that changes (the flow's, a tab's, a modal layer's) is replaced by
        /// one `setStack` whose entries say which live screen to keep (``PlannedScreen/reusedFrom``):
        /// the fewest screens created, for apps that rebuild stacks with `setViewControllers`.
        case reuse
    }

    /// The reuse plan within one stack: one `setStack` keeping every equal screen, or nothing when
    /// the stack does not change; pops and pushes counted as for the minimal plan.
    static func reuseOperations(from old: [Screen], to new: [Screen]) -> (operations: [NavigationOperation], pops: Int, pushes: Int) {
        let shared = sharedPrefix(old, new)
        guard old != new else { return ([], 0, 0) }
        return ([.reuseStack(PlannedScreen.reusing(old, for: new))], old.count - shared, new.count - shared)
    }

    /// The reuse plan for modal layers over an unchanged stack: layers that go away are dismissed,
    /// the first layer that changes is replaced with its screens reused, and new layers presented.
    static func reuseOperations(fromModals old: [[Screen]], to new: [[Screen]],
                                present: ([Screen]) -> NavigationOperation) -> [NavigationOperation] {
        let kept = sharedPrefix(old, new)
        guard kept < old.count, kept < new.count else {
            let dismissing: [NavigationOperation] = old.count > kept ? [.dismiss(count: old.count - kept)] : []
            return dismissing + new[kept...].map(present)
        }
        let above = old.count - kept - 1
        let dismissing: [NavigationOperation] = above > 0 ? [.dismiss(count: above)] : []
        return dismissing + [.reuseStack(PlannedScreen.reusing(old[kept], for: new[kept]))]
            + new[(kept + 1)...].map(present)
    }
}
