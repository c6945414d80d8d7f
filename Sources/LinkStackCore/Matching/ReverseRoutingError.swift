/// No route can write a URL for a screen and its parameters (`RouteTable/url(for:params:scheme:host:)`).
public struct ReverseRoutingError: Error, Sendable, Hashable {
    /// The screen asked for.
    public let screen: String
    /// Why no route fits, route by route.
    public let reason: String

    /// Creates the error for `screen`.
    package init(screen: String, reason: String) {
        self.screen = screen
        self.reason = reason
    }

    /// The stable, machine-readable code: `no_url`.
    public var code: String { "no_url" }

    /// `{"error": {"code": "no_url", "screen": ..., "message": ...}}`.
    package var json: JSONValue { ["error": ["code": .string(code), "screen": .string(screen), "message": .string(reason)]] }
}

extension ReverseRoutingError: CustomStringConvertible {
    /// A message a person can act on.
    public var description: String { "no URL for \(screen): \(reason)" }
}
