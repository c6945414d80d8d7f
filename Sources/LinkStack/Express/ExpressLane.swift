/// The engine's ``BatchShortcut``: answers a `--batch` line straight into the output bytes when
/// the line is a link without a query or fragment (``ExpressLink``, read by the core's parser)
/// whose route has an ``ExpressRoute``, with no current state, context or events; every other
/// line takes the general path.
///
/// A link is matched once against its first segment's patterns for its path's length (the
/// dispatcher's own, as the general path runs them), with the match data of one ``PCRE2Scratch``
/// whose callout takes the first route reached; parameters stay byte ranges of the link's
/// normalized path; the result is the route's prepared bytes with the captured values between
/// them (decoded, as JSON text, when they hold escapes). Whenever the general path could answer
/// differently (a route with checks beyond its path matched first, a match came near a limit or
/// the link near its budget, a regex route is a candidate, another thread holds the scratch), the
/// lane declines and the general path answers. `BatchGoldenTests`
/// and `ExpressLaneTests` hold its bytes equal to the general path's.
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
    private let units: [RouteDispatcher.Unit]
    /// The table's dispatcher, whose first-segment index gives a link's candidate units.
    private let dispatcher: RouteDispatcher
    /// The most match steps one match may take: the table's match limit.
    private let matchLimit: UInt32
    /// The most steps the lane lets one link be charged, as ``PCRE2Budget`` charges them: a
    /// quarter of the link budget, so a link anywhere near it is the general path's.
    private let allowance: UInt32
    private let scratch: PCRE2Scratch
    /// Every route's steps, and the bytes they copy.
    private let ops: UnsafeMutableBufferPointer<ExpressOp>
    private let pool: UnsafeMutableBufferPointer<UInt8>
    /// Per unit, its first key in ``ExpressPatterns`` and how many it has: one per path length
    /// a chunk has patterns for (``RouteDispatcher/Chunk/lengthCount``), one for another unit.
    private let keys: UnsafeMutableBufferPointer<(first: Int32, count: Int32)>
    /// What changes from line to line, used only under the scratch's lock: the result being
    /// written, the patterns read so far and a link's path when it had to be normalized. Behind a
    /// pointer, so that using it needs no exclusivity check.
    private let state: UnsafeMutablePointer<(buffer: ByteBuffer, patterns: ExpressPatterns, path: [UInt8])>

    /// The lane for `resolver`, or nil when its plan style or table make every line the general
    /// path's (no route it can answer, as in a table whose routes are all in flows).
    init?(_ resolver: Resolver) {
        let table = resolver.table
        let schemeNames = table.schemes, hostNames = table.hosts.filter { !HostPattern.isWildcard($0) }
        guard resolver.planStyle == .minimal, !table.scope.hasExactHostRivals, schemeNames.count <= 64, hostNames.count <= 64,
              let scratch = PCRE2Scratch(limits: table.limits) else { return nil }
        var ops: [ExpressOp] = [], pool: [UInt8] = []
        routes = table.routes.map { ExpressRoute($0, table: table, schemes: schemeNames, hosts: hostNames, ops: &ops, pool: &pool) }
        guard routes.contains(where: { $0 != nil }) else { return nil }  // no route it can answer: every line would cost a decline
        linkLimits = resolver.linkLimits
        linkOptions = table.linkOptions
        schemes = schemeNames.map { name in Array(name.utf8).withUnsafeBufferPointer { ExpressLane.word($0) } ?? 0 }
        hosts = NameIndex(hostNames)
        self.ops = .allocate(capacity: ops.count)
        _ = self.ops.initialize(from: ops)
        self.pool = .allocate(capacity: pool.count)
        _ = self.pool.initialize(from: pool)
        units = table.dispatcher.units
        keys = .allocate(capacity: max(units.count, 1))
        var total: Int32 = 0
        for (position, unit) in units.enumerated() {
            let count: Int32 = if case .chunk(let chunk) = unit { Int32(chunk.lengthCount) } else { 1 }
            keys.initializeElement(at: position, to: (total, count))
            total += count
        }
        state = .allocate(capacity: 1)
        state.initialize(to: (ByteBuffer(capacity: 4096), ExpressPatterns(keys: Int(total)), []))
        dispatcher = table.dispatcher
        matchLimit = table.limits.matchLimit
        allowance = table.limits.linkBudget / 4
        self.scratch = scratch
    }

    deinit {
        ops.deallocate()
        pool.deallocate()
        keys.deallocate()
        state.pointee.buffer.deallocate()
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
        guard let first = line.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20),
              !events, current.isEmpty, context.values.isEmpty else { return false }
        return scratch.withLock { () -> Bool in
            state.pointee.buffer.removeAll()
            if !state.pointee.path.isEmpty { state.pointee.path.removeAll(keepingCapacity: true) }  // the generic call: 50 instructions
            guard let layout = DeepLink.layout(of: line, limits: linkLimits, options: linkOptions, normalizingInto: &state.pointee.path)
            else { return false }
            let normalized = state.pointee.path
            let answered = normalized.withUnsafeBufferPointer { normalized in
                let path = layout.path.map { UnsafeBufferPointer(rebasing: line[$0]) } ?? normalized
                guard let link = ExpressLink(line, layout: layout, path: path, lane: self) else { return false }
                return answer(link, line: line)
            }
            guard answered else { return false }
            output.append(contentsOf: state.pointee.buffer.bytes)
            return true
        } ?? false
    }

    /// Finds the link's route and writes its result into the state's buffer, or returns false.
    private func answer(_ link: ExpressLink, line: UnsafeBufferPointer<UInt8>) -> Bool {
        let path = link.path
        var charged: UInt32 = 0
        for unit in dispatcher.units(forFirstSegment: UnsafeBufferPointer(rebasing: path[link.firstSegment])) {
            let (first, count) = keys[unit]
            let key = Int(first) + RouteDispatcher.Chunk.lengthIndex(segments: link.segments, lengthCount: Int(count))
            guard let slots = state.pointee.patterns.slots(of: key) ?? readPatterns(of: unit, key: key, segments: link.segments)
            else { return false }
            for slot in slots {
                let pattern = state.pointee.patterns[slot]
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
                    let groups = state.pointee.patterns.groups(ofSlot: slot)
                    guard index >= 0, index < routes.count, let route = routes[index], accepts(route, link),
                          let numbers = groups.positions(of: index), numbers.count == route.parameterCount
                    else { return false }
                    return write(route, groups: groups, numbers: numbers, link: link, line: line)
                }
            }
        }
        writeNoRoute(line, path: path)
        return true
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

    /// Writes the resolution by `route`, its captures the groups of the last match whose numbers
    /// are at `numbers` in `groups` (``CalloutGroups/positions(of:)``). A capture is a range of the link's normalized path; one that holds escapes is written
    /// decoded, and declined when its decoded bytes are not text (as the general path's route
    /// then refuses the link).
    private func write(_ route: ExpressRoute, groups: CalloutGroups, numbers: Range<Int>, link: ExpressLink,
                       line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress, let pathBase = link.path.baseAddress else { return false }
        return withUnsafeTemporaryAllocation(of: ExpressCapture.self, capacity: route.parameterCount) { captures in
            for position in 0..<route.parameterCount {
                let group = groups.number(at: numbers.lowerBound + position)
                guard let range = scratch.range(ofGroup: group), range.upperBound <= link.path.count
                else { return false }  // unset: the general path
                var capture = ExpressCapture(start: range.lowerBound, end: range.upperBound)
                if route.ints & 1 << UInt64(position) != 0 {
                    guard let value = capture.integer(in: link.path) else { return false }
                    capture.number = value
                    capture.isInt = true
                } else if link.path[range].contains(UInt8(ascii: "%")) {
                    guard capture.decodesToText(in: link.path) else { return false }
                    capture.isEscaped = true
                }
                captures.initializeElement(at: position, to: capture)
            }
            run(route, captures: UnsafeBufferPointer(captures), path: pathBase, line: base, count: line.count)
            return true
        }
    }

    /// Runs a route's steps into the state's buffer: the captures are ranges of `path`.
    private func run(_ route: ExpressRoute, captures: UnsafeBufferPointer<ExpressCapture>, path: UnsafePointer<UInt8>,
                     line: UnsafePointer<UInt8>, count: Int) {
        guard let poolBase = pool.baseAddress else { return }
        var buffer = state.pointee.buffer
        defer { state.pointee.buffer = buffer }
        // Room for everything at once: the steps' bytes, the stack twice, and each capture at most
        // the line's length (or 20 digits; escapes decode to fewer bytes, and their JSON escapes
        // take at most twice the bytes the escape did).
        buffer.reserve(2 * (route.poolBytes + route.ops.count * max(count, 20)))
        var stack = 0..<0
        for step in route.ops {
            let op = ops[step]
            switch op.kind {
            case .bytes:
                buffer.appendReserved(poolBase + Int(op.start), Int(op.count))
                if op.position >= 0 { captures[Int(op.position)].write(path, into: &buffer) }
            case .stackStart: stack = buffer.count..<buffer.count
            case .stackEnd: stack = stack.lowerBound..<buffer.count
            case .stackCopy: buffer.appendCopyReserved(of: stack)
            case .url: buffer.appendReserved(line, count)
            }
        }
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    private func writeNoRoute(_ line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>) {
        ExpressLane.noRoute.withUnsafeBufferPointer { state.pointee.buffer.append($0) }
        state.pointee.buffer.append(path)
        ExpressLane.errorURL.withUnsafeBufferPointer { state.pointee.buffer.append($0) }
        state.pointee.buffer.append(line)
        ExpressLane.endOfError.withUnsafeBufferPointer { state.pointee.buffer.append($0) }
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
