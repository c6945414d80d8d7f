/// Why a URL is not a well-formed deep link, or is larger than the limits allow.
public struct DeepLinkError: Error, Sendable, Hashable {
    /// The URL text as given, cut after its first `maxEchoedLength` characters (with `…` and the
    /// full length in bytes) so that an error never repeats megabytes of input.
    public let url: String

    /// The most characters of the URL an error repeats.
    package static let maxEchoedLength = 256

    /// `text` as an error repeats it: whole up to ``maxEchoedLength`` bytes, else its first
    /// ``maxEchoedLength`` characters with `…` and its size.
    package static func echoed(_ text: String) -> String {
        text.utf8.count <= maxEchoedLength ? text : "\(text.prefix(maxEchoedLength))… (\(text.utf8.count) bytes)"
    }
    /// Which rule the URL breaks.
    public let rule: Rule
    /// What is wrong, in words a person can act on.
    public let reason: String
    /// The 1-based column (in characters) where the problem starts, when one place is to blame.
    public let column: Int?

    /// Creates an error.
    package init(url: String, rule: Rule, reason: String, column: Int? = nil) {
        self.url = DeepLinkError.echoed(url)
        self.rule = rule
        self.reason = reason
        self.column = column
    }

    /// The stable error code: a size limit's own code (`url_too_long`, `too_many_segments`,
    /// `segment_too_long`, `too_many_query_items`) or `invalid_url`.
    public var code: String { rule.code }
}

extension DeepLinkError: CustomStringConvertible {
    /// The reason, with its column when known.
    public var description: String {
        column.map { "\(reason) (column \($0))" } ?? reason
    }
}
