/// What a deep link resolves to: the route, its parameters, the whole target stack and the plan
/// from the current stack.
public struct Resolution: Sendable {
    /// The URL as given.
    public let url: String
    /// The route that matched, with its parameters.
    public let match: RouteMatch
    /// The whole navigation state to show, root first.
    public let target: NavigationState
    /// The minimal plan from the current state to ``target``.
    public let plan: TransitionPlan

    /// Creates a resolution.
    public init(url: String, match: RouteMatch, target: NavigationState, plan: TransitionPlan) {
        self.url = url
        self.match = match
        self.target = target
        self.plan = plan
    }

    /// The JSON contract: `url`, `route`, `params`, `target`, `operations`, `pops`, `pushes`.
    public var json: JSONValue {
        var members = plan.jsonMembers
        members["url"] = .string(url)
        members["route"] = .string(match.route.name)
        members["params"] = match.params.json
        members["target"] = target.json
        return .object(members)
    }
}
