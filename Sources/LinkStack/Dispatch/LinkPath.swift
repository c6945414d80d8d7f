import LinkStackCore

/// A link's normalized path as the dispatcher's search reads it: a link's bytes read by the
/// parser every link is read by (``read(_:limits:options:scope:origins:_:)``, for the resolver),
/// so a link answered from its bytes is one the general path would read
/// the same (any link that breaks a rule is the general path's to report), or a ``DeepLink``'s
/// path (the table's match). The search matches the path as it stands; whether a query or
/// fragment follows it tells whether to read its items.
struct LinkPath {
    /// The normalized path: a `/` and the segments, in the line or in the reader's buffer.
    let path: LinkBytes
    /// The first segment's bytes in ``path``, without its `/`.
    let firstSegment: Range<Int>
    /// How many segments the path has (its `/`s): which of a chunk's patterns it is matched with.
    let segments: Int
    /// Whether a query or a fragment follows the path.
    let hasQuery: Bool
    /// Whether the path may hold escapes: false for a path read as written in the link, which the
    /// parser found plain (no `%`), so a capture of it is not searched for one.
    let mayHoldEscapes: Bool

    /// The link whose normalized path is `path` (its `/`s counted by the parser, `slashes`);
    /// `hasQuery` when a query or fragment follows the path; `mayHoldEscapes` unless the path is
    /// known to hold none.
    init(path: LinkBytes, slashes: Int, hasQuery: Bool, mayHoldEscapes: Bool) {
        // As the dispatcher reads a path: its `/`s, and the bytes after the first up to the second.
        let start = min(1, path.count)
        var firstEnd = start
        while firstEnd < path.count, path[firstEnd] != UInt8(ascii: "/") { firstEnd += 1 }
        self.path = path
        segments = slashes
        self.hasQuery = hasQuery
        self.mayHoldEscapes = mayHoldEscapes
        firstSegment = start..<firstEnd
    }
}
