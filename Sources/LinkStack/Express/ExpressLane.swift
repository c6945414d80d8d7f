/// The engine's ``BatchShortcut``: answers a `--batch` line straight into the output bytes when
/// the line is a plain link (``ExpressLink``) whose route has an ``ExpressRoute``, with no current
/// state, context or events; every other line takes the general path.
///
/// A link is matched once against its first segment's patterns, whose routes end in
/// `(*MARK:n)` rather than a callout, with the match data of one ``PCRE2Scratch``; parameters stay
/// byte ranges of the line; the result is the route's prepared bytes with the captured bytes
/// between them. Whenever the general path could answer differently (a route with checks beyond
/// its path matched first, a match came near a limit or the link near its budget, a regex route
/// is a candidate, another thread holds the scratch), the lane declines and the general path
/// answers. `BatchGoldenTests` and `ExpressLaneTests` hold its bytes equal to the general path's.
final class ExpressLane: BatchShortcut, @unchecked Sendable {
    /// The size limits links are read under.
    let linkLimits: DeepLink.Limits
    /// For each of the table's schemes, whether its links carry a host.
    let carriesHost: [Bool]
    private let schemes: SegmentIndex<Int>
    private let hosts: SegmentIndex<Int>
    private let routes: [ExpressRoute?]
    private let units: [RouteDispatcher.Unit]
    private let candidates: SegmentIndex<[Int]>
    private let unkeyed: [Int]
    /// The most match steps one match may take: the table's match limit.
    private let matchLimit: UInt32
    /// The most steps the lane lets one link be charged, as ``PCRE2Budget`` charges them: a
    /// quarter of the link budget, so a link anywhere near it is the general path's.
    private let allowance: UInt32
    private let scratch: PCRE2Scratch
    /// The target stack's bytes, written once and copied twice; used under the scratch's lock.
    private var stack: [UInt8] = []

    /// The lane for `resolver`, or nil when its plan style or limits make every line the general path's.
    init?(_ resolver: Resolver) {
        let table = resolver.table
        guard resolver.planStyle == .minimal, table.scope.exactHostRivals.isEmpty,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        linkLimits = resolver.linkLimits
        carriesHost = schemeNames.map(table.linkOptions.carriesHost)
        schemes = SegmentIndex(schemeNames.enumerated().map { (Array($0.element.utf8), $0.offset) })
        hosts = SegmentIndex(hostNames.enumerated().map { (Array($0.element.utf8), $0.offset) })
        routes = table.routes.map { ExpressRoute($0, table: table, schemes: schemeNames, hosts: hostNames) }
        units = table.dispatcher.units
        candidates = SegmentIndex(table.dispatcher.unitsByFirstSegment.map { (Array($0.key.utf8), $0.value) })
        unkeyed = table.dispatcher.unkeyedUnits
        matchLimit = table.limits.matchLimit
        allowance = table.limits.linkBudget / 4
        self.scratch = scratch
        stack.reserveCapacity(1024)
    }

    /// The position of a scheme among the table's, or nil.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { schemes[bytes] }

    /// The position of an exact host among the table's, or nil.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { hosts[bytes] }

    func write(line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
               into output: inout [UInt8]) -> Bool {
        guard !events, current.isEmpty, context.values.isEmpty, let link = ExpressLink(line, lane: self) else { return false }
        return scratch.withLock { answer(link, line: line, into: &output) } ?? false
    }

    /// Finds the link's route and writes its result, or returns false; under the scratch's lock.
    private func answer(_ link: ExpressLink, line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        let path = UnsafeBufferPointer(rebasing: line[link.path])
        var charged: UInt32 = 0
        for position in candidates[UnsafeBufferPointer(rebasing: line[link.firstSegment])] ?? unkeyed {
            guard case .chunk(let chunk) = units[position] else { return false }
            for piece in chunk.markedPieces {
                guard case .pattern(let pattern, let groups) = piece else { return false }
                var grant = min(PCRE2Budget.firstGrant, matchLimit)
                var outcome = scratch.match(pattern, path, limit: grant)
                while outcome == .limit, grant < matchLimit {
                    grant = grant > matchLimit / PCRE2Budget.growth ? matchLimit : grant * PCRE2Budget.growth
                    outcome = scratch.match(pattern, path, limit: grant)
                }
                charged += grant
                guard charged <= allowance else { return false }
                switch outcome {
                case .noMatch: continue
                case .limit, .failed: return false
                case .matched(let index):
                    guard index < routes.count, let route = routes[index], let numbers = groups[index],
                          route.accepts(link) else { return false }
                    return write(route, groups: numbers, offset: link.path.lowerBound, line: line, into: &output)
                }
            }
        }
        output.append(contentsOf: ExpressLane.noRoute)
        output.append(contentsOf: path)
        output.append(contentsOf: ExpressLane.errorURL)
        output.append(contentsOf: line)
        output.append(contentsOf: ExpressLane.endOfError)
        return true
    }

    /// Writes the resolution by `route` whose captures are the groups `numbers` of the last match.
    private func write(_ route: ExpressRoute, groups numbers: [Int], offset: Int, line: UnsafeBufferPointer<UInt8>,
                       into output: inout [UInt8]) -> Bool {
        withUnsafeTemporaryAllocation(of: ExpressCapture.self, capacity: numbers.count) { captures in
            for (position, number) in numbers.enumerated() {
                var capture = ExpressCapture()
                if let range = scratch.range(ofGroup: number) {
                    capture = ExpressCapture(start: offset + range.lowerBound, end: offset + range.upperBound)
                    if route.isInt[position] {
                        guard let value = capture.integer(in: line) else { return false }
                        capture.number = value
                        capture.isInt = true
                    }
                }
                captures.initializeElement(at: position, to: capture)
            }
            let values = UnsafeBufferPointer(captures)
            stack.removeAll(keepingCapacity: true)
            route.writeStack(values, line: line, into: &stack)
            output.append(contentsOf: ExpressLane.operations)
            output.append(contentsOf: stack)
            output.append(contentsOf: ExpressLane.params)
            route.writeParams(route.params, values, line: line, into: &output)
            output.append(contentsOf: route.middle)
            output.append(contentsOf: stack)
            output.append(contentsOf: ExpressLane.url)
            output.append(contentsOf: line)
            output.append(contentsOf: ExpressLane.end)
            return true
        }
    }

    private static let operations = Array(#"{"operations":[{"op":"setStack","stack":"#.utf8)
    private static let params = Array(#"}],"params":"#.utf8)
    private static let url = Array(#","url":""#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let end = Array(#""}"#.utf8)
    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
