/// A compiled route: how it matches a ``DeepLink`` and which screens it shows.
///
/// Routes come from route files through ``RouteTable``; their patterns are compiled once, when
/// the table loads. A route is immutable and shared: a ``RouteMatch`` refers to it, not a copy.
public final class Route: Sendable {
    /// The route's name, as written or defaulted to its target screen's name.
    public let name: String
    /// The parsed template, or nil for a `regex:` route.
    public let pattern: RoutePattern?
    /// The raw PCRE2 source of a `regex:` route, or nil for a template route.
    public let regex: String?
    /// Every query requirement: the template's and the `query:` map's.
    public let query: [QueryRequirement]
    /// Values for optional query parameters, by parameter name.
    public let defaults: [String: ParameterValue]
    /// The explicit priority (higher is tried first); 0 unless written.
    public let priority: Int
    /// The screen or stack the route shows.
    public let target: RouteTarget
    /// Where the route is written.
    public let location: SourceLocation
    /// The schemes the route answers, lower-cased.
    public let schemes: Set<String>
    /// The hosts the route answers for http(s) links, lower-cased.
    public let hosts: Set<String>
    /// The hosts a `{name:url}` parameter may point to: the table's `hosts` and `urlHosts`.
    public let urlHosts: Set<String>

    /// The path parameters in capture order, with their kinds (plain for a regex route's groups).
    let pathParameters: [(name: String, kind: ParameterKind)]
    /// The compiled path expression.
    let pathMatcher: PCRE2Pattern
    /// Compiled constraints for typed query values, by query name.
    let queryMatchers: [String: PCRE2Pattern]
    /// The route's position across all files, the last tie-breaker of the match order.
    let order: Int

    init(name: String, pattern: RoutePattern?, regex: String?, query: [QueryRequirement], defaults: [String: ParameterValue],
         priority: Int, target: RouteTarget, location: SourceLocation, schemes: Set<String>, hosts: Set<String>,
         urlHosts: Set<String> = [], pathParameters: [(name: String, kind: ParameterKind)], pathMatcher: PCRE2Pattern, queryMatchers: [String: PCRE2Pattern],
         order: Int) {
        self.name = name
        self.pattern = pattern
        self.regex = regex
        self.query = query
        self.defaults = defaults
        self.priority = priority
        self.target = target
        self.location = location
        self.schemes = schemes
        self.hosts = hosts
        self.urlHosts = urlHosts
        self.pathParameters = pathParameters
        self.pathMatcher = pathMatcher
        self.queryMatchers = queryMatchers
        self.order = order
    }

    /// The template or regex as written.
    public var template: String { pattern?.description ?? regex ?? "" }

    /// The names of every parameter the route captures or defaults.
    public var parameterNames: Set<String> {
        Set(pathParameters.map(\.name) + query.compactMap(\.parameterName))
    }

    /// The number of query parameters that must be present.
    public var requiredQueryCount: Int {
        query.filter { requirement in requirement.parameterName.map { defaults[$0] == nil } ?? true }.count
    }

    /// Whether the route answers links with this scheme and (for web links) host, whatever the path.
    public func accepts(_ link: DeepLink) -> Bool {
        guard schemes.contains(link.scheme) else { return false }
        return !link.isWebLink || link.host.map(hosts.contains) == true
    }
}
