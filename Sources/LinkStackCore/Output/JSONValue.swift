/// A JSON value, rendered with sorted keys so the library and the CLI print the same bytes.
///
/// ```swift
/// let value: JSONValue = ["screen": "Home", "params": [:]]
/// value.rendered()  // {"params":{},"screen":"Home"}
/// ```
public enum JSONValue: Sendable, Hashable {
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
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
