/// What holds for the user right now, such as `signedIn=true`: the facts flows' `requires` check.
///
/// ```swift
/// var context = NavigationContext()
/// context["signedIn"] = "true"
/// context.holds("signedIn")  // true
/// ```
public struct NavigationContext: Sendable, Hashable {
    /// The facts by name, as text.
    public var values: [String: String]

    /// Creates a context.
    public init(_ values: [String: String] = [:]) { self.values = values }

    /// The value named `name`, if any.
    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Whether the requirement `name` is met: its value is `true`.
    public func holds(_ name: String) -> Bool { values[name] == "true" }

    /// Reads one `key=value` argument, as `--context signedIn=true` gives it.
    ///
    /// - Throws: A message when there is no `=` or no key.
    public mutating func add(assignment: String) throws(ResolutionError.Message) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw .init("expected key=value, like signedIn=true, but got '\(assignment)'")
        }
        values[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
    }

    /// Reads a JSON object of facts: `{"signedIn": true, "plan": "pro"}`.
    ///
    /// - Throws: A message when it is not an object of booleans, strings and numbers.
    public mutating func add(json: JSONValue) throws(ResolutionError.Message) {
        guard case .object(let members) = json else { throw .init("the context must be a JSON object, like {\"signedIn\": true}") }
        for (key, value) in members {
            switch value {
            case .bool(let flag): values[key] = flag ? "true" : "false"
            case .string(let text): values[key] = text
            case .int(let number): values[key] = String(number)
            default: throw .init("\(key): a context value is true, false, a string or a whole number")
            }
        }
    }
}
