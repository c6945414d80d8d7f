/// The engine's ``BatchShortcut``: matches a `--batch` line's link (``ExpressLink``, read by the
/// core's parser) straight from its bytes, and when the link's kind has a template
/// (``ResolutionTemplates``: the same route and parameter names, from the same current state under
/// the same context, made by the general path from the kind's earlier links), writes the template
/// with the link's values; every other line takes the general path.
///
/// A link is matched against its first segment's patterns for its path's length (the dispatcher's
/// own, as the general path runs them, and a `regex:` route's own pattern in its place), with the
/// match data of one ``PCRE2Scratch`` whose callout takes the first route reached. That route's
/// verdict is the general path's callout's: its scheme and host, then its parameters, decoded from
/// the captured bytes of the link's normalized path by their kinds (``TemplateCapture``), or made
/// by the route from them and the link's query items; a route that refuses the link is refused at
/// its callout and the pattern matched again, as the general path's match goes on past it. An
/// exclusion or a redirect is checked and followed by the table. Whenever the general path could
/// answer differently (rank rule 3 with a rival, a match near a limit or the link near its budget,
/// a miss after a route refused its parameters, a link the parser refuses, another thread holding
/// the scratch), the lane declines and the general path answers. The lane writes no resolution of
/// its own: `BatchGoldenTests`, `ExpressLaneTests` and `ExpressLaneQueryTests` hold its bytes
/// equal to the general path's.
final class ExpressLane: BatchShortcut, @unchecked Sendable {
    /// The size limits links are read under.
    let linkLimits: DeepLink.Limits
    /// How the table reads its links.
    let linkOptions: DeepLink.Options
    /// The table's schemes, each as its bytes packed into two words (a scheme of 16 bytes or
    /// fewer, as every one in practice is; a longer one is left to the general path).
    let schemes: [SchemeWords]
    /// The table's exact hosts, by their bytes (lower case), in their bits' positions.
    let hosts: NameIndex
    /// The table's wildcard hosts, each as the suffix it matches (`.wordpress.com` of
    /// `*.wordpress.com`), in its bit's position.
    let wildcards: [[UInt8]]
    private let routes: [ExpressRoute?]
    /// The table, which checks and follows a link whose route is an exclusion or a redirect.
    let table: RouteTable
    /// The graph whose templates the lane writes.
    let graph: ScreenGraph
    /// How the resolver plans.
    let style: TransitionPlan.Style
    private let units: [RouteDispatcher.Unit]
    /// The table's dispatcher, whose first-segment index gives a link's candidate units.
    private let dispatcher: RouteDispatcher
    /// The most match steps one match may take: the table's match limit.
    private let matchLimit: UInt32
    /// The most steps the lane lets one link be charged, as ``PCRE2Budget`` charges them: a
    /// quarter of the link budget, so a link anywhere near it is the general path's. A route's
    /// typed query values are matched under as many again.
    let allowance: UInt32
    let scratch: PCRE2Scratch
    /// Per unit, its first key in ``ExpressPatterns`` and how many it has: one per path length
    /// a chunk has patterns for (``RouteDispatcher/Chunk/lengthCount``), one for another unit.
    private let keys: UnsafeMutableBufferPointer<(first: Int32, count: Int32)>
    /// What changes from line to line, used only under the scratch's lock: the patterns read so
    /// far and a link's path when it had to be normalized. Behind a pointer, so that using it needs
    /// no exclusivity check.
    private let state: UnsafeMutablePointer<(patterns: ExpressPatterns, path: [UInt8])>

    /// What the lane found for a link: a route read from its captures, with where their group
    /// numbers are (``CalloutGroups/positions(of:)``); a route with the parameters it made; or no
    /// route at all.
    private enum Answer {
        case captured(ExpressRoute, CalloutGroups, Range<Int>)
        case found(Found)
        case noRoute
    }

    /// What a route the match reached says to the link: its parameters; that it refuses it (its scheme
    /// or host, or its parameters: `byParameters`), so the match goes on past it as the general
    /// path's does; or that the general path must tell (rank rule 3, a limit).
    private enum Verdict {
        /// Its parameters are its captures.
        case captured
        /// It made these parameters.
        case found(Found)
        case refused(byParameters: Bool)
        case declined
    }

    /// The lane for `resolver`, or nil when its table makes every line the general path's (no
    /// route of up to 64 path parameters; more than 64 schemes, exact hosts or wildcards). Rank
    /// rule 3 needs no check of the table's: only a route with a wildcard host has rivals that name
    /// a host exactly, and the lane leaves a link such a route matches by its wildcard to the
    /// general path.
    init?(_ resolver: Resolver) {
        let table = resolver.table
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        let wildcardNames = table.hosts.filter(HostPattern.isWildcard)
        guard schemeNames.count <= 64, hostNames.count <= 64, wildcardNames.count <= 64,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        let rivals = table.scope.exactHostRivals
        routes = table.routes.enumerated().map { position, route in
            ExpressRoute(route, at: position, schemes: schemeNames, hosts: hostNames, wildcards: wildcardNames,
                         hasRivals: rivals.indices.contains(position) && !rivals[position].isEmpty)
        }
        guard routes.contains(where: { $0 != nil }) else { return nil }  // no route it can answer: every line would cost a decline
        graph = table.graph
        self.table = table
        style = resolver.planStyle
        linkLimits = resolver.linkLimits
        linkOptions = table.linkOptions
        schemes = schemeNames.map { name in Array(name.utf8).withUnsafeBufferPointer { ExpressLane.words($0) } ?? SchemeWords(low: 0, high: 0) }
        hosts = NameIndex(hostNames)
        wildcards = wildcardNames.map { Array($0.utf8.dropFirst()) }
        units = table.dispatcher.units
        keys = .allocate(capacity: max(units.count, 1))
        var total: Int32 = 0
        for (position, unit) in units.enumerated() {
            let count: Int32 = if case .chunk(let chunk) = unit { Int32(chunk.lengthCount) } else { 1 }
            keys.initializeElement(at: position, to: (total, count))
            total += count
        }
        state = .allocate(capacity: 1)
        state.initialize(to: (ExpressPatterns(keys: Int(total)), []))
        dispatcher = table.dispatcher
        matchLimit = table.limits.matchLimit
        allowance = table.limits.linkBudget / 4
        self.scratch = scratch
    }

    deinit {
        keys.deallocate()
        state.pointee.patterns.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    func write(line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
               into output: inout [UInt8]) -> Bool {
        // A link starts with its scheme's letter: a request line (`{`) or a blank one is the general
        // path's at once, not after taking the scratch and reading a layout (about 650 instructions).
        guard let first = line.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        let flags = ResolutionTemplates.flags(events: events, style: style)
        return scratch.withLock { () -> Bool in
            if !state.pointee.path.isEmpty { state.pointee.path.removeAll(keepingCapacity: true) }  // the generic call: 50 instructions
            guard let layout = DeepLink.layout(of: line, limits: linkLimits, options: linkOptions, normalizingInto: &state.pointee.path)
            else { return false }
            let normalized = state.pointee.path
            return normalized.withUnsafeBufferPointer { normalized in
                let path = layout.path.map { UnsafeBufferPointer(rebasing: line[$0]) } ?? normalized
                guard let link = ExpressLink(line, layout: layout, path: path, lane: self) else { return false }
                // Its query items, read as the parser reads them; a name routes read given twice is the general path's error.
                var items: [DeepLink.QueryItem] = []
                if link.hasQuery {
                    guard let read = DeepLink.queryItems(of: line, layout: layout, limits: linkLimits), table.scope.repeatedQueryName(in: read) == nil
                    else { return false }
                    items = read
                }
                switch answer(link, query: items) {
                case nil:
                    return false
                case .noRoute:
                    // The general path checks the context before it matches: a name the table has not is its error.
                    guard (try? graph.check(context)) != nil else { return false }
                    writeNoRoute(line, path: path, into: &output)
                    return true
                case .captured(let route, let groups, let numbers):
                    // The kind's template, made by the general path; none yet: the general path answers (and makes it).
                    let kind = graph.templates.entry(route: route.name, names: route.names, current: current, context: context, flags: flags)
                    guard case .template(let template)? = kind?.status else { return false }
                    return write(template, route: route, groups: groups, numbers: numbers, line: line, path: path, into: &output)
                case .found(let found):
                    return write(found, line: line, current: current, context: context, events: events, into: &output)
                }
            }
        } ?? false
    }

    /// The link's route and parameters, or no route; nil when the general path must answer. A
    /// route that refuses the link is refused at its callout when the pattern is matched again,
    /// so the match goes on to the routes after it, as the general path's callout goes on; a miss
    /// after a route refused its parameters is the general path's (its error may name the route).
    private func answer(_ link: ExpressLink, query: [DeepLink.QueryItem]) -> Answer? {
        let path = link.path
        var charged: UInt32 = 0, refusedParameters = false
        scratch.refuseNone()
        for unit in dispatcher.units(forFirstSegment: UnsafeBufferPointer(rebasing: path[link.firstSegment])) {
            let (first, count) = keys[unit]
            let key = Int(first) + RouteDispatcher.Chunk.lengthIndex(segments: link.segments, lengthCount: Int(count))
            guard let slots = state.pointee.patterns.slots(of: key) ?? readPatterns(of: unit, key: key, segments: link.segments)
            else { return nil }
            for slot in slots {
                let pattern = state.pointee.patterns[slot], single = state.pointee.patterns.single(ofSlot: slot)
                matching: while true {
                    var grant = min(PCRE2Budget.firstGrant, matchLimit)
                    var outcome = scratch.match(pattern, path, limit: grant, single: single)
                    while outcome == .limit, grant < matchLimit {
                        grant = grant > matchLimit / PCRE2Budget.growth ? matchLimit : grant * PCRE2Budget.growth
                        outcome = scratch.match(pattern, path, limit: grant, single: single)
                    }
                    charged += grant
                    guard charged <= allowance else { return nil }
                    switch outcome {
                    case .noMatch: break matching
                    case .limit, .failed: return nil
                    case .matched(let index):
                        let groups = state.pointee.patterns.groups(ofSlot: slot)
                        guard index >= 0, index < routes.count, let route = routes[index],
                              let numbers = groups.positions(of: index), numbers.count == route.parameterCount
                        else { return nil }
                        switch verdict(of: route, on: link, groups: groups, numbers: numbers, query: query) {
                        case .captured: return .captured(route, groups, numbers)
                        case .found(let found): return .found(found)
                        case .declined: return nil
                        case .refused(let byParameters):
                            refusedParameters = refusedParameters || byParameters
                            // A route's own pattern has no callout to refuse: the next slot is tried.
                            if single >= 0 { break matching }
                            guard scratch.refuse(index) else { return nil }
                        }
                    }
                }
            }
        }
        return refusedParameters ? nil : .noRoute
    }

    /// Reads a unit's patterns for paths of `segments` segments (compiling them if no link needed
    /// them before) with their routes' group numbers, under `key`: the dispatch patterns, and a
    /// route matched with its own pattern in its place; nil when such a route's pattern does not
    /// compile (the general path words the error).
    private func readPatterns(of unit: Int, key: Int, segments: Int) -> Range<Int>? {
        let pieces: [RouteDispatcher.Piece]
        switch units[unit] {
        case .chunk(let chunk): pieces = chunk.pieces(segments: segments)
        case .single(let index): pieces = [.single(index)]
        }
        var list: [(handle: PCRE2PatternHandle, groups: CalloutGroups, single: Int)] = []
        for piece in pieces {
            switch piece {
            case .pattern(let pattern, let numbers):
                list.append((PCRE2PatternHandle(pattern), numbers, -1))
            case .single(let index):
                // The route's own pattern, as the general path matches it, its groups read by their names.
                let route = table.routes[index]
                guard let pattern = try? route.pathMatcher() else { return state.pointee.patterns.decline(key) }
                let numbers = route.pathParameters.map { pattern.groupNumbers[$0.name] ?? -1 }
                list.append((PCRE2PatternHandle(pattern), CalloutGroups([index: numbers]), index))
            }
        }
        return state.pointee.patterns.add(list, of: key)
    }

    /// What `route`, reached by the match, says to the link: whether it answers the link's scheme
    /// and host (``Route/accepts(_:)``, rank rule 3 left to the general path: a later route may
    /// name a host the route matched only by a wildcard), then its parameters: its captures, or
    /// those the route makes from them and the query (``Route/parameters(query:capturedBytes:limits:)``,
    /// typed query values matched under the lane's allowance).
    @inline(__always)
    private func verdict(of route: ExpressRoute, on link: ExpressLink, groups: CalloutGroups, numbers: Range<Int>,
                         query: [DeepLink.QueryItem]) -> Verdict {
        guard route.schemes & 1 << UInt64(link.scheme) != 0 else { return .refused(byParameters: false) }
        switch link.host {
        case nil:
            guard !route.ownsHosts else { return .refused(byParameters: false) }
        case .exact(let position):
            let bit: UInt64 = 1 << UInt64(position)
            if route.hosts & bit == 0 {
                guard route.coveredHosts & bit != 0 else { return .refused(byParameters: false) }
                guard !route.hasRivals else { return .declined }
            }
        case .wildcards(let matched):
            // No route names this host exactly (the table's exact hosts are every route's): no rival.
            guard route.wildcards & matched != 0 else { return .refused(byParameters: false) }
        }
        guard !route.readsCaptures else { return .captured }
        return parameters(of: route, on: link, groups: groups, numbers: numbers, query: query)
    }

    /// The verdict of a route whose parameters it makes itself.
    private func parameters(of route: ExpressRoute, on link: ExpressLink, groups: CalloutGroups, numbers: Range<Int>,
                            query: [DeepLink.QueryItem]) -> Verdict {
        let path = link.path
        let ranges = (0..<route.parameterCount).map { scratch.range(ofGroup: groups.number(at: numbers.lowerBound + $0)) }
        guard !ranges.contains(where: { ($0?.upperBound ?? 0) > path.count }) else { return .declined }
        do throws(PCRE2Error) {
            let made = try PCRE2MatchContext.withBudget(allowance) { () throws(PCRE2Error) -> Parameters? in
                try route.route.parameters(query: query, capturedBytes: { ranges[$0].map { UnsafeBufferPointer(rebasing: path[$0]) } },
                                           limits: table.limits)
            }
            guard let params = made else { return .refused(byParameters: true) }
            return .found(Found(route: route, params: params, query: query))
        } catch {
            return .declined
        }
    }
}
