/// A batch line as the express lane reads it: by the parser every link is read by
/// (``DeepLink/layout(of:limits:options:normalizingInto:)``), so a line the lane answers is a
/// link the general path would read the same, and any line that breaks a rule is the general
/// path's to report. A link whose scheme or host the table does not answer is left to the general
/// path too; what is left is the link's scheme and host as the table's bits (``LinkOrigins``), its
/// normalized path, which the lane matches as it stands, and whether a query or fragment follows it (whose
/// items the lane then reads as the parser reads them).
struct ExpressLink {
    /// The link's scheme and host as the table's bits.
    let origin: LinkOrigins.Origin
    /// The normalized path: a `/` and the segments, in the line or in the lane's buffer.
    let path: UnsafeBufferPointer<UInt8>
    /// The first segment's bytes in ``path``, without its `/`.
    let firstSegment: Range<Int>
    /// How many segments the path has (its `/`s): which of a chunk's patterns it is matched with.
    let segments: Int
    /// Whether a query or a fragment follows the path.
    let hasQuery: Bool

    /// The link `line` laid out as `layout`, its normalized path `path`; nil when the general
    /// path must answer it; `origins` are the table's.
    init?(_ line: UnsafeBufferPointer<UInt8>, layout: DeepLink.Layout, path: UnsafeBufferPointer<UInt8>, origins: LinkOrigins) {
        guard let origin = origins.origin(scheme: UnsafeBufferPointer(rebasing: line[layout.scheme]),
                                                host: layout.host.map { UnsafeBufferPointer(rebasing: line[$0]) })
        else { return nil }
        // As the dispatcher reads a path: its `/`s (the parser counted them), and the bytes after
        // the first up to the second.
        let start = min(1, path.count)
        var firstEnd = start
        while firstEnd < path.count, path[firstEnd] != UInt8(ascii: "/") { firstEnd += 1 }
        self.origin = origin
        self.path = path
        segments = layout.slashes
        hasQuery = layout.pathEnd < line.count
        firstSegment = start..<firstEnd
    }
}
