import LinkStackCore

/// Finds a link's route in one pass: the table's template routes compiled into a few
/// trie-factored PCRE2 patterns, JIT-compiled at first use, tried in match order.
///
/// It returns exactly what the reference loop (``RouteTable/referenceMatch(_:)``) returns; tests
/// compare the two. Template routes are grouped by their first segment: a link is tried only
/// against the patterns for its own first segment and those for routes that start with a
/// parameter, so the work per link stays flat as the table grows. Routes that cannot match the
/// same link keep no order between them; everything else stays in match order. `regex:` routes
/// keep their own pattern and are tried at their place in the match order. A pattern too large
/// for PCRE2 (64 KiB compiled) is split in two, and again, so a large table splits instead of
/// failing. A group's pattern is compiled when a link first needs it, so loading a table
/// compiles nothing and a process that resolves one link compiles one or two patterns. (A class:
/// a caller that reads it from its table retains one reference, not each of its lists.)
final class RouteDispatcher: Sendable {
    /// One step of the search.
    enum Unit: Sendable {
        /// Several template routes in one pattern (or a few, when one is too large).
        case chunk(Chunk)
        /// One route matched with its own pattern.
        case single(Int)
    }

    /// A compiled pattern and, for each route it ends in, the group number of each path
    /// parameter, in the order of the route's parameters; or a route PCRE2 would not take in a
    /// shared pattern, matched with its own.
    enum Piece: Sendable {
        case pattern(PCRE2Pattern, groups: CalloutGroups)
        case single(Int)
    }

    /// Every unit, in match order.
    let units: [Unit]
    /// For a first path segment some route names as a literal, by its bytes: the position of the
    /// units that may match, in ``candidates``; the last position is for any other first segment
    /// (the units whose routes start with a parameter, and regex routes).
    private let firstSegments: NameIndex
    /// Where each first segment's units are in ``candidateUnits`` (the unit numbers, in order).
    private let candidates: [(start: Int32, count: Int32)]
    private let candidateUnits: [Int32]
    /// How many units are chunks.
    let chunkCount: Int

    /// Compiles `routes` (in match order); `keepsTrailingSlash` is the table's `trailingSlash: strict`.
    /// `stored`, one per chunk in order (a compiled table's), read the chunks' pattern sources;
    /// a chunk without one, or whose reader gives nil, builds its patterns.
    init(routes: [Route], keepsTrailingSlash: Bool, stored: [StoredChunk] = []) {
        var units: [Unit] = [], keys: [String?] = []
        var run: [DispatchPatternBuilder.Entry] = []
        var chunkCount = 0
        func flush() {
            for (key, entries) in RouteDispatcher.groups(of: run) {
                let sources = stored.indices.contains(chunkCount) ? stored[chunkCount] : nil
                chunkCount += 1
                units.append(.chunk(Chunk(entries: entries, routes: routes, keepsTrailingSlash: keepsTrailingSlash, stored: sources)))
                keys.append(key)
            }
            run = []
        }
        for (index, route) in routes.enumerated() {
            // A route whose literals match in any case, or whose path may end before its last
            // `{name:path?}`, is matched with its own pattern, at its place.
            if let pattern = route.pattern, !route.spec.isCaseInsensitive, pattern.path.last?.kind != .optionalPath {
                run.append(.init(index: index, path: pattern.path))
            } else {
                flush()
                units.append(.single(index))
                keys.append(nil)
            }
        }
        flush()
        self.units = units
        self.chunkCount = chunkCount
        let unkeyed = keys.indices.filter { keys[$0] == nil }
        var own: [String: [Int]] = [:]
        for (unit, key) in keys.enumerated() {
            if let key { own[key, default: []].append(unit) }
        }
        let keyed = Array(own.mapValues { RouteDispatcher.merged($0, unkeyed) })
        firstSegments = NameIndex(keyed.map(\.key))
        let lists = keyed.map(\.value) + [unkeyed]
        var starts: [(start: Int32, count: Int32)] = [], written = 0
        for list in lists {
            starts.append((Int32(written), Int32(list.count)))
            written += list.count
        }
        candidates = starts
        candidateUnits = lists.flatMap { $0.map(Int32.init) }
    }

    /// Compiles every pattern now, not at first use: every chunk's every path length, and each
    /// route matched with its own pattern (`routes`, in match order). A PCRE2 error stays where
    /// compiling keeps it, for the link that needs the pattern. (``Chunk/everyLengthsPieces``
    /// compiles each length's pieces as it reads them.)
    func compileEveryPattern(routes: [Route]) {
        let singles = units.flatMap { unit in
            switch unit {
            case .chunk(let chunk):
                chunk.everyLengthsPieces.joined().compactMap { piece in
                    if case .single(let index) = piece { return index }
                    return nil
                }
            case .single(let index): [index]
            }
        }
        for index in singles { _ = try? routes[index].ownPattern() }
    }

    /// Two ascending lists of unit numbers as one ascending list.
    private static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i] < second[j]) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// A run of template routes in match order, grouped so that each group can be one pattern:
    /// routes that start with the literal `key` (nil: with a parameter). The groups come out in an
    /// order that keeps every two routes that may match the same link in match order: within a
    /// phase all literal starts come before the parameter starts, and a literal start after a
    /// parameter start opens a new phase.
    private static func groups(of run: [DispatchPatternBuilder.Entry]) -> [(String?, [DispatchPatternBuilder.Entry])] {
        var result: [(String?, [DispatchPatternBuilder.Entry])] = []
        var literal: [(String, [DispatchPatternBuilder.Entry])] = [], parameter: [DispatchPatternBuilder.Entry] = []
        var slots: [String: Int] = [:]
        func closePhase() {
            result += literal.map { ($0.0, $0.1) }
            if !parameter.isEmpty { result.append((nil, parameter)) }
            literal = []
            parameter = []
            slots = [:]
        }
        for entry in run {
            guard let key = firstLiteral(entry.path) else {
                parameter.append(entry)
                continue
            }
            if !parameter.isEmpty { closePhase() }
            if let slot = slots[key] {
                literal[slot].1.append(entry)
            } else {
                slots[key] = literal.count
                literal.append((key, [entry]))
            }
        }
        closePhase()
        return result
    }

    /// The literal first segment of a path, "" for the root path, nil when it starts with a parameter.
    private static func firstLiteral(_ path: [PathComponent]) -> String? {
        guard let first = path.first else { return "" }
        if case .literal(let text) = first { return text }
        return nil
    }

    /// The pieces for a group of template routes: one pattern, or halves when PCRE2 refuses it.
    static func compile(_ entries: [DispatchPatternBuilder.Entry], routes: [Route], keepsTrailingSlash: Bool) -> [Piece] {
        guard !entries.isEmpty else { return [] }
        let hasInlineRegex = hasInlineRegex(entries)
        var builder = DispatchPatternBuilder(keepsTrailingSlash: keepsTrailingSlash, resetsGroups: !hasInlineRegex)
        let source = builder.pattern(for: entries)
        if let pattern = try? PCRE2Pattern(source, options: hasInlineRegex ? .default : .bytes) {
            let groups = builder.captures.reduce(into: [Int: [Int]]()) { groups, item in
                let (index, captures) = item
                groups[index] = routes[index].pathParameters.map { parameter in
                    captures.first { $0.name == parameter.name }.flatMap { pattern.groupNumbers[$0.group] } ?? -1
                }
            }
            return [.pattern(pattern, groups: CalloutGroups(groups))]
        }
        guard entries.count > 1 else { return [.single(entries[0].index)] }
        let half = entries.count / 2
        return compile(Array(entries[..<half]), routes: routes, keepsTrailingSlash: keepsTrailingSlash)
            + compile(Array(entries[half...]), routes: routes, keepsTrailingSlash: keepsTrailingSlash)
    }

    /// Whether a route of `entries` has a `{name:REGEX}` parameter, whose meaning may depend on
    /// PCRE2's UTF mode. Without one, a chunk's patterns are compiled for bytes: a link's path is
    /// ASCII (the parser refuses anything else unencoded), where both modes match the same, and
    /// the JIT compiles `[^/]+` for bytes to less code, faster (a quarter fewer instructions).
    private static func hasInlineRegex(_ entries: [DispatchPatternBuilder.Entry]) -> Bool {
        entries.contains { entry in
            entry.path.contains { component in
                if case .parameter(_, .regex) = component { return true }
                return false
            }
        }
    }

    /// The first route in match order that takes `link` (parsed whole), with its parameters, or
    /// nil: ``match(_:origin:query:in:limits:)`` of its path, its scheme and host (`origin`, as
    /// the table's bits `origins`; nil for a table without them: the routes' names decide) and
    /// its query items `query` (its ``DeepLink/queryItems``, read once by the caller). `refused`
    /// tells whether a route the path reached refused the link by its parameters, as in
    /// ``match(_:origin:query:in:limits:refused:)``.
    ///
    /// - Throws: What a match throws when it hits a limit.
    func match(_ link: DeepLink, query: [DeepLink.QueryItem], in routes: [Route], origins: LinkOrigins?, origin: LinkOrigins.Origin?,
               limits: PCRE2Limits, refused: inout Bool) throws(PCRE2Error) -> RouteMatch? {
        let check = if let origins, let origin {
            OriginCheck(origins, origin)
        } else {
            OriginCheck(scheme: link.scheme, host: link.host)
        }
        var source = link.pathSource  // read in place: a string not yet native is made native first
        let range = link.pathRange
        return try LinkBytes.lent(&source) { source in
            Result { () throws(PCRE2Error) -> RouteMatch? in
                try match(LinkPath(path: source.part(range), slashes: link.slashes, hasQuery: !query.isEmpty, mayHoldEscapes: true),
                          origin: check, query: query, in: routes, limits: limits, reachesInternal: link.isRedirectHop, refused: &refused)
            }
        }.get()
    }

    /// The first route in match order that takes the link whose path is `link`, whose scheme and
    /// host `origin` tells and whose query items are `query`, with its parameters, or nil: the
    /// search (``search(_:segments:firstSegment:routes:limits:asking:)``) with the one judge
    /// (``LinkJudge``): each route the path reaches makes its parameters; an `internal: true` route
    /// only when `reachesInternal` (the link is a redirect's hop).
    /// Rank rule 3 is the caller's. `refused` is set to whether a route the path reached, whose
    /// scheme and host the link has, refused the link by its parameters: when none did, a link
    /// no route takes is no route's near miss (a `no_route` error has no refusal to tell).
    ///
    /// - Throws: What a match throws when it hits a limit.
    func match(_ link: LinkPath, origin: OriginCheck, query: [DeepLink.QueryItem], in routes: [Route],
               limits: PCRE2Limits, reachesInternal: Bool = false, refused: inout Bool) throws(PCRE2Error) -> RouteMatch? {
        var asking = Asking(path: link.path, routeCount: routes.count,
                            judge: LinkJudge(routes: routes, origin: origin, query: query, limits: limits, reachesInternal: reachesInternal))
        let taken = try search(link.path, segments: link.segments, firstSegment: link.path.part(link.firstSegment),
                               routes: routes, limits: limits, asking: &asking)
        refused = asking.judge.refusedParameters
        return taken ? asking.judge.found : nil
    }

    /// The numbers of the units that may match a path whose first segment is `segment` (its
    /// bytes), in order: that segment's own, or those for any other first segment when no route
    /// names it.
    func units(forFirstSegment segment: LinkBytes) -> ArraySlice<Int32> {
        let (start, count) = candidates[firstSegments[segment] ?? candidates.count - 1]
        return candidateUnits[Int(start)..<Int(start + count)]
    }
}
