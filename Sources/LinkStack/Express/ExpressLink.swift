/// A batch line as the express lane reads it: by the parser every link is read by
/// (``DeepLink/layout(of:limits:options:normalizingInto:)``), so a line the lane answers is a
/// link the general path would read the same, and any line that breaks a rule is the general
/// path's to report. A link whose scheme or host the lane does not list is left to the general
/// path too; what is left is the link's scheme and host as the lane's positions, its normalized
/// path, which the lane matches as it stands, and whether a query or fragment follows it (whose
/// items the lane then reads as the parser reads them).
struct ExpressLink {
    /// The scheme's position in ``ExpressLane``'s schemes.
    let scheme: Int
    /// The link's host as the lane knows it, or nil for a link without a host.
    let host: Host?

    /// A host among ``ExpressLane``'s: an exact host's position, or for any other host the
    /// wildcards that match it (bit `n` for the lane's wildcard `n`, never none).
    enum Host {
        case exact(Int)
        case wildcards(UInt64)
    }
    /// The normalized path: a `/` and the segments, in the line or in the lane's buffer.
    let path: UnsafeBufferPointer<UInt8>
    /// The first segment's bytes in ``path``, without its `/`.
    let firstSegment: Range<Int>
    /// How many segments the path has (its `/`s): which of a chunk's patterns it is matched with.
    let segments: Int
    /// Whether a query or a fragment follows the path.
    let hasQuery: Bool

    /// The link `line` laid out as `layout`, its normalized path `path`; nil when the general
    /// path must answer it.
    init?(_ line: UnsafeBufferPointer<UInt8>, layout: DeepLink.Layout, path: UnsafeBufferPointer<UInt8>, lane: ExpressLane) {
        guard let scheme = lane.scheme(UnsafeBufferPointer(rebasing: line[layout.scheme])) else { return nil }
        if let host = layout.host {
            guard let known = lane.host(UnsafeBufferPointer(rebasing: line[host])) else { return nil }
            self.host = known
        } else {
            host = nil
        }
        // As the dispatcher reads a path: its `/`s (the parser counted them), and the bytes after
        // the first up to the second.
        let start = min(1, path.count)
        var firstEnd = start
        while firstEnd < path.count, path[firstEnd] != UInt8(ascii: "/") { firstEnd += 1 }
        self.scheme = scheme
        self.path = path
        segments = layout.slashes
        hasQuery = layout.pathEnd < line.count
        firstSegment = start..<firstEnd
    }
}
