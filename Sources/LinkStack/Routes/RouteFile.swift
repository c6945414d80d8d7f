/// The contents of one route file, read but not yet checked against the other files.
struct RouteFile {
    /// The file's path as given.
    var path: String
    /// Accepted schemes, lower-cased; empty when the file lists none.
    var schemes: [String] = []
    /// Hosts accepted for http(s) links, lower-cased.
    var hosts: [String] = []
    /// The screens, in file order.
    var screens: [ScreenDefinition] = []
    /// The routes that could be read, in file order.
    var routes: [RouteDefinition] = []
    /// Whether the file has a `routes:` key (its routes may all have failed to read).
    var declaresRoutes = false
    /// Whether the text was YAML at all.
    var isReadable = true
    /// Every route's name (written, or its target screen's) and position, including routes that
    /// failed to read, so that a repeated name is reported alongside their other problems.
    var routeNames: [(name: String, location: SourceLocation)] = []
    /// Where the `schemes:` list is, for problems about it.
    var schemesLocation: SourceLocation?
}

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
    var target: RouteTarget
    var targetLocation: SourceLocation
    var location: SourceLocation
}
