/// What holds for the user right now, such as `signedIn=true`: the facts flows' `requires` check.
///
/// A table's context names are the names its flows require (`ScreenGraph.contextNames`); a
/// resolver refuses any other name, and every value is `true` or `false`. A name not given is false.
///
/// ```swift
/// var context = NavigationContext()
/// context["signedIn"] = true
/// context.holds("signedIn")   // true
/// context.holds("!signedIn")  // false: a negated requirement
/// ```
public struct NavigationContext: Sendable, Hashable {
    /// The facts by name.
    public var values: [String: Bool]

    /// Creates a context.
    public init(_ values: [String: Bool] = [:]) { self.values = values }

    /// The value named `name`, if given.
    public subscript(name: String) -> Bool? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Whether a requirement as a flow writes it is met: `signedIn` when that value is true,
    /// `!signedIn` when it is not.
    public func holds(_ requirement: String) -> Bool {
        // By the first byte: `hasPrefix` compares Characters, and guards ask on every link.
        let negated = requirement.utf8.first == UInt8(ascii: "!")
        guard !values.isEmpty else { return negated }
        return negated ? values[String(decoding: requirement.utf8.dropFirst(), as: UTF8.self)] != true : values[requirement] == true
    }

    /// The context name a requirement checks: `signedIn` for both `signedIn` and `!signedIn`.
    package static func name(of requirement: String) -> String {
        requirement.hasPrefix("!") ? String(requirement.dropFirst()) : requirement
    }

    /// Reads one `key=value` argument, as `--context signedIn=true` gives it.
    ///
    /// - Throws: A message when there is no `=`, no key, or a value other than `true` or `false`.
    package mutating func add(assignment: String) throws(ResolutionError.Message) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw .init("expected name=true or name=false, like signedIn=true, but got '\(assignment)'")
        }
        let name = String(assignment[..<equals]), value = assignment[assignment.index(after: equals)...]
        switch value {
        case "true": values[name] = true
        case "false": values[name] = false
        default: throw .init("\(name): a context value is true or false, not '\(value)'")
        }
    }

    /// Reads a JSON object of facts: `{"signedIn": true}`.
    ///
    /// - Throws: A message when it is not an object of JSON booleans.
    package mutating func add(json: JSONValue) throws(ResolutionError.Message) {
        guard case .object(let members) = json else { throw .init("the context must be a JSON object, like {\"signedIn\": true}") }
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            guard case .bool(let flag) = value else { throw .init("\(key): a context value is true or false (a JSON boolean)") }
            values[key] = flag
        }
    }
}
