/// The value of one route parameter: an integer for `{name:int}`, text for every other kind.
public enum ParameterValue: Sendable, Hashable {
    /// A `{name:int}` capture, in 64-bit range.
    case int(Int)
    /// Any other capture, percent-decoded exactly once and kept as written.
    case string(String)

    /// The value as text: the digits of an integer, or the string itself.
    public var text: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }
}

extension ParameterValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    /// Creates an integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a text value.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ParameterValue: CustomStringConvertible {
    /// The value as text.
    public var description: String { text }
}
