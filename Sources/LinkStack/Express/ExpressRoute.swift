/// What the express lane reads of one route to match a link to it from the link's bytes: its
/// scheme and host masks and its path parameters. Only a route the lane matches exactly as the
/// general path does has one: a template route whose parameters are text or `int`, with distinct
/// names, no query requirement, default, `absent:` or open map, not an exclusion or a redirect.
/// What the route's links resolve to is not the lane's: it writes the kind's template
/// (``ResolutionTemplates``), which the general path made.
struct ExpressRoute: Sendable {
    /// The route's name.
    let name: String
    /// Its path parameters' names in their byte order, as a link's ``Parameters`` hold them.
    let names: [String]
    /// For each name in that order, the position of its capture.
    let captures: [Int]
    /// For each path parameter, in capture order, whether it is an `int` (a JSON number): bit `n`.
    let ints: UInt64
    /// The schemes the route answers, by their positions in the lane's schemes: bit `n`.
    let schemes: UInt64
    /// The exact hosts the route answers, by their positions in the lane's hosts: bit `n`.
    let hosts: UInt64
    /// Whether a wildcard host makes the route's host check the general path's.
    let hasWildcardHost: Bool
    /// Whether the route names its own `hosts:` (then it never matches a link without one).
    let ownsHosts: Bool

    /// The number of path parameters.
    var parameterCount: Int { names.count }

    /// The express form of `route`, its schemes and hosts among the lane's, or nil when the
    /// general path must match its links.
    init?(_ route: Route, schemes: [String], hosts: [String]) {
        let spec = route.spec
        guard case .template = spec.path, spec.query.isEmpty, spec.openQuery == nil, spec.defaults.isEmpty, spec.absent.isEmpty,
              spec.pathNamesDistinct, spec.pathParameters.count <= 64, schemes.count <= 64, hosts.count <= 64 else { return nil }
        switch spec.target {
        case .exclude, .redirect: return nil
        case .screen, .stack: break
        }
        var ints: UInt64 = 0
        for (position, (_, kind)) in spec.pathParameters.enumerated() {
            switch kind {
            case .plain, .uuid, .slug, .path, .regex: break
            case .int: ints |= 1 << UInt64(position)
            case .intRange, .bool, .url: return nil
            }
        }
        name = spec.name
        // In the order a link's parameters are kept (``Parameters/add(distinct:_:)``), each holding its capture's position.
        var order = Parameters(capacity: spec.pathParameters.count)
        for (position, (name, _)) in spec.pathParameters.enumerated() { order.add(distinct: name, .int(position)) }
        names = order.items.map(\.name)
        captures = order.items.map { item in if case .int(let position) = item.value { position } else { 0 } }
        self.ints = ints
        self.schemes = ExpressRoute.mask(schemes.map(spec.schemeSet.contains))
        self.hosts = ExpressRoute.mask(hosts.map(spec.hostSet.contains))
        hasWildcardHost = spec.hostSet.contains(where: HostPattern.isWildcard)
        ownsHosts = spec.ownsHosts
    }

    /// Bits for the positions that are true.
    private static func mask(_ flags: [Bool]) -> UInt64 {
        flags.enumerated().reduce(0) { $1.element ? $0 | 1 << UInt64($1.offset) : $0 }
    }
}
