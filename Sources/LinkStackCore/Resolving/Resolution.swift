/// What a deep link resolves to: the route, its parameters, the whole target state and the plan
/// from the current state; for a link into a flow whose requirements are unmet, the redirect
/// flow's state with the original target kept as pending.
public struct Resolution: Sendable {
    /// The URL as given.
    public let url: String
    /// The name of the route that answered (the last one, after any ``redirects``).
    public let route: String
    /// That route's captured (and defaulted) parameters, typed: `{name:int}` values are integers.
    public let params: Parameters
    /// The state the plan starts from: the current state as given, checked against the table,
    /// placed in its flow and tab, and with titles filled in.
    public let current: NavigationState
    /// The whole navigation state to show after the plan.
    public let target: NavigationState
    /// The minimal plan from the current state to ``target``.
    public let plan: TransitionPlan
    /// The state the link leads to once ``requires`` hold, when a guard redirected it; nil when
    /// only negated requirements were unmet (a signed-in user on the sign-in link has nothing to resume).
    public let pending: NavigationState?
    /// The requirements that are unmet, as the flow writes them (`signedIn`, `!signedIn`); empty
    /// unless a guard redirected the link.
    public let requires: [String]
    /// The notifications applying ``plan`` sends, when they were asked for.
    public let events: [NavigationEvent]?
    /// The `redirect:` hops taken before ``route`` answered; empty when none.
    public let redirects: [Redirect]

    /// Creates a resolution.
    public init(url: String, route: String, params: Parameters, current: NavigationState, target: NavigationState, plan: TransitionPlan,
                pending: NavigationState? = nil, requires: [String] = [], events: [NavigationEvent]? = nil, redirects: [Redirect] = []) {
        self.url = url
        self.route = route
        self.params = params
        self.current = current
        self.target = target
        self.plan = plan
        self.pending = pending
        self.requires = requires
        self.events = events
        self.redirects = redirects
    }

    /// Creates the resolution of `url` by `route` whose states and plan are `outcome`'s.
    public init(url: String, route: String, params: Parameters, outcome: Resumption, redirects: [Redirect] = []) {
        self.init(url: url, route: route, params: params, current: outcome.current, target: outcome.target, plan: outcome.plan,
                  pending: outcome.pending, requires: outcome.requires, events: outcome.events, redirects: redirects)
    }

    /// The JSON contract: `url`, `route`, `params`, `target`, `operations`, `pops`, `pushes`, and
    /// `requires` (and `pending`, unless only negated names were unmet) after a guard's redirect, `redirects` after `redirect:` routes, and
    /// `events` when asked for. `url` is always the link given; `route` and `params` the final route's.
    public var json: JSONValue {
        var members = Resumption.members(plan: plan, target: target, pending: pending, requires: requires, events: events)
        members["url"] = .string(url)
        members["route"] = .string(route)
        members["params"] = params.json
        if !redirects.isEmpty { members["redirects"] = .array(redirects.map(\.json)) }
        return .object(members)
    }
}
