@_spi(Engine) import LinkStackCore

/// What the link writer reads of one route to match a link to it from the link's bytes: its
/// parameters, and whether rank rule 3 may prefer a later route (its scheme and host are
/// the table's ``LinkOrigins``). Every route has one. What the route's links resolve to is the
/// graph's: the writer writes the kind's template (``ResolutionTemplates``), or hands the route and
/// its parameters to the graph to resolve and learn the kind from; an exclusion and a redirect
/// are checked and followed by the table, as the general path does.
///
/// A route that shows screens or redirects, whose path parameters (any kind but `url`; a
/// `regex:` route's groups are text) and query parameters (text, `int`, `int(LOW...HIGH)`, `bool`, `slug` or `uuid`, and an
/// open map: ``QueryCapture``) have distinct names, 32 at most, is read from its captures
/// (``TemplateCapture``) without a `String`: its `absent:` names and query literals checked, an
/// optional value left out giving a kind without it, a default given for a value left out. Any
/// other route, and any link whose values this route reads otherwise (a value its kind refuses, a
/// required one missing, an open map given a name twice), has its ``Parameters`` made by the
/// route itself (``Route/parameters(query:capturedBytes:limits:)``), as the general path makes them.
final class RouteCaptures: @unchecked Sendable {
    /// The route, which makes the parameters of a link when ``readsCaptures`` is false.
    let route: Route
    /// Its position in the table's routes.
    let position: Int
    /// Whether its links' parameters are their captures, read as ``TemplateCapture``s.
    let readsCaptures: Bool
    /// How many path parameters it has: the groups a match of it gives.
    let parameterCount: Int
    /// For a route read from its captures, each parameter's number in their names' byte order (as
    /// a link's ``Parameters`` hold them): a path parameter's position, or ``parameterCount`` plus
    /// the position of its query requirement in ``queryParameters``. The start of ``inOrder`` when
    /// they come in that order, as most routes' do, else memory of its own, written once in `init`
    /// (hence `@unchecked Sendable`) and freed with it.
    let captures: UnsafeBufferPointer<Int>
    /// The parameters' names in that order, in memory of its own (freed with it): a link's kind
    /// names those it gives.
    let names: UnsafeMutableBufferPointer<String>
    /// Every parameter given: a bit for each of ``captures``.
    let everyParameter: UInt64
    /// For each path parameter of a route read from its captures, in capture order, whether it is
    /// an `int` (a JSON number), and whether it is a `bool`: bit `n`.
    let ints: UInt64, bools: UInt64
    /// For a route with an `int(LOW...HIGH)` path parameter, each path parameter's range (every
    /// integer for any other); empty otherwise.
    let intRanges: [ClosedRange<Int>]
    /// The query requirements that fill parameters, and those whose value must be a literal.
    let queryParameters: [QueryCapture], literals: [QueryCapture]
    /// The texts of the route's text defaults, which their captures point into (freed with it).
    let defaultTexts: UnsafeMutableBufferPointer<UInt8>
    /// The query names that must not be given (`absent:`).
    let absent: [String]
    /// Whether a link's query is checked for an `absent:` name or a literal.
    let checksQuery: Bool
    /// Whether it redirects its links (`redirect:`); else it shows screens.
    let redirects: Bool
    /// Whether a later route may outrank it by naming a link's host exactly (rank rule 3,
    /// ``LinkScope/exactHostRivals``): then the table is asked for the rival of a link it matches
    /// by a wildcard.
    let hasRivals: Bool

    /// The writer's form of `route` (at `position` in the table); `hasRivals` as the table's scope
    /// tells. Made for every route when a table first matches a link: the route's fields are read
    /// in place (a copy of its whole spec retained each of its parts), and only a route read from
    /// its captures whose names are out of their byte order gets an array of its own.
    init(_ route: Route, at position: Int, hasRivals: Bool) {
        let spec = route.spec
        let parameters = spec.pathParameters
        let namesScreen = switch spec.target {
        case .exclude, .redirect: false
        case .screen, .stack: true
        }
        let redirects = spec.redirectTemplate != nil
        var ints: UInt64 = 0, bools: UInt64 = 0, readable = true
        var ranges = [ClosedRange<Int>](repeating: Int.min...Int.max, count: parameters.count)
        for position in parameters.indices {
            let bit: UInt64 = position < RouteCaptures.mostParameters ? 1 << UInt64(position) : 0
            switch parameters[position].kind {
            case .plain, .uuid, .slug, .path, .regex: break
            case .int: ints |= bit
            case .intRange(let range):
                ints |= bit
                ranges[position] = range
            case .bool: bools |= bit
            case .url: readable = false
            }
        }
        let query = RouteCaptures.queryReads(of: spec)
        let names = spec.parameterOrder
        self.route = route
        self.position = position
        readsCaptures = (namesScreen || redirects) && readable && query != nil && names.count <= RouteCaptures.mostParameters
            && Set(names).count == names.count
        self.redirects = redirects
        parameterCount = parameters.count
        self.ints = ints
        self.bools = bools
        intRanges = ranges.contains { $0 != Int.min...Int.max } ? ranges : []
        queryParameters = query?.parameters ?? []
        literals = query?.literals ?? []
        defaultTexts = query?.texts ?? UnsafeMutableBufferPointer(start: nil, count: 0)
        absent = spec.absent
        checksQuery = !absent.isEmpty || !literals.isEmpty
        self.hasRivals = hasRivals
        guard readsCaptures else {
            captures = UnsafeBufferPointer(start: nil, count: 0)
            self.names = UnsafeMutableBufferPointer(start: nil, count: 0)
            everyParameter = 0
            return
        }
        // In the order a link's parameters are kept (``Parameters/add(distinct:_:)``: by their names' bytes).
        let order = names.indices.sorted { Parameters.keeps(names[$0], before: names[$1]) }
        self.names = .allocate(capacity: names.count)
        _ = self.names.initialize(from: order.map { names[$0] })
        everyParameter = (1 << UInt64(names.count)) - 1  // (32 at most)
        guard order != Array(names.indices) else {
            captures = UnsafeBufferPointer(rebasing: RouteCaptures.inOrder[..<names.count])
            return
        }
        let memory = UnsafeMutableBufferPointer<Int>.allocate(capacity: names.count)
        _ = memory.initialize(from: order)
        captures = UnsafeBufferPointer(memory)
    }

    deinit {
        defaultTexts.deallocate()
        names.deinitialize()
        names.deallocate()
        if let base = captures.baseAddress, base != RouteCaptures.inOrder.baseAddress { base.deallocate() }
    }

    /// The readings of `spec`'s query requirements that fill parameters, then of its open query
    /// map, those of its literals, and memory holding the texts of its defaults, which their
    /// captures point into; nil when a requirement is of a kind the route must read itself.
    private static func queryReads(of spec: LinkRoute)
        -> (parameters: [QueryCapture], literals: [QueryCapture], texts: UnsafeMutableBufferPointer<UInt8>)? {
        let texts = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: spec.defaults.values.reduce(0) { size, value in
            if case .string(let text) = value { size + text.utf8.count } else { size }
        })
        var used = 0, parameters: [QueryCapture] = [], literals: [QueryCapture] = []
        for requirement in spec.query {
            var fallback: TemplateCapture?
            switch requirement.parameterName.flatMap({ spec.defaults[$0] }) {
            case .int(let number)?: fallback = TemplateCapture(number: number, isFlag: false)
            case .bool(let flag)?: fallback = TemplateCapture(number: flag ? 1 : 0, isFlag: true)
            case .string(let text)?:
                let end = texts[used...].initialize(from: text.utf8).1
                fallback = TemplateCapture(constant: UnsafeBufferPointer(rebasing: texts[used..<end]))
                used = end
            case .map?, nil: break
            }
            guard let read = QueryCapture(requirement, fallback: fallback) else {
                texts.deallocate()
                return nil
            }
            if requirement.parameterName == nil { literals.append(read) } else { parameters.append(read) }
        }
        if spec.openQuery != nil { parameters.append(QueryCapture(mapBesides: spec.query.map(\.queryName))) }
        return (parameters, literals, texts)
    }

    /// The entry of the kind of a link this route (read from its captures) took, giving the
    /// parameters whose bits `given` holds (of ``captures``), from `current` under `context` with
    /// `flags` (``ResolutionTemplates/flags(events:style:hops:ignores:)``).
    func kind(in templates: ResolutionTemplates, given: UInt64, current: NavigationState, context: NavigationContext,
              flags: Int) -> ResolutionTemplates.Entry? {
        let names = UnsafeBufferPointer(self.names)
        guard given != everyParameter else {
            return templates.entry(route: route.name, names: names, current: current, context: context, flags: flags)
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: RouteCaptures.mostParameters) { positions in
            var count = 0, bits = given
            while bits != 0 {
                positions[count] = bits.trailingZeroBitCount
                count += 1
                bits &= bits - 1
            }
            return templates.entry(route: route.name, names: names, positions: UnsafeBufferPointer(rebasing: positions[..<count]),
                                   current: current, context: context, flags: flags)
        }
    }

    /// Whether a link's `query` items give no `absent:` name and every literal the route needs.
    @inline(__always)
    func acceptsQuery(_ query: [DeepLink.QueryItem]) -> Bool {
        checksQuery ? checkQuery(query) : true
    }

    /// ``acceptsQuery(_:)`` of a route that checks a link's query.
    private func checkQuery(_ query: [DeepLink.QueryItem]) -> Bool {
        for name in absent where query.contains(where: { $0.name == name }) { return false }
        for literal in literals {
            guard case .nothing = literal.read(query) else { return false }
        }
        return true
    }

    /// The link or path a route that redirects sends a link to: its `redirect:` filled with the
    /// link's values (`taken`, the captures of the parameters whose bits `given` holds, in `path`
    /// and `query`), as ``RedirectTemplate/filled(with:)`` fills it with the link's parameters.
    func redirect(_ taken: UnsafeBufferPointer<TemplateCapture>, given: UInt64, path: UnsafePointer<UInt8>,
                  query: [DeepLink.QueryItem]) -> String {
        guard let template = route.spec.redirectTemplate else { return "" }
        return template.filled { name in
            guard let position = names.firstIndex(of: name), given & 1 &<< UInt64(position) != 0 else { return nil }
            let capture = taken[(given & (1 &<< UInt64(position) - 1)).nonzeroBitCount]
            return (capture.text(from: path, query: query), capture.form == .map)
        }
    }

    /// The positions 0 to 31: the captures of a route whose names come in their byte order (never freed).
    nonisolated(unsafe) private static let inOrder: UnsafeBufferPointer<Int> = {
        let positions = UnsafeMutableBufferPointer<Int>.allocate(capacity: mostParameters)
        _ = positions.initialize(from: 0..<mostParameters)
        return UnsafeBufferPointer(positions)
    }()

    /// The most parameters a route read from its captures has: room for them is made on the
    /// stack (32 ``TemplateCapture``s, 1 KiB). A route with more makes its parameters itself.
    static let mostParameters = 32

    /// The ``Parameters`` of a link this route (read from its captures) took with `taken` (the
    /// captures of the parameters whose bits `given` holds, in their names' order, in `path`) and
    /// its `query` items, made by the route as the general path makes them: what the graph
    /// resolves a link of a kind without a template from. Nil if the route refuses them, which
    /// captures it read never are.
    func parameters(of taken: UnsafeBufferPointer<TemplateCapture>, given: UInt64, in path: UnsafeBufferPointer<UInt8>,
                    query: [DeepLink.QueryItem], limits: PCRE2Limits) -> Parameters? {
        // The capture of each path parameter, by its position in the route.
        var slots = [Int](repeating: 0, count: parameterCount), slot = 0
        for (position, number) in captures.enumerated() where given & 1 &<< UInt64(position) != 0 {
            if number < parameterCount { slots[number] = slot }
            slot += 1
        }
        return (try? route.parameters(query: query, capturedBytes: { UnsafeBufferPointer(rebasing: path[taken[slots[$0]].range]) },
                                      limits: limits)) ?? nil
    }
}
