/// The contents of one route file, read but not yet checked against the other files.
struct RouteFile {
    /// The file's path as given.
    var path: String
    /// Accepted schemes, lower-cased; empty when the file lists none.
    var schemes: [String] = []
    /// Hosts accepted for http(s) links, lower-cased.
    var hosts: [String] = []
    /// Hosts a `{name:url}` parameter may point to besides `hosts`, lower-cased.
    var urlHosts: [String] = []
    /// Custom schemes whose links carry a host (`hostSchemes:`), lower-cased.
    var hostSchemes: [String] = []
    /// The file's `trailingSlash:`, with where it is written, when it has that key.
    var trailingSlash: (isStrict: Bool, location: SourceLocation)?
    /// The file's `dropQuery:` names (a name, or a prefix and `*`), each with where it is written.
    var dropQuery: [(pattern: String, location: SourceLocation)] = []
    /// The file's `matchOrder:` (true for `declaration`), with where it is written, when it has that key.
    var matchOrder: (isDeclaration: Bool, location: SourceLocation)?
    /// Whether the file's routes take an optional query value that does not fit as missing
    /// (`invalidOptional: ignore`) unless a route says otherwise; `reject` (false) by default.
    var ignoresInvalidOptional = false
    /// Whether the file's routes match their literal segments in any case (`caseSensitive: false`)
    /// unless a route says otherwise.
    var isCaseInsensitive = false
    /// The file's `limits:`, when it has that section.
    var limits: DeepLink.Limits?
    /// The flows, in file order.
    var flows: [FlowDefinition] = []
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
    /// Every guard requirement its flows and screens write (`signedIn`, `!onboarded`), where it is.
    var requirements: [(text: String, location: SourceLocation)] = []
    /// Where the `schemes:` list is, for problems about it.
    var schemesLocation: SourceLocation?
    /// Where the `hostSchemes:` list is, for problems about it.
    var hostSchemesLocation: SourceLocation?
}
