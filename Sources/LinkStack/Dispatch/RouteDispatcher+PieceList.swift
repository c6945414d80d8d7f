extension RouteDispatcher {
    /// A chunk's pieces for one path length (``Chunk/pieces(segments:)``), and what the search
    /// reads of each: its pattern's handle and its routes' group numbers, or the route matched with
    /// its own pattern. The pieces keep the patterns the handles point into alive.
    /// (`@unchecked Sendable`: the slots hold the patterns' C pointers, written once, in `init`.)
    final class PieceList: @unchecked Sendable {
        /// The pieces, in match order.
        let pieces: [Piece]
        /// One slot per piece, in the same order.
        let slots: [Slot]

        /// A piece as plain data: a dispatch pattern (`single` -1) or a route's index.
        struct Slot {
            let handle: PCRE2PatternHandle?
            let groups: CalloutGroups?
            let single: Int
        }

        init(_ pieces: [Piece]) {
            self.pieces = pieces
            slots = pieces.map { piece in
                switch piece {
                case .pattern(let pattern, let groups): Slot(handle: PCRE2PatternHandle(pattern), groups: groups, single: -1)
                case .single(let index): Slot(handle: nil, groups: nil, single: index)
                }
            }
        }

        /// The source of the pattern at `position`, for an error's words.
        func source(at position: Int) -> String {
            if case .pattern(let pattern, _) = pieces[position] { return pattern.source }
            return ""
        }
    }
}
