import Foundation
import LinkStackCore

/// A compiled route: how it matches a `DeepLink` and which screens it shows.
///
/// Routes come from route files through ``RouteTable``; their patterns are compiled once, when
/// the table loads. A route is immutable and shared: a ``RouteMatch`` refers to it, not a copy.
/// What it matches is described by its `spec`, a `LinkRoute` (the data the core's matcher and
/// `linkstack generate swift` read); the route adds its PCRE2 patterns and where it is written.
public final class Route: Sendable {
    /// The route as data: name, path, query, hosts, target.
    package let spec: LinkRoute
    /// The parsed template, or nil for a `regex:` route.
    package let pattern: RoutePattern?
    /// The explicit priority (higher is tried first); 0 unless written.
    package let priority: Int
    /// Where the route is written.
    public let location: SourceLocation
    /// Where its `pattern:` or `regex:` value is written.
    package let matcherLocation: SourceLocation
    /// Whether the route names its own `schemes:`.
    package let ownsSchemes: Bool
    /// The compiled path expression with its path parameters' group numbers, or how compiling it
    /// failed: made when the table loads from route files (which checks it), at first use when it
    /// loads from a compiled table.
    private let compiledPath: LazyValue<Result<OwnPattern, PCRE2Error>>

    /// The route's own pattern and the group number of each of its path parameters, in their
    /// order (-1 for one no group captures): what a search reads a route matched alone by.
    struct OwnPattern: Sendable {
        let pattern: PCRE2Pattern
        let groups: [Int]

        init(_ pattern: PCRE2Pattern, parameters: [String]) {
            self.pattern = pattern
            groups = parameters.map { pattern.groupNumbers[$0] ?? -1 }
        }
    }
    /// Compiled constraints for typed query values, by query name.
    let queryMatchers: [String: PCRE2Pattern]
    /// Whether only a redirect's hop reaches the route (`internal: true`; read here, not through ``spec``, on every link).
    let isInternal: Bool
    /// The route's position across all files, the last tie-breaker of the match order.
    let order: Int
    /// How many routes that rank the same on path and query answer a strict subset of this
    /// route's schemes and hosts (they are tried first): 0 for the narrowest.
    let scopeRank: Int

    convenience init(spec: LinkRoute, pattern: RoutePattern?, priority: Int, location: SourceLocation, matcherLocation: SourceLocation? = nil,
         ownsSchemes: Bool = false,
         pathMatcher: PCRE2Pattern, queryMatchers: [String: PCRE2Pattern], order: Int, scopeRank: Int = 0) {
        self.init(spec: spec, pattern: pattern, priority: priority, location: location, matcherLocation: matcherLocation, ownsSchemes: ownsSchemes,
                  compiledPath: LazyValue(made: .success(OwnPattern(pathMatcher, parameters: spec.pathParameters.map(\.name))),
                                          lock: Route.ownPatternLock),
                  queryMatchers: queryMatchers, order: order, scopeRank: scopeRank)
    }

    /// A route whose path expression (checked already: its template's, or its `regex:`) is
    /// written and compiled at first use: a template's own pattern serves only the reference
    /// loop, `explain` and rank rule 3.
    convenience init(spec: LinkRoute, pattern: RoutePattern?, priority: Int, location: SourceLocation, matcherLocation: SourceLocation,
                     ownsSchemes: Bool, keepsTrailingSlash: Bool, queryMatchers: [String: PCRE2Pattern], order: Int, scopeRank: Int = 0) {
        let regex: String? = if case .regex(let source, _) = spec.path { source } else { nil }
        // The closure keeps the name and the parameters (one list, read when it runs), not a copy of the whole spec.
        let name = spec.name, parameters = spec.pathParameters, caseInsensitive = spec.isCaseInsensitive
        self.init(spec: spec, pattern: pattern, priority: priority, location: location, matcherLocation: matcherLocation, ownsSchemes: ownsSchemes,
                  compiledPath: LazyValue(lock: Route.ownPatternLock) {
                      Result { () throws(PCRE2Error) in
                          guard let source = regex ?? pattern?.pathExpression(keepsTrailingSlash: keepsTrailingSlash,
                                                                               caseInsensitive: caseInsensitive) else {
                              throw .compile(pattern: "", message: "route '\(name)' has neither a template nor a regex", offset: 0)
                          }
                          return OwnPattern(try PCRE2Pattern(source), parameters: parameters.map(\.name))
                      }
                  },
                  queryMatchers: queryMatchers, order: order, scopeRank: scopeRank)
    }

    /// The one lock of every route's own pattern, read rarely (a lock each cost a cold start from
    /// the GitHub table's `.lsc` 230 k instructions, over its 40 M budget).
    private static let ownPatternLock = NSLock()

    private init(spec: LinkRoute, pattern: RoutePattern?, priority: Int, location: SourceLocation, matcherLocation: SourceLocation?,
                 ownsSchemes: Bool, compiledPath: LazyValue<Result<OwnPattern, PCRE2Error>>, queryMatchers: [String: PCRE2Pattern],
                 order: Int, scopeRank: Int) {
        self.spec = spec
        self.pattern = pattern
        self.priority = priority
        self.location = location
        self.matcherLocation = matcherLocation ?? location
        self.ownsSchemes = ownsSchemes
        self.compiledPath = compiledPath
        self.queryMatchers = queryMatchers
        self.order = order
        self.scopeRank = scopeRank
        isInternal = spec.isInternal
    }

    /// The same route with another ``scopeRank``.
    func with(scopeRank: Int) -> Route {
        Route(spec: spec, pattern: pattern, priority: priority, location: location, matcherLocation: matcherLocation, ownsSchemes: ownsSchemes,
              compiledPath: compiledPath, queryMatchers: queryMatchers, order: order, scopeRank: scopeRank)
    }

    /// The compiled path expression.
    ///
    /// - Throws: How compiling it failed (only for a compiled table whose pattern no longer compiles).
    func pathMatcher() throws(PCRE2Error) -> PCRE2Pattern {
        try compiledPath.wrapped.get().pattern
    }

    /// The compiled path expression with its path parameters' group numbers.
    ///
    /// - Throws: As ``pathMatcher()``.
    func ownPattern() throws(PCRE2Error) -> OwnPattern {
        try compiledPath.wrapped.get()
    }

    /// The route's name, as written or defaulted to its target screen's name.
    public var name: String { spec.name }
    /// The raw PCRE2 source of a `regex:` route, or nil for a template route.
    package var regex: String? {
        if case .regex(let source, _) = spec.path { return source }
        return nil
    }
    /// Every query requirement: the template's and the `query:` map's.
    package var query: [QueryRequirement] { spec.query }
    /// Values for optional query parameters, by parameter name.
    package var defaults: [String: ParameterValue] { spec.defaults }
    /// The screen or stack the route shows.
    package var target: RouteTarget { spec.target }
    /// The schemes the route answers, lower-cased: its own `schemes:`, or its file's.
    package var schemes: Set<String> { spec.schemeSet }
    /// The hosts the route answers for links that carry one (http(s) and `hostSchemes`),
    /// lower-cased, `*.` for a wildcard: its own `hosts:`, or its file's.
    package var hosts: Set<String> { spec.hostSet }
    /// ``schemes`` in the order written (the route's own list, else its file's): a share link
    /// uses the first it can be written with.
    package var schemeOrder: [String] { spec.schemes }
    /// ``hosts`` in the order written: a share link uses the first exact one.
    package var hostOrder: [String] { spec.hosts }
    /// Whether the route names its own `hosts:`; it then never matches a link without a host.
    package var ownsHosts: Bool { spec.ownsHosts }
    /// Query names whose presence stops the route matching (`absent:`).
    package var absent: [String] { spec.absent }
    /// The hosts a `{name:url}` parameter may point to: the table's `hosts` and `urlHosts`.
    package var urlHosts: Set<String> { spec.urlHosts }
    /// The path parameters in capture order, with their kinds (plain for a regex route's groups).
    var pathParameters: [(name: String, kind: ParameterKind)] { spec.pathParameters }

    /// The PCRE2 source of the template's path, nil for a `regex:` route: what the Benchmarks
    /// package's plain loop of patterns matches paths with.
    @_spi(Engine) public var pathExpression: String? { pattern?.pathExpression }

    /// The template or regex as written.
    public var template: String { pattern?.description ?? regex ?? "" }

    /// The names of every parameter the route captures or defaults.
    package var parameterNames: Set<String> { spec.parameterNames }

    /// The screen the route shows on top and the parameters every match gives it
    /// (``LinkRoute``'s). Nil for an exclusion or a redirect.
    package var topParameters: (screen: String, names: [String])? { spec.topParameters }

    /// The parameters every match carries: path parameters, then required or defaulted query ones.
    var capturedNames: [String] { spec.capturedNames }

    /// The parameter of the pattern's open query map (`{*filters}`), or nil.
    package var openQuery: String? { spec.openQuery }

    /// The number of query parameters that must be present: not optional (`{ref?}`), no default.
    package var requiredQueryCount: Int {
        query.filter(isRequired).count
    }

    /// Whether a link must give `requirement`'s query item for the route to match.
    func isRequired(_ requirement: QueryRequirement) -> Bool { spec.isRequired(requirement) }

    /// The number that decides rank rule 4: required query parameters and `absent:` names.
    package var queryRank: Int { requiredQueryCount + absent.count }

    /// Whether the route answers links with this scheme and host (exactly or by a wildcard),
    /// whatever the path. A link without a host (a custom scheme's) matches only a route without
    /// its own `hosts:`.
    package func accepts(_ link: DeepLink) -> Bool { spec.accepts(link) }

    /// ``accepts(_:)`` given a link's lower-cased scheme and host, made once for many routes.
    package func accepts(scheme: String, host: String?) -> Bool { spec.accepts(scheme: scheme, host: host) }
}
