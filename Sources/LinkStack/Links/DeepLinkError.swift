/// Why a URL is not a well-formed deep link.
public struct DeepLinkError: Error, Sendable, Hashable {
    /// The URL text as given.
    public let url: String
    /// What is wrong, in words a person can act on.
    public let reason: String
    /// The 1-based column (in characters) where the problem starts, when one place is to blame.
    public let column: Int?

    /// Creates an error.
    public init(url: String, reason: String, column: Int? = nil) {
        self.url = url
        self.reason = reason
        self.column = column
    }
}

extension DeepLinkError: CustomStringConvertible {
    /// The reason, with its column when known.
    public var description: String {
        column.map { "\(reason) (column \($0))" } ?? reason
    }
}
