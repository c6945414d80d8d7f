import LinkStackCore

/// How the judge (``LinkJudge``) tells whether a route answers a link's scheme and
/// host: by the table's bits (``LinkOrigins``), or, for a table with more schemes, exact hosts or
/// wildcards than the bits hold, by the route's own names.
struct OriginCheck {
    /// The table's bits; nil for a table without them.
    let origins: LinkOrigins?
    /// The link's scheme and host as those bits.
    let origin: LinkOrigins.Origin?
    /// For a table without bits, the link's lower-cased scheme and host, which the table answers.
    let names: Names?

    /// A link's lower-cased scheme and host, held by one reference: a check copied with the judge
    /// copies no strings.
    final class Names: Sendable {
        let scheme: String
        let host: String?

        init(scheme: String, host: String?) {
            self.scheme = scheme
            self.host = host
        }
    }

    /// The link whose scheme and host are `origin` in the table's `origins`.
    init(_ origins: LinkOrigins, _ origin: LinkOrigins.Origin) {
        self.origins = origins
        self.origin = origin
        names = nil
    }

    /// The link whose lower-cased scheme and host are these, for a table without bits.
    init(scheme: String, host: String?) {
        origins = nil
        origin = nil
        names = Names(scheme: scheme, host: host)
    }

    /// Whether the route at `position` in the table's `routes` answers the link's scheme and host.
    @inline(__always)
    func accepts(at position: Int, in routes: [Route]) -> Bool {
        // (By the route's own method: reading its `spec` out of it copied the whole `LinkRoute`.)
        guard let origins, let origin else { return names.map { routes[position].accepts(scheme: $0.scheme, host: $0.host) } ?? false }
        return origins.accepts(route: position, origin)
    }

    /// Whether a later route may outrank the route at `position` by rank rule 3: it has rivals
    /// (`hasRivals`) that name a host exactly, and answers the link's host only by a wildcard (by
    /// its names: whenever the link has a host, and the table's look-up decides).
    @inline(__always)
    func mayBeOutranked(at position: Int, hasRivals: Bool) -> Bool {
        guard hasRivals else { return false }
        guard let origins, let origin else { return names?.host != nil }
        return origins.answersByWildcard(route: position, origin)
    }
}
