import LinkStackCore

extension RouteDispatcher {
    /// A group of template routes (given by their indices and paths, in match order) and its
    /// patterns, compiled at first use, each route ending in a callout (``pieces(segments:)``),
    /// where the search asks its judge about the route
    /// (``RouteDispatcher/search(_:segments:firstSegment:routes:limits:asking:)``). Patterns come from
    /// ``DispatchPatternBuilder``, or from the sources a compiled table stored (``StoredChunk``,
    /// read at first use too), which skips writing them.
    ///
    /// The callout patterns are split by a path's length: a route's segments are one each, but for
    /// a `path` parameter, which takes one or more (none under `trailingSlash: strict`), so only
    /// routes with as many segments as the link, or a `path` parameter and at most as many, can
    /// match it. Each length's pattern keeps those routes in match order, so the first to accept a
    /// link is the one the whole group's pattern would find; a process that resolves one link
    /// compiles and JIT-compiles a fraction of its group (for a four-segment GitHub `/repos` link,
    /// an eighth: 0.96 M JIT instructions instead of 7.35 M).
    final class Chunk: Sendable {
        /// The callout pieces for paths of 1, 2, … segments; the last for every longer path.
        private let callouts: [LazyValue<PieceList>]

        init(entries: [DispatchPatternBuilder.Entry], routes: [Route], keepsTrailingSlash: Bool, stored: StoredChunk? = nil) {
            let longest = entries.map { max($0.path.count, 1) }.max() ?? 1
            let readers = stored.flatMap { $0.callouts.count == longest + 1 ? $0.callouts : nil }
            callouts = (1...longest + 1).map { segments in
                LazyValue {
                    PieceList(readers?[segments - 1]().flatMap { RouteDispatcher.compile($0) }
                        ?? RouteDispatcher.compile(entries.filter { Chunk.accepts($0.path, segments: segments) }, routes: routes,
                                                   keepsTrailingSlash: keepsTrailingSlash))
                }
            }
        }

        /// Whether a route with `path` may match a path of `segments` segments (its `/`s).
        private static func accepts(_ path: [PathComponent], segments: Int) -> Bool {
            let own = max(path.count, 1)
            let spans = path.contains { component in
                if case .parameter(_, .path) = component { return true }
                return false
            }
            return spans ? own <= segments : own == segments
        }

        /// The patterns whose routes may match a path of `segments` segments (its `/`s), in
        /// match order.
        func pieces(segments: Int) -> [Piece] {
            list(segments: segments).pieces
        }

        /// ``pieces(segments:)`` with their plain data, as the search reads them.
        func list(segments: Int) -> PieceList {
            callouts[lengthIndex(segments: segments)].wrapped
        }

        /// The position of the list of pieces for paths of `segments` segments: one list per path
        /// length up to the longest route's, and the last for every longer path.
        private func lengthIndex(segments: Int) -> Int {
            min(max(segments, 1), callouts.count) - 1
        }

        /// The callout pieces of every path length, in order: what a compiled table stores.
        var everyLengthsPieces: [[Piece]] { callouts.map(\.wrapped.pieces) }
        /// How many path lengths' callout pieces have been compiled.
        var compiledLengths: Int { callouts.filter(\.isMade).count }
    }
}
