/// One route's `--batch` result prepared at load for the express lane: every constant byte of the
/// JSON (sorted keys, escaped screen and route names, titles' literal parts) written once, and for
/// each place a captured value goes, which capture. Only a route the lane answers exactly as the
/// general path does has one: a template route whose parameters are text or `int`, with no query
/// requirement, default, `absent:` or open map, not an exclusion or redirect, showing a stack of
/// screens outside every flow with no modal screen and no explicit `params:`.
struct ExpressRoute: Sendable {
    /// A captured value's place: its key (`"name":`, escaped) and its capture's position.
    struct Slot: Sendable {
        let key: [UInt8]
        let position: Int
    }

    /// A piece of a title: escaped literal text, or the text of a capture (nil: a name the screen
    /// does not get, written as nothing).
    enum TitlePiece: Sendable {
        case literal([UInt8])
        case value(Int?)
    }

    /// One screen of the stack.
    struct Screen: Sendable {
        /// The screen's parameters in key order.
        let slots: [Slot]
        /// `,"screen":"Name"`.
        let name: [UInt8]
        /// The title's pieces, or nil for a screen without a title.
        let title: [TitlePiece]?
    }

    /// For each path parameter, in capture order, whether it is an `int` (a JSON number).
    let isInt: [Bool]
    /// The schemes the route answers, by their positions in the lane's schemes.
    let schemes: [Bool]
    /// The exact hosts the route answers, by their positions in the lane's hosts; nil when a
    /// wildcard host makes the route's host check the general path's.
    let hosts: [Bool]?
    /// Whether the route names its own `hosts:` (then it never matches a link without one).
    let ownsHosts: Bool
    /// The route's parameters in key order, for `"params"`.
    let params: [Slot]
    /// The target stack, root first.
    let screens: [Screen]
    /// `,"pops":0,"pushes":N,"route":"name","target":`.
    let middle: [UInt8]

    /// The express form of `route` in `table`, or nil when the general path must answer its links.
    init?(_ route: Route, table: RouteTable, schemes: [String], hosts: [String]) {
        let spec = route.spec
        guard case .template = spec.path, spec.query.isEmpty, spec.openQuery == nil, spec.defaults.isEmpty, spec.absent.isEmpty else {
            return nil
        }
        var isInt: [Bool] = []
        for (_, kind) in spec.pathParameters {
            switch kind {
            case .plain, .uuid, .slug, .path, .regex: isInt.append(false)
            case .int: isInt.append(true)
            case .intRange, .bool, .url: return nil
            }
        }
        guard let stack = ExpressRoute.stack(of: spec.target, graph: table.graph) else { return nil }
        let names = spec.pathParameters.map(\.name)
        guard Set(names).count == names.count else { return nil }
        self.isInt = isInt
        self.schemes = schemes.map(spec.schemeSet.contains)
        self.hosts = spec.hostSet.contains(where: HostPattern.isWildcard) ? nil : hosts.map(spec.hostSet.contains)
        ownsHosts = spec.ownsHosts
        params = ExpressRoute.slots(names, of: names)
        screens = stack.enumerated().map { index, definition in
            let given = index == stack.count - 1 ? names : names.filter(definition.parameterNames.contains)
            return Screen(slots: ExpressRoute.slots(given, of: names),
                          name: Array(#","screen":"#.utf8) + ExpressRoute.json(.string(definition.name)),
                          title: definition.title.map { ExpressRoute.title($0, given: given, of: names) })
        }
        middle = Array(#","pops":0,"pushes":\#(stack.count),"route":"#.utf8) + ExpressRoute.json(.string(spec.name))
            + Array(#","target":"#.utf8)
    }

    /// The screens `target` shows, root first, as ``StackBuilder`` builds them, or nil when the
    /// state is more than one plain stack (a flow, a modal) or a stack entry has explicit `params:`.
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
        guard let root = stack.first, !stack.contains(where: \.isModal),
              !graph.flows.values.contains(where: { $0.rootScreens.contains(root.name) }) else { return nil }
        return stack
    }

    /// Slots for the parameters `given`, sorted by their keys' bytes; positions among `names`.
    private static func slots(_ given: [String], of names: [String]) -> [Slot] {
        given.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { name in
            names.firstIndex(of: name).map { Slot(key: json(.string(name)) + [UInt8(ascii: ":")], position: $0) }
        }
    }

    /// A title template's pieces: `{name}` of a parameter the screen gets is that capture's text.
    private static func title(_ template: String, given: [String], of names: [String]) -> [TitlePiece] {
        var pieces: [TitlePiece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(.literal(escaped(String(rest[..<open]))))
            let name = String(rest[rest.index(after: open)..<close])
            pieces.append(.value(given.contains(name) ? names.firstIndex(of: name) : nil))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.literal(escaped(String(rest))))
        return pieces.filter { if case .literal(let bytes) = $0 { return !bytes.isEmpty } else { return true } }
    }

    /// A JSON value's bytes as ``JSONValue/render(into:pretty:)`` writes them.
    private static func json(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        value.render(into: &bytes)
        return bytes
    }

    /// A string's JSON escape, without the quotes.
    private static func escaped(_ text: String) -> [UInt8] {
        Array(json(.string(text)).dropFirst().dropLast())
    }
}
