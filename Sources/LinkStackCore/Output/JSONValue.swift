/// A JSON value, rendered with sorted keys so the library and the CLI print the same bytes
/// (`["screen": "Home", "params": [:]]` renders `{"params":{},"screen":"Home"}`).
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction or exponent.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; keys are rendered sorted.
    case object([String: JSONValue])

    /// The object's member named `key`, if this is an object that has one.
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// A boolean.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
