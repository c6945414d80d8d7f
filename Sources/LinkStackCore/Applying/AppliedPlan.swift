/// How one link, resumption or resolution handed to a ``PlanApplier`` ended, and the state it left.
///
/// ```swift
/// applier.open("shop://products/42", with: resolver) { applied in
///     if case .failed(let step, let error) = applied.ending { log("step \(step): \(error)") }
///     applied.state  // what is on screen now
/// }
/// ```
public struct AppliedPlan: Sendable {
    /// Why the plan stopped.
    public enum Ending: Sendable, Hashable {
        /// Every step is on screen: ``AppliedPlan/state`` is the target.
        case completed
        /// Every step is on screen, but a guard sent the link to its redirect flow (sign-in):
        /// `pending` is where the link leads once `requires` hold (resume it with
        /// ``PlanApplier/resume(_:with:context:completion:)``); nil when only negated names were unmet.
        case redirected(pending: NavigationState?, requires: [String])
        /// The host never finished the step at this index within ``PlanApplier/stepTimeout``; the
        /// state is the one before that step, or what the host says it shows
        /// (``NavigationHost/shownState()``). The queue goes on.
        case timedOut(step: Int)
        /// The host could not perform the step at this index of the plan's operations; the state
        /// is the one after the step before.
        case failed(step: Int, NavigationHostError)
        /// The step at this index breaks UIKit's rules on the state shown (``NavigationError``);
        /// the host was not asked to perform it.
        case refused(step: Int, NavigationError)
        /// ``PlanApplier/cancel()`` stopped it after the step that was running.
        case cancelled
        /// The user changed the navigation by hand while it ran; it stopped after the step that
        /// was running, leaving the user's change in place.
        case interrupted
        /// The link did not resolve: no route, an invalid state or context, and so on.
        case unresolved(ResolutionError)
        /// A resolution handed to ``PlanApplier/apply(_:completion:)`` was planned from a state
        /// that is no longer shown; nothing was done. ``PlanApplier/open(_:with:context:completion:)``
        /// resolves when its turn comes and never goes stale.
        case stale
    }

    /// Why it stopped.
    public let ending: Ending
    /// What is shown after it: the target when completed (with any change the user made during
    /// the last step), otherwise the state the steps reached.
    public let state: NavigationState
    /// Where it was going and how (target, plan, pending, requires); nil when it never started.
    public let outcome: Resumption?
    /// The link's resolution (route, parameters, redirects) when it came from a link.
    public let resolution: Resolution?
    /// How many of the plan's operations are on screen.
    public let stepsApplied: Int

    /// Creates a report.
    package init(ending: Ending, state: NavigationState, outcome: Resumption? = nil, resolution: Resolution? = nil,
                stepsApplied: Int = 0) {
        self.ending = ending
        self.state = state
        self.outcome = outcome
        self.resolution = resolution
        self.stepsApplied = stepsApplied
    }

    /// The plan it applied; nil when it never started.
    package var plan: TransitionPlan? { outcome?.plan }
}
