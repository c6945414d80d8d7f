/// One route of a checked table, as data: what the core's matcher (``CoreResolver``) reads, and
/// what `linkstack generate swift` writes into an app as a Swift literal.
///
/// The engine's route files load into the same description (its `Route` carries one), so the
/// rules for query parameters, hosts and typed values are the core's for both; only how a path
/// is matched differs (PCRE2 in the engine, segments and Swift `Regex` here).
public struct LinkRoute: Sendable {
    /// How a route matches a link's path.
    package enum Path: Sendable, Hashable {
        /// A template's segments, as the table matches them (under `trailingSlash: strict` a
        /// trailing slash is a final empty literal).
        case template([PathComponent])
        /// A `regex:` route: the regex, searched for in the path, and the names of its named
        /// groups in group order (its parameters).
        case regex(String, groups: [String])
    }

    /// The route's name.
    public let name: String
    /// How the route matches a path.
    package let path: Path
    /// Every query requirement: the template's and the `query:` map's, in order.
    package let query: [QueryRequirement]
    /// The parameter of the template's open query map (`{*filters}`), `""` for `{*}` (each other
    /// item a parameter of its own), or nil.
    package let openQuery: String?
    /// Values for missing query parameters, by parameter name.
    package let defaults: [String: ParameterValue]
    /// The screen or stack the route shows (or an exclusion, or a redirect).
    package let target: RouteTarget
    /// The schemes the route answers, lower-cased, in the order written.
    package let schemes: [String]
    /// The hosts the route answers, lower-cased, `*.` for a wildcard, in the order written.
    package let hosts: [String]
    /// Whether the route names its own `hosts:`; it then never matches a link without a host.
    package let ownsHosts: Bool
    /// Query names whose presence stops the route matching (`absent:`).
    package let absent: [String]
    /// The hosts a `{name:url}` parameter may point to.
    package let urlHosts: Set<String>
    /// Whether an optional query value (`{ref?}`, or one with a default) that does not fit its
    /// kind counts as absent instead of refusing the link (`invalidOptional: ignore`).
    package let ignoresInvalidOptional: Bool
    /// The route's class under rank rules 1 and 2 (priority and path shape): routes of one class
    /// stand together in match order and share the number. Rule 3 (an exact host beats a
    /// wildcard) chooses among them for each link.
    package var rankClass: Int

    /// ``schemes`` as a set.
    package let schemeSet: Set<String>
    /// ``hosts`` as a set.
    package let hostSet: Set<String>
    /// The path parameters in capture order, with their kinds (plain for a regex route's groups).
    package let pathParameters: [(name: String, kind: ParameterKind)]
    /// The ``target``'s `redirect:` template read into its pieces, for a redirect route.
    package let redirectTemplate: RedirectTemplate?
    /// Whether only a redirect's hop reaches the route (`internal: true`): a link given directly
    /// passes it by, as if its path did not match.
    package var isInternal = false
    /// Whether its literal segments match in any case (`caseSensitive: false`).
    package var isCaseInsensitive = false
    /// The parameter that holds the link itself, as given (`linkParameter:`), or nil.
    package var linkParameter: String?
    /// Whether no two ``pathParameters`` have names a `String` compares equal (as in any table a
    /// route file gives): then each is added to a link's parameters without looking for it first.
    package let pathNamesDistinct: Bool
    /// The positions of ``pathParameters`` in the order of their names' bytes (the order
    /// ``Parameters`` keeps), four bits each, the first lowest: a link's path parameters are
    /// appended in that order, none compared with the names before it. Nil when the names are not
    /// distinct or more than 16.
    package let pathParameterOrder: UInt64?

    /// Creates a route. The routes of a table are given in match order.
    package init(name: String, path: Path, query: [QueryRequirement] = [], openQuery: String? = nil,
                defaults: [String: ParameterValue] = [:], target: RouteTarget, schemes: [String], hosts: [String] = [],
                ownsHosts: Bool = false, absent: [String] = [], urlHosts: Set<String> = [], ignoresInvalidOptional: Bool = false,
                rankClass: Int = 0) {
        self.init(name: name, path: path, query: query, openQuery: openQuery, defaults: defaults, target: target, schemes: schemes,
                  hosts: hosts, ownsHosts: ownsHosts, absent: absent, urlHosts: urlHosts, ignoresInvalidOptional: ignoresInvalidOptional,
                  rankClass: rankClass, schemeSet: Set(schemes), hostSet: Set(hosts))
    }

    /// Creates a route given ``schemeSet`` and ``hostSet`` too (`Set(schemes)`, `Set(hosts)`):
    /// a compiled table's reader makes one set for all the routes that list the same.
    package init(name: String, path: Path, query: [QueryRequirement], openQuery: String?, defaults: [String: ParameterValue],
                 target: RouteTarget, schemes: [String], hosts: [String], ownsHosts: Bool, absent: [String], urlHosts: Set<String>,
                 ignoresInvalidOptional: Bool, rankClass: Int, schemeSet: Set<String>, hostSet: Set<String>, isInternal: Bool = false,
                 isCaseInsensitive: Bool = false, linkParameter: String? = nil) {
        (self.name, self.isInternal, self.isCaseInsensitive, self.linkParameter) = (name, isInternal, isCaseInsensitive, linkParameter)
        self.path = path
        self.query = query
        self.openQuery = openQuery
        self.defaults = defaults
        self.target = target
        self.schemes = schemes
        self.hosts = hosts
        self.ownsHosts = ownsHosts
        self.absent = absent
        self.urlHosts = urlHosts
        self.ignoresInvalidOptional = ignoresInvalidOptional
        self.rankClass = rankClass
        self.schemeSet = schemeSet
        self.hostSet = hostSet
        switch path {
        case .template(let components):
            // Counted first and reserved once: a compactMap grew the array append by append, for every route at load.
            let count = components.reduce(0) { if case .parameter = $1 { $0 + 1 } else { $0 } }
            var parameters: [(name: String, kind: ParameterKind)] = []
            if count > 0 {
                parameters.reserveCapacity(count)
                for case .parameter(let name, let kind) in components where !name.isEmpty { parameters.append((name, kind)) }  // (`*`: none)
            }
            pathParameters = parameters
        case .regex(_, let groups):
            pathParameters = groups.map { ($0, ParameterKind.plain) }
        }
        redirectTemplate = if case .redirect(let text) = target {
            RedirectTemplate(text: text, path: pathParameters, query: openQuery == nil ? query : nil)
        } else { nil }
        let names = pathParameters
        pathNamesDistinct = names.indices.allSatisfy { one in names[..<one].allSatisfy { $0.name != names[one].name } }
        pathParameterOrder = pathNamesDistinct ? LinkRoute.order(of: names) : nil
    }

    /// The positions of `names` in their bytes' order, packed as ``pathParameterOrder`` is; nil
    /// for more than 16. Sorted by insertion into the packed word: nothing is allocated, for the
    /// thousands of routes of a table read at start-up.
    static func order(of names: [(name: String, kind: ParameterKind)]) -> UInt64? {
        guard names.count > 1 else { return 0 }
        guard names.count <= 16 else { return nil }
        var order: UInt64 = 0  // the positions placed so far, sorted, the first lowest
        for position in names.indices {
            var place = position
            while place > 0 {
                let before = Int(truncatingIfNeeded: order >> (4 * (place - 1)) & 0xF)
                guard Parameters.keeps(names[position].name, before: names[before].name) else { break }
                place -= 1
            }
            let shift = UInt64(4 * place), below = order & ((1 << shift) &- 1)
            order = (order >> shift) << (shift + 4) | UInt64(position) << shift | below
        }
        return order
    }

    /// The template's segments, nil for a `regex:` route.
    package var components: [PathComponent]? {
        if case .template(let components) = path { return components }
        return nil
    }

    /// The names of every parameter the route captures or defaults.
    package var parameterNames: Set<String> { Set(parameterOrder) }

    /// The route's parameters in the order they are written: the path's in capture order, then
    /// the query's, then the open map. A generated `Route` factory takes them in this order.
    public var parameterOrder: [String] {
        pathParameters.map(\.name) + query.compactMap(\.parameterName) + (openQuery.map { $0.isEmpty ? [] : [$0] } ?? [])
    }

    /// Whether a link must give `requirement`'s query item for the route to match.
    package func isRequired(_ requirement: QueryRequirement) -> Bool {
        !requirement.isOptional && requirement.parameterName.map { defaults[$0] == nil } ?? true
    }

    /// A value of every parameter the route captures, of the JSON type it captures it as: what
    /// the ``ScreenGraph`` learns each screen's parameter types from.
    package var sampleParameters: Parameters {
        var samples = Parameters()
        for (name, kind) in pathParameters { samples[name] = kind.sample }
        for case .parameter(let name, let kind) in query.map(\.value) { samples[name] = kind.sample }
        if let map = openQuery, !map.isEmpty { samples[map] = .map([:]) }
        return withLink("", samples)
    }

    /// `params` and, under ``linkParameter``, the link `text` the route matched.
    package func withLink(_ text: String, _ params: Parameters) -> Parameters {
        var params = params
        if let linkParameter { params[linkParameter] = .string(text) }
        return params
    }

    /// Whether the route answers links with this scheme and host (exactly or by a wildcard),
    /// whatever the path. A link without a host (a custom scheme's) matches only a route without
    /// its own `hosts:`.
    package func accepts(_ link: DeepLink) -> Bool {
        accepts(scheme: link.scheme, host: link.host)
    }

    /// ``accepts(_:)`` of a link's lower-cased scheme and host.
    package func accepts(scheme: String, host: String?) -> Bool {
        // A few names are compared one by one, which costs less than hashing the link's.
        guard schemes.count <= 8 ? schemes.contains(scheme) : schemeSet.contains(scheme) else { return false }
        guard let host else { return !ownsHosts }
        guard hosts.count <= 8 else { return HostPattern.bestMatch(in: hostSet, host) != nil }
        return hosts.contains { HostPattern.match($0, host) != nil }
    }
}

extension LinkRoute: Hashable {
    /// Whether two routes are the same data (the derived sets and lists follow from it).
    public static func == (lhs: LinkRoute, rhs: LinkRoute) -> Bool {
        (lhs.name, lhs.path, lhs.query, lhs.openQuery, lhs.defaults, lhs.target) == (rhs.name, rhs.path, rhs.query, rhs.openQuery, rhs.defaults, rhs.target)
            && (lhs.schemes, lhs.hosts, lhs.ownsHosts, lhs.absent, lhs.urlHosts, lhs.rankClass)
                == (rhs.schemes, rhs.hosts, rhs.ownsHosts, rhs.absent, rhs.urlHosts, rhs.rankClass)
            && lhs.ignoresInvalidOptional == rhs.ignoresInvalidOptional
    }

    /// Hashes the route's name and path.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(path)
    }
}
