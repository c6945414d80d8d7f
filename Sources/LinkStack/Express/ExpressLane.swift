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
    /// Every route's steps, and the bytes they copy.
    private let ops: UnsafeMutableBufferPointer<ExpressOp>
    private let pool: UnsafeMutableBufferPointer<UInt8>
    /// Each route's group numbers, in its parameters' order, read from its pattern at its first
    /// match (-2 until then); where each route's start. Used under the scratch's lock.
    private let groups: UnsafeMutableBufferPointer<Int32>
    private let groupStarts: [Int]
    /// The result being written, and the patterns of each unit once read; under the scratch's lock.
    private var buffer = ExpressBuffer(capacity: 4096)
    private var pieces: [[RouteDispatcher.Piece]?]

    /// The lane for `resolver`, or nil when its plan style or table make every line the general path's.
    init?(_ resolver: Resolver) {
        let table = resolver.table
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        guard resolver.planStyle == .minimal, table.scope.exactHostRivals.isEmpty, schemeNames.count <= 64, hostNames.count <= 64,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        linkLimits = resolver.linkLimits
        carriesHost = schemeNames.map(table.linkOptions.carriesHost)
        schemes = SegmentIndex(schemeNames.enumerated().map { (Array($0.element.utf8), $0.offset) })
        hosts = SegmentIndex(hostNames.enumerated().map { (Array($0.element.utf8), $0.offset) })
        var ops: [ExpressOp] = [], pool: [UInt8] = []
        routes = table.routes.map { ExpressRoute($0, table: table, schemes: schemeNames, hosts: hostNames, ops: &ops, pool: &pool) }
        self.ops = .allocate(capacity: ops.count)
        _ = self.ops.initialize(from: ops)
        self.pool = .allocate(capacity: pool.count)
        _ = self.pool.initialize(from: pool)
        var starts: [Int] = [], total = 0
        for route in table.routes {
            starts.append(total)
            total += route.spec.pathParameters.count
        }
        groupStarts = starts
        groups = .allocate(capacity: max(total, 1))
        groups.initialize(repeating: -2)
        units = table.dispatcher.units
        pieces = Array(repeating: nil, count: units.count)
        candidates = SegmentIndex(table.dispatcher.unitsByFirstSegment.map { (Array($0.key.utf8), $0.value) })
        unkeyed = table.dispatcher.unkeyedUnits
        matchLimit = table.limits.matchLimit
        allowance = table.limits.linkBudget / 4
        self.scratch = scratch
    }

    deinit {
        ops.deallocate()
        pool.deallocate()
        groups.deallocate()
        buffer.deallocate()
    }

    /// The position of a scheme among the table's, or nil.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { schemes[bytes] }

    /// The position of an exact host among the table's, or nil.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { hosts[bytes] }

    func write(line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
               into output: inout [UInt8]) -> Bool {
        guard !events, current.isEmpty, context.values.isEmpty, let link = ExpressLink(line, lane: self) else { return false }
        return scratch.withLock { () -> Bool in
            buffer.removeAll()
            guard answer(link, line: line) else { return false }
            output.append(contentsOf: buffer.bytes)
            return true
        } ?? false
    }

    /// Finds the link's route and writes its result into ``buffer``, or returns false.
    private func answer(_ link: ExpressLink, line: UnsafeBufferPointer<UInt8>) -> Bool {
        let path = UnsafeBufferPointer(rebasing: line[link.path])
        var charged: UInt32 = 0
        for position in candidates[UnsafeBufferPointer(rebasing: line[link.firstSegment])] ?? unkeyed {
            for piece in pieces(of: position) ?? [.single(-1)] {
                guard case .pattern(let pattern, let numbers) = piece else { return false }
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
                    guard index >= 0, index < routes.count, let route = routes[index], accepts(route, link) else { return false }
                    return write(route, index: index, numbers: numbers, link: link, line: line)
                }
            }
        }
        guard let base = line.baseAddress else { return false }
        writeNoRoute(base, link: link, count: line.count)
        return true
    }

    /// The unit's marked patterns; nil for a route matched with its own pattern.
    private func pieces(of unit: Int) -> [RouteDispatcher.Piece]? {
        if let known = pieces[unit] { return known }
        guard case .chunk(let chunk) = units[unit] else { return nil }
        let made = chunk.markedPieces
        pieces[unit] = made
        return made
    }

    /// Whether the route answers the link's scheme and host (``Route/accepts(_:)``).
    private func accepts(_ route: ExpressRoute, _ link: ExpressLink) -> Bool {
        guard route.schemes & 1 << UInt64(link.scheme) != 0 else { return false }
        guard let host = link.host else { return !route.ownsHosts }
        return !route.hasWildcardHost && route.hosts & 1 << UInt64(host) != 0
    }

    /// Writes the resolution by the route at `index`, its captures the groups of the last match.
    private func write(_ route: ExpressRoute, index: Int, numbers: [Int: [Int]], link: ExpressLink, line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        let first = groupStarts[index]
        if route.parameterCount > 0, groups[first] == -2 {
            guard let known = numbers[index], known.count == route.parameterCount else { return false }
            for (offset, number) in known.enumerated() { groups[first + offset] = Int32(number) }
        }
        return withUnsafeTemporaryAllocation(of: ExpressCapture.self, capacity: route.parameterCount) { captures in
            for position in 0..<route.parameterCount {
                var capture = ExpressCapture()
                if let range = scratch.range(ofGroup: Int(groups[first + position])) {
                    capture = ExpressCapture(start: link.path.lowerBound + range.lowerBound, end: link.path.lowerBound + range.upperBound)
                    if route.ints & 1 << UInt64(position) != 0 {
                        guard let value = capture.integer(in: line) else { return false }
                        capture.number = value
                        capture.isInt = true
                    }
                }
                captures.initializeElement(at: position, to: capture)
            }
            run(route.ops, captures: UnsafeBufferPointer(captures), line: base, count: line.count)
            return true
        }
    }

    /// Runs a route's steps into ``buffer``.
    private func run(_ steps: Range<Int>, captures: UnsafeBufferPointer<ExpressCapture>, line: UnsafePointer<UInt8>, count: Int) {
        guard let poolBase = pool.baseAddress else { return }
        var stack = 0..<0, first = true
        for step in steps {
            let op = ops[step]
            switch op.kind {
            case .bytes: buffer.append(poolBase + Int(op.start), Int(op.count))
            case .open: first = true
            case .member:
                let capture = captures[Int(op.position)]
                guard capture.isSet else { continue }
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                buffer.append(poolBase + Int(op.start), Int(op.count))
                capture.writeJSON(line, into: &buffer)
            case .text:
                let capture = captures[Int(op.position)]
                if capture.isSet { capture.writeText(line, into: &buffer) }
            case .stackStart: stack = buffer.count..<buffer.count
            case .stackEnd: stack = stack.lowerBound..<buffer.count
            case .stackCopy: buffer.appendCopy(of: stack)
            case .url: buffer.append(line, count)
            }
        }
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    private func writeNoRoute(_ line: UnsafePointer<UInt8>, link: ExpressLink, count: Int) {
        ExpressLane.noRoute.withUnsafeBufferPointer { buffer.append($0) }
        buffer.append(line + link.path.lowerBound, link.path.count)
        ExpressLane.errorURL.withUnsafeBufferPointer { buffer.append($0) }
        buffer.append(line, count)
        ExpressLane.endOfError.withUnsafeBufferPointer { buffer.append($0) }
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
