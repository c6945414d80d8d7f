/// The engine's ``BatchShortcut``: matches a `--batch` line that is a link without a query or
/// fragment (``ExpressLink``, read by the core's parser) straight from its bytes, and when its
/// route has an ``ExpressRoute`` and the link's kind has a template (``ResolutionTemplates``: the
/// same route and parameter names, from the same current state under the same context, made by
/// the general path from the kind's earlier links), writes the template with the link's values;
/// every other line takes the general path.
///
/// A link is matched once against its first segment's patterns for its path's length (the
/// dispatcher's own, as the general path runs them), with the match data of one ``PCRE2Scratch``
/// whose callout takes the first route reached; its parameters are decoded from the captured
/// bytes of the link's normalized path by their kinds, as the general path's callout decodes
/// them. Whenever the general path could answer differently (a route with checks beyond its path
/// matched first, a match came near a limit or the link near its budget, a regex route is a
/// candidate, another thread holds the scratch), the lane declines and the general path answers.
/// The lane writes no resolution of its own: `BatchGoldenTests` and `ExpressLaneTests` hold its
/// bytes equal to the general path's.
final class ExpressLane: BatchShortcut, @unchecked Sendable {
    /// The size limits links are read under.
    private let linkLimits: DeepLink.Limits
    /// How the table reads its links.
    private let linkOptions: DeepLink.Options
    /// The table's schemes, each as its bytes packed into two words (a scheme of 16 bytes or
    /// fewer, as every one in practice is; a longer one is left to the general path).
    private let schemes: [SchemeWords]
    private let hosts: NameIndex
    /// The table's wildcard hosts, each as the suffix it matches (`.wordpress.com` of
    /// `*.wordpress.com`), in its bit's position.
    private let wildcards: [[UInt8]]
    private let routes: [ExpressRoute?]
    /// The graph whose templates the lane writes.
    let graph: ScreenGraph
    /// How the resolver plans.
    let style: TransitionPlan.Style
    /// The table's scope, which refuses a query name routes read given twice.
    private let scope: LinkScope
    /// The table's match limits, which a route's typed query values are matched under.
    let limits: PCRE2Limits
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

    /// What the lane found for a link: its route and where its captures' group numbers are
    /// (``CalloutGroups/positions(of:)``), or no route at all.
    private enum Answer {
        case route(ExpressRoute, CalloutGroups, Range<Int>)
        case noRoute
    }

    /// The lane for `resolver`, or nil when its table makes every line the general path's (no
    /// route it can match, more than 64 schemes or exact hosts). Rank rule 3 needs nothing of its
    /// own: only a route with a wildcard host has rivals that name a host exactly, and the lane
    /// leaves every link with a host that such a route matches first to the general path.
    init?(_ resolver: Resolver) {
        let table = resolver.table
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        let wildcardNames = table.hosts.filter(HostPattern.isWildcard)
        guard schemeNames.count <= 64, hostNames.count <= 64, wildcardNames.count <= 64,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        let rivals = table.scope.exactHostRivals
        routes = table.routes.enumerated().map { position, route in
            ExpressRoute(route, schemes: schemeNames, hosts: hostNames, wildcards: wildcardNames,
                         hasRivals: rivals.indices.contains(position) && !rivals[position].isEmpty)
        }
        guard routes.contains(where: { $0 != nil }) else { return nil }  // no route it can answer: every line would cost a decline
        graph = table.graph
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
        limits = table.limits
        scope = table.scope
        allowance = table.limits.linkBudget / 4
        self.scratch = scratch
    }

    deinit {
        keys.deallocate()
        state.pointee.patterns.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The position of a scheme among the table's, or nil.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let words = ExpressLane.words(bytes) else { return nil }
        return schemes.firstIndex(of: words)
    }

    /// A scheme's bytes packed into two words, the first eight in the low one.
    struct SchemeWords: Equatable {
        let low: UInt64, high: UInt64
    }

    /// Up to 16 bytes of a scheme packed into two words, first byte lowest, lower-cased; nil for
    /// more. A scheme's bytes are letters, digits, `+`, `-` and `.`, which all but the upper-case
    /// letters hold the 0x20 bit already (so none is zero); a scheme is never empty, so no two
    /// share their words.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> SchemeWords? {
        guard bytes.count <= 16 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte | 0x20) << UInt64(8 * index) } else { high |= UInt64(byte | 0x20) << UInt64(8 * (index - 8)) }
        }
        return SchemeWords(low: low, high: high)
    }

    /// A host as the lane knows it: an exact host's position among the table's, or the table's
    /// wildcards that match it; nil for a host neither knows, or with a byte a host name does not
    /// hold (an escape, say), which the general path reads. Compared lower-cased (a host's bytes
    /// are ASCII), as the parser lower-cases a host.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> ExpressLink.Host? {
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard bytes.contains(where: isUpper) else { return known(bytes) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lower in
            for (index, byte) in bytes.enumerated() { lower[index] = isUpper(byte) ? byte | 0x20 : byte }
            return known(UnsafeBufferPointer(lower))
        }
    }

    /// ``host(_:)`` of a lower-case host: as ``HostPattern/matchesWildcard(_:_:)`` matches a
    /// wildcard, the host ends in its suffix after at least one more label.
    private func known(_ host: UnsafeBufferPointer<UInt8>) -> ExpressLink.Host? {
        if let position = hosts[host] { return .exact(position) }
        guard !wildcards.isEmpty, host.allSatisfy(ExpressLane.isHostByte) else { return nil }
        var matched: UInt64 = 0
        for (bit, suffix) in wildcards.enumerated() where host.count > suffix.count && host[host.count - suffix.count - 1] != UInt8(ascii: ".") {
            if suffix.withUnsafeBufferPointer({ ByteBuffer.equal(UnsafeBufferPointer(rebasing: host[(host.count - suffix.count)...]), $0) }) {
                matched |= 1 << UInt64(bit)
            }
        }
        return matched == 0 ? nil : .wildcards(matched)
    }

    /// A lower-case host name's bytes: letters, digits, `-` and `.`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
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
                guard let answer = answer(link) else { return false }
                // Its query items, read as the parser reads them; a name routes read given twice is the general path's error.
                var items: [DeepLink.QueryItem] = []
                if link.hasQuery {
                    guard let read = DeepLink.queryItems(of: line, layout: layout, limits: linkLimits), scope.repeatedQueryName(in: read) == nil
                    else { return false }
                    items = read
                }
                switch answer {
                case .noRoute:
                    // The general path checks the context before it matches: a name the table has not is its error.
                    guard (try? graph.check(context)) != nil else { return false }
                    writeNoRoute(line, path: path, into: &output)
                    return true
                case .route(let route, let groups, let numbers) where route.readsCaptures:
                    // The kind's template, made by the general path; none yet: the general path answers (and makes it).
                    let kind = graph.templates.entry(route: route.name, names: route.names, current: current, context: context, flags: flags)
                    guard case .template(let template)? = kind?.status else { return false }
                    return write(template, route: route, groups: groups, numbers: numbers, line: line, path: path, into: &output)
                case .route(let route, let groups, let numbers):
                    let found = Found(route: route, groups: groups, numbers: numbers, query: items)
                    return write(found, line: line, path: path, current: current, context: context, events: events, into: &output)
                }
            }
        } ?? false
    }

    /// The link's route and parameters, or no route; nil when the general path must answer.
    private func answer(_ link: ExpressLink) -> Answer? {
        let path = link.path
        var charged: UInt32 = 0
        for unit in dispatcher.units(forFirstSegment: UnsafeBufferPointer(rebasing: path[link.firstSegment])) {
            let (first, count) = keys[unit]
            let key = Int(first) + RouteDispatcher.Chunk.lengthIndex(segments: link.segments, lengthCount: Int(count))
            guard let slots = state.pointee.patterns.slots(of: key) ?? readPatterns(of: unit, key: key, segments: link.segments)
            else { return nil }
            for slot in slots {
                let pattern = state.pointee.patterns[slot]
                var grant = min(PCRE2Budget.firstGrant, matchLimit)
                var outcome = scratch.match(pattern, path, limit: grant)
                while outcome == .limit, grant < matchLimit {
                    grant = grant > matchLimit / PCRE2Budget.growth ? matchLimit : grant * PCRE2Budget.growth
                    outcome = scratch.match(pattern, path, limit: grant)
                }
                charged += grant
                guard charged <= allowance else { return nil }
                switch outcome {
                case .noMatch: continue
                case .limit, .failed: return nil
                case .matched(let index):
                    let groups = state.pointee.patterns.groups(ofSlot: slot)
                    guard index >= 0, index < routes.count, let route = routes[index], accepts(route, link),
                          let numbers = groups.positions(of: index), numbers.count == route.parameterCount
                    else { return nil }
                    return .route(route, groups, numbers)
                }
            }
        }
        return .noRoute
    }

    /// Reads a unit's patterns for paths of `segments` segments (compiling them if no link needed
    /// them before) with their routes' group numbers, under `key`; nil when the unit or one of the
    /// pieces is a route matched with its own pattern.
    private func readPatterns(of unit: Int, key: Int, segments: Int) -> Range<Int>? {
        guard case .chunk(let chunk) = units[unit] else { return state.pointee.patterns.decline(key) }
        var list: [(handle: PCRE2PatternHandle, groups: CalloutGroups)] = []
        for piece in chunk.pieces(segments: segments) {
            guard case .pattern(let pattern, let numbers) = piece else { return state.pointee.patterns.decline(key) }
            list.append((PCRE2PatternHandle(pattern), numbers))
        }
        return state.pointee.patterns.add(list, of: key)
    }

    /// Whether the route answers the link's scheme and host (``Route/accepts(_:)``) and no later
    /// route may outrank it by naming the host exactly (rank rule 3: the general path's to tell).
    private func accepts(_ route: ExpressRoute, _ link: ExpressLink) -> Bool {
        guard route.schemes & 1 << UInt64(link.scheme) != 0 else { return false }
        switch link.host {
        case nil:
            return !route.ownsHosts
        case .exact(let position):
            let bit: UInt64 = 1 << UInt64(position)
            return route.hosts & bit != 0 || (route.coveredHosts & bit != 0 && !route.hasRivals)
        case .wildcards(let matched):
            // No route names this host exactly (the table's exact hosts are every route's): no rival.
            return route.wildcards & matched != 0
        }
    }
}
