/// What a deep link resolves to: the route, its parameters, the whole target state and the plan
/// from the current state; for a link into a flow whose requirements are unmet, the redirect
/// flow's state with the original target kept as pending.
///
/// The states and the plan are its ``outcome``'s, read as its own members:
/// `resolution.target`, `resolution.plan`, `resolution.pending` (see ``Resumption``).
@dynamicMemberLookup
public struct Resolution: Sendable {
    /// The URL as given.
    public let url: String
    /// The name of the route that answered (the last one, after any ``redirects``).
    public let route: String
    /// That route's captured (and defaulted) parameters, typed: `{name:int}` values are integers.
    public let params: Parameters
    /// The `redirect:` hops taken before ``route`` answered; empty when none.
    public let redirects: [Redirect]
    /// The optional query values that did not fit their kind and were taken as missing (the
    /// route's `invalidOptional: ignore`), by parameter name, as the link gave them; empty when none.
    public let ignored: [String: String]
    /// Where the link leads from the current state: ``Resumption/current`` (checked, placed in
    /// its flow and tab, titles filled in), ``Resumption/target``, ``Resumption/plan``, and after a
    /// guard's redirect ``Resumption/pending`` and ``Resumption/requires``; ``Resumption/events``
    /// when they were asked for.
    public let outcome: Resumption

    /// Creates the resolution of `url` by `route` whose states and plan are `outcome`'s.
    package init(url: String, route: String, params: Parameters, outcome: Resumption, redirects: [Redirect] = [],
                ignored: [String: String] = [:]) {
        self.url = url
        self.route = route
        self.params = params
        self.outcome = outcome
        self.redirects = redirects
        self.ignored = ignored
    }

    /// A member of ``outcome``: `current`, `target`, `plan`, `pending`, `requires` or `events`.
    public subscript<Value>(dynamicMember member: KeyPath<Resumption, Value>) -> Value {
        outcome[keyPath: member]
    }

    /// The JSON contract: `url`, `route`, `params`, `target`, `operations`, `pops`, `pushes`, and
    /// `requires` (and `pending`, unless only negated names were unmet) after a guard's redirect,
    /// `redirects` after `redirect:` routes, `ignored` when optional values were ignored, and
    /// `events` when asked for. `url` is always the link
    /// given; `route` and `params` the final route's.
    package var json: JSONValue {
        var members = outcome.jsonMembers
        members["url"] = .string(url)
        members["route"] = .string(route)
        members["params"] = params.json
        if !redirects.isEmpty { members["redirects"] = .array(redirects.map(\.json)) }
        if !ignored.isEmpty { members["ignored"] = .object(ignored.mapValues(JSONValue.string)) }
        return .object(members)
    }
}

extension Resolution: CustomStringConvertible {
    /// The link, its route and parameters, and the plan: `shop://products/42 → product(id: 42):
    /// popTo 0; push Product(id: 42)`; after a guard's redirect, what it requires.
    public var description: String {
        let route = params.isEmpty ? route : route + params.description
        let requires = outcome.requires.isEmpty ? "" : " (requires \(outcome.requires.joined(separator: ", ")))"
        return "\(url) → \(route): \(outcome.plan)\(requires)"
    }
}
