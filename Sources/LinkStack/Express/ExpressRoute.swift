/// One route's `--batch` result prepared at load for the express lane: every constant byte of the
/// JSON (sorted keys, escaped screen and route names, titles' literal parts) written once into the
/// lane's pool, and the steps (``ExpressOp``) that put the captured values between them. Only a
/// route the lane answers exactly as the general path does has one: a template route whose
/// parameters are text or `int`, with no query requirement, default, `absent:` or open map, not an
/// exclusion or redirect, showing a stack of screens outside every flow with no modal screen and
/// no explicit `params:`.
struct ExpressRoute: Sendable {
    /// For each path parameter, in capture order, whether it is an `int` (a JSON number): bit `n`.
    let ints: UInt64
    /// The number of path parameters.
    let parameterCount: Int
    /// The schemes the route answers, by their positions in the lane's schemes: bit `n`.
    let schemes: UInt64
    /// The exact hosts the route answers, by their positions in the lane's hosts: bit `n`.
    let hosts: UInt64
    /// Whether a wildcard host makes the route's host check the general path's.
    let hasWildcardHost: Bool
    /// Whether the route names its own `hosts:` (then it never matches a link without one).
    let ownsHosts: Bool
    /// The route's steps: positions in the lane's steps.
    let ops: Range<Int>
    /// The bytes its steps copy from the pool, each once.
    let poolBytes: Int

    /// The express form of `route` in `table`, its steps appended to `ops` and its bytes to `pool`,
    /// or nil when the general path must answer its links.
    init?(_ route: Route, table: RouteTable, schemes: [String], hosts: [String], ops: inout [ExpressOp], pool: inout [UInt8]) {
        let spec = route.spec
        guard case .template = spec.path, spec.query.isEmpty, spec.openQuery == nil, spec.defaults.isEmpty, spec.absent.isEmpty,
              spec.pathParameters.count <= 64, schemes.count <= 64, hosts.count <= 64 else { return nil }
        var ints: UInt64 = 0
        for (position, (_, kind)) in spec.pathParameters.enumerated() {
            switch kind {
            case .plain, .uuid, .slug, .path, .regex: break
            case .int: ints |= 1 << UInt64(position)
            case .intRange, .bool, .url: return nil
            }
        }
        let names = spec.pathParameters.map(\.name)
        guard Set(names).count == names.count, let stack = ExpressRoute.stack(of: spec.target, graph: table.graph) else { return nil }
        self.ints = ints
        parameterCount = names.count
        self.schemes = ExpressRoute.mask(schemes.map(spec.schemeSet.contains))
        self.hosts = ExpressRoute.mask(hosts.map(spec.hostSet.contains))
        hasWildcardHost = spec.hostSet.contains(where: HostPattern.isWildcard)
        ownsHosts = spec.ownsHosts
        let poolStart = pool.count
        var writer = ExpressProgramWriter(ops: ops, pool: pool)
        (ops, pool) = ([], [])  // the writer holds the only reference: its appends copy nothing
        writer.bytes(#"{"operations":[{"op":"setStack","stack":"#)
        writer.op(.stackStart)
        writer.bytes("[")
        for (index, definition) in stack.enumerated() {
            let given = index == stack.count - 1 ? names : names.filter(definition.parameterNames.contains)
            writer.bytes(index == 0 ? #"{"params":"# : #",{"params":"#)
            writer.object(given, of: names, ints: ints)
            writer.bytes(#","screen":"# + ExpressRoute.json(definition.name))
            if let title = definition.title {
                writer.bytes(#","title":""#)
                writer.title(title, given: given, of: names)
                writer.bytes("\"")
            }
            writer.bytes("}")
        }
        writer.bytes("]")
        writer.op(.stackEnd)
        writer.bytes(#"}],"params":"#)
        writer.object(names, of: names, ints: ints)
        writer.bytes(#","pops":0,"pushes":\#(stack.count),"route":"# + ExpressRoute.json(spec.name) + #","target":"#)
        writer.op(.stackCopy)
        writer.bytes(#","url":""#)
        writer.op(.url)
        writer.bytes(#""}"#)
        self.ops = writer.firstOp..<writer.ops.count
        poolBytes = writer.pool.count - poolStart
        (ops, pool) = (writer.ops, writer.pool)
    }

    /// Bits for the positions that are true.
    private static func mask(_ flags: [Bool]) -> UInt64 {
        flags.enumerated().reduce(0) { $1.element ? $0 | 1 << UInt64($1.offset) : $0 }
    }

    /// The screens `target` shows, root first, as ``StackBuilder`` builds them, or nil when the
    /// state is more than one plain stack (a flow, a modal), a stack entry has explicit `params:`,
    /// or a screen has guards (the general path redirects). A screen over the current state is
    /// built on its `otherwise:` chain, as the general path does from an empty state (the only one
    /// the lane answers).
    private static func stack(of target: RouteTarget, graph: ScreenGraph) -> [ScreenDefinition]? {
        var stack: [ScreenDefinition] = []
        switch target {
        case .screen(let name):
            var next = graph.screens[name]
            while let definition = next, !stack.contains(definition) {
                stack.append(definition)
                next = definition.parent.flatMap { graph.screens[$0] }
            }
            stack.reverse()
        case .stack(let entries):
            for entry in entries {
                guard entry.params == nil else { return nil }
                stack.append(graph.screens[entry.screen] ?? ScreenDefinition(name: entry.screen, location: entry.location))
            }
        case .exclude, .redirect:
            return nil
        }
        guard let root = stack.first, !stack.contains(where: { $0.isModal || !$0.guards.isEmpty }),
              !graph.flows.values.contains(where: { $0.rootScreens.contains(root.name) }) else { return nil }
        return stack
    }

    /// A string as ``JSONValue/render(into:pretty:)`` writes it, quotes included.
    static func json(_ text: String) -> String {
        JSONValue.string(text).rendered()
    }
}
