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
    /// The table's schemes, each as its bytes packed into a word (a scheme of 8 bytes or fewer,
    /// as every one in practice is; a longer one is left to the general path).
    private let schemes: [UInt64]
    private let hosts: NameIndex
    private let routes: [ExpressRoute?]
    /// The graph whose templates the lane writes.
    private let graph: ScreenGraph
    /// How the resolver plans.
    private let style: TransitionPlan.Style
    private let units: [RouteDispatcher.Unit]
    /// The table's dispatcher, whose first-segment index gives a link's candidate units.
    private let dispatcher: RouteDispatcher
    /// The most match steps one match may take: the table's match limit.
    private let matchLimit: UInt32
    /// The most steps the lane lets one link be charged, as ``PCRE2Budget`` charges them: a
    /// quarter of the link budget, so a link anywhere near it is the general path's.
    private let allowance: UInt32
    private let scratch: PCRE2Scratch
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
    /// route it can match, rank rule 3 rivals, more than 64 schemes or exact hosts).
    init?(_ resolver: Resolver) {
        let table = resolver.table
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        guard !table.scope.hasExactHostRivals, schemeNames.count <= 64, hostNames.count <= 64,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        routes = table.routes.map { ExpressRoute($0, schemes: schemeNames, hosts: hostNames) }
        guard routes.contains(where: { $0 != nil }) else { return nil }  // no route it can answer: every line would cost a decline
        graph = table.graph
        style = resolver.planStyle
        linkLimits = resolver.linkLimits
        linkOptions = table.linkOptions
        schemes = schemeNames.map { name in Array(name.utf8).withUnsafeBufferPointer { ExpressLane.word($0) } ?? 0 }
        hosts = NameIndex(hostNames)
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

    /// The position of a scheme among the table's, or nil.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let word = ExpressLane.word(bytes) else { return nil }
        return schemes.firstIndex(of: word)
    }

    /// Up to 8 bytes of a scheme packed into a word, first byte lowest, lower-cased; nil for
    /// more. A scheme's bytes are letters, digits, `+`, `-` and `.`, which all but the upper-case
    /// letters hold the 0x20 bit already; a scheme is never empty, so no two share a word.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() { word |= UInt64(byte | 0x20) << UInt64(8 * index) }
        return word
    }

    /// The position of an exact host among the table's, or nil: its bytes as written, lower-cased
    /// (a host's are ASCII) when they hold an upper-case letter.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard bytes.contains(where: isUpper) else { return hosts[bytes] }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lower in
            for (index, byte) in bytes.enumerated() { lower[index] = isUpper(byte) ? byte | 0x20 : byte }
            return hosts[UnsafeBufferPointer(lower)]
        }
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
                switch answer(link) {
                case nil:
                    return false
                case .noRoute:
                    writeNoRoute(line, path: path, into: &output)
                    return true
                case .route(let route, let groups, let numbers):
                    // The kind's template, made by the general path; none yet: the general path answers (and makes it).
                    let kind = graph.templates.entry(route: route.name, names: route.names, current: current, context: context, flags: flags)
                    guard case .template(let template)? = kind?.status else { return false }
                    return write(template, route: route, groups: groups, numbers: numbers, line: line, path: path, into: &output)
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

    /// Whether the route answers the link's scheme and host (``Route/accepts(_:)``).
    private func accepts(_ route: ExpressRoute, _ link: ExpressLink) -> Bool {
        guard route.schemes & 1 << UInt64(link.scheme) != 0 else { return false }
        guard let host = link.host else { return !route.ownsHosts }
        return !route.hasWildcardHost && route.hosts & 1 << UInt64(host) != 0
    }

    /// Writes `template` with the link's captures, the groups of the last match whose numbers are
    /// at `numbers` in `groups`: ranges of the link's normalized `path`, read as their kinds read
    /// them; false (nothing written) when one took no part or its kind refuses it.
    private func write(_ template: ResolutionTemplate, route: ExpressRoute, groups: CalloutGroups, numbers: Range<Int>,
                       line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        guard let pathBase = path.baseAddress else { return false }
        return withUnsafeTemporaryAllocation(of: TemplateCapture.self, capacity: route.parameterCount) { captures in
            for (position, capture) in route.captures.enumerated() {
                guard let range = scratch.range(ofGroup: groups.number(at: numbers.lowerBound + capture)), range.upperBound <= path.count,
                      let read = TemplateCapture(range, in: path, isInt: route.ints & 1 << UInt64(capture) != 0)
                else {
                    captures.baseAddress?.deinitialize(count: position)
                    return false
                }
                captures.initializeElement(at: position, to: read)
            }
            template.render(line: line, path: pathBase, captures: UnsafeBufferPointer(captures), into: &output)
            captures.baseAddress?.deinitialize(count: route.parameterCount)
            return true
        }
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    private func writeNoRoute(_ line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(contentsOf: ExpressLane.noRoute)
        output.append(contentsOf: path)
        output.append(contentsOf: ExpressLane.errorURL)
        output.append(contentsOf: line)
        output.append(contentsOf: ExpressLane.endOfError)
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
