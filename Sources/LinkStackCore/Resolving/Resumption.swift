/// Where the app goes from what it shows: the state to show and the plan there. A
/// ``Resolution``'s ``Resolution/outcome``, and what ``LinkResolving/resume(_:from:context:)``
/// answers on the way back to a pending link: the state a guard kept, or the same redirect again
/// while its requirements are still unmet.
public struct Resumption: Sendable {
    /// The state the plan starts from: the current state as given, checked against the screens
    /// and flows, placed in its flow and tab, and with titles filled in.
    public let current: NavigationState
    /// The whole navigation state to show after the plan: the link's (or the pending) state, or
    /// the redirect flow's while a guard's requirement is unmet.
    public let target: NavigationState
    /// The plan from ``current`` to ``target``: pops and pushes, or `setStack`s for the reuse style.
    public let plan: TransitionPlan
    /// The state the link leads to once ``requires`` hold, when a guard redirected it; nil when
    /// nothing waits (no guard redirected, or only negated requirements were unmet: a signed-in
    /// user on the sign-in link has nothing to resume).
    public let pending: NavigationState?
    /// The requirements unmet, as the flow writes them (`signedIn`, `!signedIn`); empty unless a
    /// guard redirected.
    public let requires: [String]
    /// The notifications applying ``plan`` sends, when they were asked for.
    public let events: [NavigationEvent]?

    /// Creates an outcome.
    package init(current: NavigationState, target: NavigationState, plan: TransitionPlan, pending: NavigationState? = nil,
                requires: [String] = [], events: [NavigationEvent]? = nil) {
        self.current = current
        self.target = target
        self.plan = plan
        self.pending = pending
        self.requires = requires
        self.events = events
    }

    /// `target`, `operations`, `pops`, `pushes`, and `pending`, `requires` and `events` as in a
    /// ``Resolution``'s JSON.
    package var json: JSONValue { .object(jsonMembers) }

    /// The members of ``json``, which a ``Resolution``'s JSON adds to.
    var jsonMembers: [String: JSONValue] {
        var members = plan.jsonMembers
        members["target"] = target.json
        if let pending { members["pending"] = pending.json }
        if !requires.isEmpty { members["requires"] = .array(requires.map(JSONValue.string)) }
        if let events { members["events"] = .array(events.map(\.json)) }
        return members
    }
}
