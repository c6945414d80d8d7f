/// Applies plans to a ``NavigationHost`` one step at a time, waiting for each, and keeps the
/// state that is really on screen.
///
/// Links are queued and taken in order: each is resolved when its turn comes, from the state
/// shown then, so a link that arrives while a plan runs is planned from where that plan ended.
/// ``cancel()`` stops the running plan after its step in flight and drops the queue. A step the
/// host never finishes ends the plan after ``stepTimeout`` (``AppliedPlan/Ending/timedOut(step:)``)
/// and the queue goes on; a link that sees a guard redirect it ends
/// ``AppliedPlan/Ending/redirected(pending:requires:)``. With a ``contextProvider``, each link is
/// resolved with the context of when its turn comes, not of when it was queued. What the
/// user does by hand comes in through ``userDid(_:)`` and ``userChangedStack(to:)`` (the host
/// calls them), so the next link is planned from the truth. Both plan styles apply: the resolver's
/// `planStyle` chooses.
///
/// ```swift
/// let applier = PlanApplier(host: host, state: shown)
/// applier.open("shop://products/42/reviews", with: resolver, context: NavigationContext(["signedIn": true])) { applied in
///     applied.ending  // .completed, .failed(step:_:), .cancelled, .interrupted, ...
/// }
/// ```
@MainActor
public final class PlanApplier {
    /// The host the steps are performed on.
    public let host: any NavigationHost
    /// What is on screen: the state after the last step the host finished, with the user's changes.
    public internal(set) var state: NavigationState
    /// Called after each change of ``state``: a step done, a user change, or a resolver's checked
    /// form of the state adopted when a plan starts.
    public var stateDidChange: (@MainActor (NavigationState) -> Void)?
    /// How long the host may take to finish one step before the plan ends
    /// ``AppliedPlan/Ending/timedOut(step:)``: 10 seconds unless set; nil waits for ever.
    public var stepTimeout: Duration? = .seconds(10)
    /// What holds when a queued link or resumption's turn comes (the session's sign-in state):
    /// when set, it replaces the context given to ``open(_:with:context:completion:)`` and
    /// ``resume(_:with:context:completion:)``, so a link queued while signed out opens its target
    /// once the user has signed in.
    public var contextProvider: (@MainActor () -> NavigationContext)?
    /// Starts a timer that calls its closure once after the duration, and returns what cancels
    /// it: a main-actor `Task` sleeping on the continuous clock unless a test sets another.
    package var startTimer: @MainActor (Duration, @escaping @MainActor () -> Void) -> @MainActor () -> Void = { duration, fire in
        let task = Task { @MainActor in
            do { try await Task.sleep(for: duration) } catch { return }
            fire()
        }
        return { task.cancel() }
    }

    /// What waits for its turn.
    var queue: [Job] = []
    /// The plan being applied.
    var run: Run?
    /// The step the host is performing: its token and the state it leads to.
    var inFlight: (token: Int, state: NavigationState)?
    /// Cancels the timer of the step in flight.
    var cancelTimer: (@MainActor () -> Void)?
    /// User changes reported while a step was in flight, applied when it ends.
    var heldChanges: [NavigationOperation] = []
    /// Counts steps started, so a late or repeated completion is ignored.
    var tokens = 0
    /// Whether ``advance()`` is on the stack (a host that completes at once re-enters it).
    var advancing = false

    /// Creates an applier over `host`, which shows `state` now, and sets the host's ``NavigationHost/applier``.
    public init(host: any NavigationHost, state: NavigationState = .empty) {
        self.host = host
        self.state = state
        host.applier = self
    }

    /// Whether a plan is being applied.
    public var isApplying: Bool { run != nil }

    /// How many links, resumptions and resolutions wait behind the running plan.
    package var waiting: Int { queue.count }

    /// Queues `url`: when its turn comes it is resolved from the state shown then and its plan applied.
    ///
    /// - Parameters:
    ///   - url: The deep link.
    ///   - resolver: The engine's `Resolver` or a generated table's resolver; its `planStyle` chooses the plan style.
    ///   - context: What holds, such as `signedIn`.
    ///   - completion: Called once with how it ended.
    public func open(_ url: String, with resolver: any LinkResolving, context: NavigationContext = NavigationContext(),
                     completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        enqueue(.link(url, resolver, context), completion: completion)
    }

    /// Queues the way back to a state a guard kept (``Resumption/pending``): when its turn comes,
    /// ``LinkResolving/resume(_:from:context:)`` plans it from the state shown then.
    public func resume(_ pending: NavigationState, with resolver: any LinkResolving,
                       context: NavigationContext = NavigationContext(), completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        enqueue(.resume(pending, resolver, context), completion: completion)
    }

    /// Queues a resolution. When its turn comes its plan is applied if it was made from what is
    /// shown then (its `current` equals ``state``, or is ``state``'s one stack placed in its flow
    /// and tab); otherwise it ends ``AppliedPlan/Ending/stale`` and nothing is done.
    public func apply(_ resolution: Resolution, completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        enqueue(.outcome(resolution.outcome, resolution), completion: completion)
    }

    /// Stops the running plan after the step in flight (it ends ``AppliedPlan/Ending/cancelled``
    /// with the state reached), and cancels everything queued.
    public func cancel() {
        run?.cancelled = true
        for index in queue.indices { queue[index].cancelled = true }
        advance()
    }

    /// Takes a change the user made by hand, in the plan's terms: a back swipe or back button is
    /// `.popTo(index:)`, a tab tapped `.selectTab`, a sheet swiped away `.dismiss(count: 1)`, a
    /// screen the app pushes itself `.push`. A running plan stops after its step in flight
    /// (``AppliedPlan/Ending/interrupted``); a change reported during that step is applied when it ends.
    ///
    /// - Throws: ``NavigationError`` when the change breaks UIKit's rules on the state shown; the
    ///   state is unchanged. (A change held during a step and refused then is dropped.)
    public func userDid(_ change: NavigationOperation) throws(NavigationError) {
        guard inFlight == nil else {
            heldChanges.append(change)
            return
        }
        var reference = ReferenceNavigator(state: state)
        try reference.apply(change)
        run?.interrupted = true
        show(reference.state)
    }

    /// Takes the topmost navigation stack as the user left it, root first (what a navigation
    /// controller's `didShow` or a `NavigationStack(path:)` binding reports): the difference
    /// becomes `popTo`/`push`/`setStack` on the selected stack, or one `setStack` keeping the
    /// live screens in a modal layer, applied as ``userDid(_:)`` applies them.
    public func userChangedStack(to screens: [Screen]) throws(NavigationError) {
        let shown = state.modals.last ?? state.stack
        guard screens != shown else { return }
        let changes = state.modals.isEmpty ? TransitionPlan.stackOperations(from: shown, to: screens).operations
                                           : [.reuseStack(PlannedScreen.reusing(shown, for: screens))]
        for change in changes { try userDid(change) }
    }
}
