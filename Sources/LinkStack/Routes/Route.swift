/// A compiled route: how it matches a ``DeepLink`` and which screens it shows.
///
/// Routes come from route files through ``RouteTable``; their patterns are compiled once, when
/// the table loads. A route is immutable and shared: a ``RouteMatch`` refers to it, not a copy.
public final class Route: Sendable {
    /// The route's name, as written or defaulted to its target screen's name.
    public let name: String
    /// The parsed template, or nil for a `regex:` route.
    package let pattern: RoutePattern?
    /// The raw PCRE2 source of a `regex:` route, or nil for a template route.
    package let regex: String?
    /// Every query requirement: the template's and the `query:` map's.
    package let query: [QueryRequirement]
    /// Values for optional query parameters, by parameter name.
    public let defaults: [String: ParameterValue]
    /// The explicit priority (higher is tried first); 0 unless written.
    public let priority: Int
    /// The screen or stack the route shows.
    public let target: RouteTarget
    /// Where the route is written.
    public let location: SourceLocation
    /// The schemes the route answers, lower-cased: its own `schemes:`, or its file's.
    public let schemes: Set<String>
    /// The hosts the route answers for links that carry one (http(s) and `hostSchemes`),
    /// lower-cased, `*.` for a wildcard: its own `hosts:`, or its file's.
    public let hosts: Set<String>
    /// ``schemes`` in the order written (the route's own list, else its file's): a share link
    /// uses the first it can be written with.
    package let schemeOrder: [String]
    /// ``hosts`` in the order written: a share link uses the first exact one.
    package let hostOrder: [String]
    /// Whether the route names its own `hosts:`; it then never matches a link without a host.
    package let ownsHosts: Bool
    /// Whether the route names its own `schemes:`.
    package let ownsSchemes: Bool
    /// Query names whose presence stops the route matching (`absent:`).
    package let absent: [String]
    /// The hosts a `{name:url}` parameter may point to: the table's `hosts` and `urlHosts`.
    package let urlHosts: Set<String>

    /// The path parameters in capture order, with their kinds (plain for a regex route's groups).
    let pathParameters: [(name: String, kind: ParameterKind)]
    /// The compiled path expression.
    let pathMatcher: PCRE2Pattern
    /// Compiled constraints for typed query values, by query name.
    let queryMatchers: [String: PCRE2Pattern]
    /// The route's position across all files, the last tie-breaker of the match order.
    let order: Int
    /// How many routes that rank the same on path and query answer a strict subset of this
    /// route's schemes and hosts (they are tried first): 0 for the narrowest.
    let scopeRank: Int

    init(name: String, pattern: RoutePattern?, regex: String?, query: [QueryRequirement], defaults: [String: ParameterValue],
         priority: Int, target: RouteTarget, location: SourceLocation, schemes: [String], hosts: [String], ownsHosts: Bool = false,
         ownsSchemes: Bool = false, absent: [String] = [], urlHosts: Set<String> = [], pathParameters: [(name: String, kind: ParameterKind)], pathMatcher: PCRE2Pattern,
         queryMatchers: [String: PCRE2Pattern], order: Int, scopeRank: Int = 0) {
        self.name = name
        self.pattern = pattern
        self.regex = regex
        self.query = query
        self.defaults = defaults
        self.priority = priority
        self.target = target
        self.location = location
        self.schemes = Set(schemes)
        self.hosts = Set(hosts)
        self.schemeOrder = schemes
        self.hostOrder = hosts
        self.ownsHosts = ownsHosts
        self.ownsSchemes = ownsSchemes
        self.absent = absent
        self.urlHosts = urlHosts
        self.pathParameters = pathParameters
        self.pathMatcher = pathMatcher
        self.queryMatchers = queryMatchers
        self.order = order
        self.scopeRank = scopeRank
    }

    /// The same route with another ``scopeRank``.
    func with(scopeRank: Int) -> Route {
        Route(name: name, pattern: pattern, regex: regex, query: query, defaults: defaults, priority: priority, target: target,
              location: location, schemes: schemeOrder, hosts: hostOrder, ownsHosts: ownsHosts, ownsSchemes: ownsSchemes, absent: absent, urlHosts: urlHosts,
              pathParameters: pathParameters, pathMatcher: pathMatcher, queryMatchers: queryMatchers, order: order, scopeRank: scopeRank)
    }

    /// The PCRE2 source of the template's path, nil for a `regex:` route: what the Benchmarks
    /// package's plain loop of patterns matches paths with.
    @_spi(Engine) public var pathExpression: String? { pattern?.pathExpression }

    /// The template or regex as written.
    public var template: String { pattern?.description ?? regex ?? "" }

    /// The names of every parameter the route captures or defaults.
    public var parameterNames: Set<String> {
        Set(pathParameters.map(\.name) + query.compactMap(\.parameterName) + (openQuery.map { [$0] } ?? []))
    }

    /// The screen the route shows on top and the parameters every match gives it: its path's and
    /// its required (or defaulted) query parameters, in order (an optional `{ref?}` or an open
    /// map may be missing), or the explicit `params:` of a `stack:`'s top entry. Nil for an
    /// exclusion or a redirect.
    package var topParameters: (screen: String, names: [String])? {
        switch target {
        case .screen(let name):
            return (name, capturedNames)
        case .stack(let entries):
            guard let top = entries.last else { return nil }
            return (top.screen, top.params.map { $0.keys.sorted() } ?? capturedNames)
        case .exclude, .redirect:
            return nil
        }
    }

    /// The parameters every match carries: path parameters, then required or defaulted query ones.
    var capturedNames: [String] {
        pathParameters.map(\.name) + query.filter { !$0.isOptional }.compactMap(\.parameterName)
    }

    /// The parameter of the pattern's open query map (`{*filters}`), or nil.
    package var openQuery: String? { pattern?.openQuery }

    /// The number of query parameters that must be present: not optional (`{ref?}`), no default.
    package var requiredQueryCount: Int {
        query.filter(isRequired).count
    }

    /// Whether a link must give `requirement`'s query item for the route to match.
    func isRequired(_ requirement: QueryRequirement) -> Bool {
        !requirement.isOptional && requirement.parameterName.map { defaults[$0] == nil } ?? true
    }

    /// The number that decides rank rule 4: required query parameters and `absent:` names.
    package var queryRank: Int { requiredQueryCount + absent.count }

    /// Whether the route answers links with this scheme and host (exactly or by a wildcard),
    /// whatever the path. A link without a host (a custom scheme's) matches only a route without
    /// its own `hosts:`.
    public func accepts(_ link: DeepLink) -> Bool {
        guard schemes.contains(link.scheme) else { return false }
        guard let host = link.host else { return !ownsHosts }
        return HostPattern.bestMatch(in: hosts, host) != nil
    }
}
