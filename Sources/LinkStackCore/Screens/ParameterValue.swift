/// The value of one route parameter: an integer for `{name:int}`, a boolean for `{name:bool}`, the
/// unnamed query items for an open query map `{*name}`, text for every other kind.
public enum ParameterValue: Sendable, Hashable {
    /// A `{name:int}` capture, in 64-bit range.
    case int(Int)
    /// A `{name:bool}` capture: `true`/`1` or `false`/`0`.
    case bool(Bool)
    /// An open query map `{*name}`: every query item the route's pattern does not name, decoded.
    case map([String: String])
    /// Any other capture, percent-decoded exactly once and kept as written.
    case string(String)

    /// The value as text: the digits of an integer, `true` or `false`, a map as a query string
    /// (`a=1&b=2`, names sorted, each part percent-encoded), or the string itself.
    public var text: String {
        switch self {
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .map(let items):
            return items.sorted { $0.key < $1.key }
                .map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value) }.joined(separator: "&")
        case .string(let value): return value
        }
    }
}

extension ParameterValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// Creates an integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates a text value.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ParameterValue: CustomStringConvertible {
    /// The value as text.
    public var description: String { text }
}
