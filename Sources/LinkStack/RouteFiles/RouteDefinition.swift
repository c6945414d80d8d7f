/// A route as a file writes it, before it is compiled.
struct RouteDefinition {
    /// How the path is matched.
    enum Matcher {
        /// `pattern:`, parsed.
        case template(RoutePattern)
        /// `regex:`, the raw PCRE2 source.
        case regex(String)
    }

    /// A `defaults:` value as written.
    struct DefaultValue {
        var text: String
        /// A plain (unquoted) scalar, so `1` may be read as a number.
        var isPlain: Bool
        var location: SourceLocation
    }

    var name: String?
    var matcher: Matcher
    var matcherLocation: SourceLocation
    /// Requirements from the `query:` map.
    var query: [QueryRequirement] = []
    var defaults: [String: DefaultValue] = [:]
    var priority: Int = 0
    /// The route's own `schemes:` (lower-cased), narrowing its file's, or nil.
    var schemes: [String]?
    /// The route's own `hosts:` (lower-cased, `*.` for a wildcard), narrowing its file's, or nil.
    var hosts: [String]?
    /// Where `schemes:` or `hosts:` is written, for problems about them.
    var scopeLocation: SourceLocation?
    /// The query names whose presence stops the route matching (`absent:`).
    var absent: [String] = []
    /// `internal: true`: only a redirect's hop reaches the route, never a link given directly.
    var isInternal = false
    /// `invalidOptional: ignore` (true) or `reject` (false) when the route says, else its file's setting once built.
    var ignoresInvalidOptional: Bool?
    /// `caseSensitive: false` (true) or `true` (false); nil to take the file's.
    var isCaseInsensitive: Bool?
    /// `linkParameter: NAME`: the parameter that holds the link itself, and where it is written.
    var linkParameter: (name: String, location: SourceLocation)?
    /// Where the route's own `invalidOptional:` is written, when it writes one.
    var invalidOptionalLocation: SourceLocation?
    var target: RouteTarget
    var targetLocation: SourceLocation
    var location: SourceLocation
}
