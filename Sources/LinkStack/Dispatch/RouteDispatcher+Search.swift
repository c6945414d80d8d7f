import LinkStackCore

extension RouteDispatcher {
    /// The one matching loop every reader of links runs: the units that may match a path (by its
    /// first segment), each one's patterns for the path's length, in match order; at each route a
    /// pattern reaches, the judge (in `asking`, the callouts' receiver, for the whole search) takes
    /// the link or refuses it, and a refused route is backtracked
    /// from, so the match goes on to the routes after it, as the reference loop would. A route
    /// matched with its own pattern (a `regex:` route, or one PCRE2 would not take in a shared
    /// pattern) is asked whether it answers the link's scheme and host first, then matched.
    ///
    /// - Parameters:
    ///   - path: The link's normalized path (``DeepLink/path``), as bytes.
    ///   - segments: How many segments it has: its `/`s, as the parser counted them (``DeepLink/slashes``).
    ///   - firstSegment: The bytes of its first segment, without the `/`.
    ///   - routes: The table's routes, in match order.
    ///   - limits: The limits every match runs under, within the thread's link budget if one is in force.
    /// - Returns: Whether a route took the link (the judge knows which).
    /// - Throws: ``PCRE2Error`` when a pattern hits a limit, a route's own pattern does not
    ///   compile, or the judge throws.
    func search<Judge: DispatchJudge>(_ path: LinkBytes, segments: Int, firstSegment: LinkBytes, routes: [Route],
                                      limits: PCRE2Limits, asking: inout Asking<Judge>) throws(PCRE2Error) -> Bool {
        for position in units(forFirstSegment: firstSegment) {
            let list: PieceList
            switch units[Int(position)] {
            case .single(let index):
                if try search(path, single: routes[index], at: index, limits: limits, judge: &asking.judge) { return true }
                continue
            case .chunk(let chunk):
                list = chunk.list(segments: segments)
            }
            for (offset, piece) in list.slots.enumerated() {
                if let handle = piece.handle, let groups = piece.groups {
                    asking.groups = groups
                    let taken = try handle.matches(bytes: path, limits: limits, receiver: &asking, source: { list.source(at: offset) })
                    if let failure = asking.failure { throw failure }
                    if taken { return true }
                } else if try search(path, single: routes[piece.single], at: piece.single, limits: limits, judge: &asking.judge) {
                    return true
                }
            }
        }
        return false
    }

    /// Asks the judge at each callout of a dispatch pattern: the route whose branch it closes. The
    /// search's judge lives in it, so that no callout copies the judge.
    struct Asking<Judge: DispatchJudge>: PCRE2CalloutReceiver {
        /// The path searched.
        let path: LinkBytes
        /// The groups of the pattern being matched.
        var groups: CalloutGroups?
        let routeCount: Int
        /// The search's judge.
        var judge: Judge
        /// What the judge threw: the route is refused, and the search ends with it when the match does.
        var failure: PCRE2Error?

        mutating func receive(_ callout: PCRE2Callout) -> Bool {
            guard let groups, let index = callout.number, index < routeCount, let positions = groups.positions(of: index) else { return false }
            do throws(PCRE2Error) {
                let captures = DispatchCaptures(path: path, match: callout, numbers: groups.numbers(at: positions))
                return try judge.take(route: index, captures: captures)
            } catch {
                failure = error
                return false
            }
        }
    }

    /// A route matched with its own pattern (``Route/ownPattern()``).
    private func search<Judge: DispatchJudge>(_ path: LinkBytes, single route: Route, at index: Int,
                                              limits: PCRE2Limits, judge: inout Judge) throws(PCRE2Error) -> Bool {
        guard judge.accepts(route: index) else { return false }
        let own = try route.ownPattern()  // its groups found by their names once, when it compiled
        var failure: PCRE2Error?
        let taken = try own.pattern.match(bytes: path, limits: limits) { match in
            do throws(PCRE2Error) {
                return try judge.take(route: index, captures: DispatchCaptures(path: path, match: match, numbers: own.groups[...]))
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return taken ?? false
    }
}
