/// What the link writer reads of one route to match a link to it from the link's bytes: its
/// path parameters, and whether rank rule 3 may prefer a later route (its scheme and host are
/// the table's ``LinkOrigins``). Every route has one. What the route's links resolve to is the
/// graph's: the writer writes the kind's template (``ResolutionTemplates``), or hands the route and
/// its parameters to the graph to resolve and learn the kind from; an exclusion and a redirect
/// are checked and followed by the table, as the general path does.
///
/// A route whose parameters are only its path's (32 at most), each text or `int` with distinct names, is read
/// from its captures (``TemplateCapture``) without a `String`; any other (query requirements,
/// defaults, `absent:`, an open map, other kinds) has its ``Parameters`` made by the route itself
/// (``Route/parameters(query:capturedBytes:limits:)``), as the general path makes them.
final class RouteCaptures: @unchecked Sendable {
    /// The route, which makes the parameters of a link when ``readsCaptures`` is false.
    let route: Route
    /// Its position in the table's routes.
    let position: Int
    /// Whether its links' parameters are their captures, read as ``TemplateCapture``s.
    let readsCaptures: Bool
    /// How many path parameters it has: the groups a match of it gives.
    let parameterCount: Int
    /// For a route read from its captures, the positions of its path parameters in their names'
    /// byte order (as a link's ``Parameters`` hold them): the start of ``inOrder`` when they come
    /// in that order, as most routes' do, else memory of its own, written once in `init` (hence
    /// `@unchecked Sendable`) and freed with it.
    let captures: UnsafeBufferPointer<Int>
    /// For each path parameter of a route read from its captures, in capture order, whether it is
    /// an `int` (a JSON number): bit `n`.
    let ints: UInt64
    /// Whether a later route may outrank it by naming a link's host exactly (rank rule 3,
    /// ``LinkScope/exactHostRivals``): then the table is asked for the rival of a link it matches
    /// by a wildcard.
    let hasRivals: Bool

    /// The express form of `route` (at `position` in the table); `hasRivals` as the table's scope
    /// tells. Made for every route when a table first matches a link: the route's fields are read
    /// in place (a copy of its whole spec retained each of its parts), and only a route read from
    /// its captures whose names are out of their byte order gets an array of its own.
    init(_ route: Route, at position: Int, hasRivals: Bool) {
        let parameters = route.spec.pathParameters
        let isTemplate: Bool = if case .template = route.spec.path { true } else { false }
        let namesScreen = switch route.spec.target {
        case .exclude, .redirect: false
        case .screen, .stack: true
        }
        var ints: UInt64 = 0, textOrInt = true
        for position in parameters.indices {
            switch parameters[position].kind {
            case .plain, .uuid, .slug, .path, .regex: break
            case .int: if position < RouteCaptures.mostParameters { ints |= 1 << UInt64(position) }
            case .intRange, .bool, .url: textOrInt = false
            }
        }
        self.route = route
        self.position = position
        readsCaptures = isTemplate && namesScreen && textOrInt && parameters.count <= RouteCaptures.mostParameters
            && route.spec.query.isEmpty && route.spec.openQuery == nil
            && route.spec.defaults.isEmpty && route.spec.absent.isEmpty && route.spec.pathNamesDistinct
        parameterCount = parameters.count
        self.ints = ints
        self.hasRivals = hasRivals
        guard readsCaptures else {
            captures = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        // In the order a link's parameters are kept (``Parameters/add(distinct:_:)``: by their names' bytes).
        var inOrder = true
        for position in parameters.indices.dropFirst() where Parameters.keeps(parameters[position].name, before: parameters[position - 1].name) {
            inOrder = false
            break
        }
        guard !inOrder else {
            captures = UnsafeBufferPointer(rebasing: RouteCaptures.inOrder[..<parameters.count])
            return
        }
        let order = UnsafeMutableBufferPointer<Int>.allocate(capacity: parameters.count)
        _ = order.initialize(from: parameters.indices.sorted { Parameters.keeps(parameters[$0].name, before: parameters[$1].name) })
        captures = UnsafeBufferPointer(order)
    }

    deinit {
        if let base = captures.baseAddress, base != RouteCaptures.inOrder.baseAddress { base.deallocate() }
    }

    /// The entry of the kind of a link this route (read from its captures) took, from `current`
    /// under `context` with `flags` (``ResolutionTemplates/flags(events:style:hops:ignores:)``).
    func kind(in templates: ResolutionTemplates, current: NavigationState, context: NavigationContext,
              flags: Int) -> ResolutionTemplates.Entry? {
        templates.entry(route: route.name, parameters: route.spec.pathParameters, order: captures, current: current, context: context,
                        flags: flags)
    }

    /// The positions 0 to 31: the captures of a route whose names come in their byte order (never freed).
    nonisolated(unsafe) private static let inOrder: UnsafeBufferPointer<Int> = {
        let positions = UnsafeMutableBufferPointer<Int>.allocate(capacity: mostParameters)
        _ = positions.initialize(from: 0..<mostParameters)
        return UnsafeBufferPointer(positions)
    }()

    /// The most path parameters a route read from its captures has: room for them is made on the
    /// stack (32 ``TemplateCapture``s, 1 KiB). A route with more makes its parameters itself.
    static let mostParameters = 32

    /// The ``Parameters`` of a link this route (read from its captures) took with `captures` (in
    /// its names' order, in `path`), made by the route as the general path makes them: what the
    /// graph resolves a link of a kind without a template from. Nil if the route refuses them,
    /// which a capture read as a ``TemplateCapture`` never is.
    func parameters(of captures: UnsafeBufferPointer<TemplateCapture>, in path: UnsafeBufferPointer<UInt8>,
                    limits: PCRE2Limits) -> Parameters? {
        // The slot holding each path parameter's capture, by its position in the route.
        var slots = [Int](repeating: 0, count: parameterCount)
        for (slot, position) in self.captures.enumerated() { slots[position] = slot }
        return (try? route.parameters(query: [], capturedBytes: { UnsafeBufferPointer(rebasing: path[captures[slots[$0]].range]) },
                                      limits: limits)) ?? nil
    }
}
