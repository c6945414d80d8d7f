/// The way back to a pending link (``LinkResolving/resume(_:from:context:)``): the plan from
/// what the app shows to the state a guard kept, or the same redirect again while its
/// requirements are still unmet.
public struct Resumption: Sendable {
    /// The state the plan starts from, checked and placed like ``Resolution/current``.
    public let current: NavigationState
    /// The state to show: the pending state, or the redirect flow's while a requirement is unmet.
    public let target: NavigationState
    /// The minimal plan from ``current`` to ``target``.
    public let plan: TransitionPlan
    /// The pending state again when a guard still redirects; nil once it is shown.
    public let pending: NavigationState?
    /// The requirements still unmet, as the flow writes them; empty once the pending state is shown.
    public let requires: [String]
    /// The notifications applying ``plan`` sends, when they were asked for.
    public let events: [NavigationEvent]?

    /// Creates a resumption.
    public init(current: NavigationState, target: NavigationState, plan: TransitionPlan, pending: NavigationState? = nil,
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
    public var json: JSONValue { .object(Resumption.members(plan: plan, target: target, pending: pending, requires: requires, events: events)) }

    /// The JSON members a resolution and a resumption share.
    static func members(plan: TransitionPlan, target: NavigationState, pending: NavigationState?, requires: [String],
                        events: [NavigationEvent]?) -> [String: JSONValue] {
        var members = plan.jsonMembers
        members["target"] = target.json
        if let pending { members["pending"] = pending.json }
        if !requires.isEmpty { members["requires"] = .array(requires.map(JSONValue.string)) }
        if let events { members["events"] = .array(events.map(\.json)) }
        return members
    }
}
