/// The JSON type of each screen's parameters in a table's answers, learnt from the routes that
/// give them (a sample of each route's parameters, ``ScreenGraph/init(screens:flows:samples:)``):
/// a state someone hands in (`--current`, a pending state) must use the same types, so that
/// `"id": "7"` for an `{id:int}` is refused instead of silently re-pushing a screen the app
/// already shows (`Product(id: 7)` and `Product(id: "7")` are different screens).
package struct ParameterTypes: Sendable {
    /// A parameter value's JSON type.
    package enum Kind: String, Sendable, Comparable {
        case int, bool, string, map

        package init(_ value: ParameterValue) {
            switch value {
            case .int: self = .int
            case .bool: self = .bool
            case .string: self = .string
            case .map: self = .map
            }
        }

        package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// For each screen, the kinds each parameter has in some route's answer.
    private(set) var kinds: [String: [String: Set<Kind>]] = [:]
    /// For each screen, the parameters some route gives as a UUID (`{id:uuid}`): a state's value
    /// of one is read lower-case, as a link's is, so an upper-case id is the same screen.
    private(set) var uuids: [String: Set<String>] = [:]

    /// Builds each target's stack from `params`, sample values of the kinds its route captures,
    /// and records the kind each screen is given for each parameter.
    init(samples: [(target: RouteTarget, params: Parameters)], builder: StackBuilder) {
        for (target, params) in samples where target.showsScreens {
            for screen in builder.stack(for: target, params: params) {
                for (name, value) in screen.params.values { kinds[screen.name, default: [:]][name, default: []].insert(Kind(value)) }
                for item in screen.params.items where item.value == .string(ParameterKind.uuidSample) {
                    uuids[screen.name, default: []].insert(item.name)
                }
            }
        }
    }

    /// Why `screen`'s parameter `name` cannot be `value`, or nil when the routes give it that type
    /// (or never give that parameter).
    func problem(screen: String, name: String, value: ParameterValue) -> String? {
        guard let expected = kinds[screen]?[name], !expected.contains(Kind(value)) else { return nil }
        let given: String
        switch value {
        case .string(let text): given = "the string \(JSONValue.string(text).rendered())"
        case .int(let number): given = "the int \(number)"
        case .bool(let flag): given = "the bool \(flag)"
        case .map: given = "a map"
        }
        let types = expected.sorted().map(\.rawValue).joined(separator: " or ")
        return "screen '\(screen)' takes '\(name)' as \(types) (as its routes give it), not \(given); no value is converted"
    }
}
