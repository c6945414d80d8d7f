import LinkStackCore

/// What a dispatcher's search (``RouteDispatcher/search(_:segments:firstSegment:routes:limits:asking:)``)
/// asks of each route whose path matched a link, in match order: what a route's verdict is.
/// ``LinkJudge`` answers it, for the table's match and for every link a resolver writes.
protocol DispatchJudge {
    /// Whether route `index` answers the link's scheme and host; asked before a route matched
    /// with its own pattern is matched, as the reference loop asks it.
    func accepts(route index: Int) -> Bool

    /// Whether route `index`, whose path matched, takes the link (the search ends) or refuses
    /// it (the search goes on past it, as the reference loop would): `captures` gives the bytes
    /// of the path parameter at each position of its ``Route/pathParameters`` (nil for one that
    /// took no part) and where they are in the path. A dispatch pattern's route is asked whether
    /// it answers the scheme and host here too.
    ///
    /// - Throws: An error of the route's own matching (a typed query value that hits a limit),
    ///   which ends the search.
    mutating func take(route index: Int, captures: DispatchCaptures) throws(PCRE2Error) -> Bool
}

/// The captures of the route a search reached: the byte ranges of its path parameters in the
/// link's path, read from the match as it stands at the route's callout (or from a route's own
/// pattern's match) by the parameters' group numbers.
struct DispatchCaptures {
    /// The path the search matched.
    let path: LinkBytes
    /// The match as it stands: its groups' ranges so far.
    let match: PCRE2Callout
    /// The group number of each of the route's path parameters, in their order (-1 for one no
    /// group captures).
    let numbers: ArraySlice<Int>

    /// How many path parameters the route's pattern gives.
    var count: Int { numbers.count }

    /// The byte range in ``path`` of the path parameter at `position`, or nil when it took no part.
    @inline(__always)
    func range(at position: Int) -> Range<Int>? {
        match.range(ofGroup: numbers[numbers.startIndex + position]).flatMap { $0.upperBound <= path.count ? $0 : nil }
    }

    /// The bytes of the path parameter at `position`, or nil when it took no part.
    @inline(__always)
    func bytes(at position: Int) -> LinkBytes? {
        range(at: position).map(path.part)
    }
}
