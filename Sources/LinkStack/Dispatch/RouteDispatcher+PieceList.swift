// Unsafe: PCRE2 matches a link's bytes in place and its callouts point into them: the dispatcher reads them where they are, never as a copy (not measured apart from the dispatcher).
extension RouteDispatcher {
    /// A chunk's pieces for one path length (``Chunk/pieces(segments:)``), and the same as plain
    /// data: each pattern's handle and its routes' group numbers, or the route matched with its
    /// own pattern. The search reads the data, so matching a link retains no pattern and no list
    /// of numbers; the pieces keep them alive.
    final class PieceList: @unchecked Sendable {
        /// The pieces, in match order.
        let pieces: [Piece]
        /// One slot per piece, in the same order (written once, in `init`).
        private let storage: UnsafeMutableBufferPointer<Slot>

        /// A piece as plain data: a dispatch pattern (`single` -1) or a route's index.
        struct Slot {
            let handle: PCRE2PatternHandle?
            let groups: CalloutGroups.View?
            let single: Int
        }

        init(_ pieces: [Piece]) {
            self.pieces = pieces
            storage = .allocate(capacity: max(pieces.count, 1))
            for (position, piece) in pieces.enumerated() {
                switch piece {
                case .pattern(let pattern, let groups):
                    storage.initializeElement(at: position, to: Slot(handle: PCRE2PatternHandle(pattern), groups: groups.view, single: -1))
                case .single(let index):
                    storage.initializeElement(at: position, to: Slot(handle: nil, groups: nil, single: index))
                }
            }
        }

        deinit {
            storage.deallocate()
        }

        /// The slots, valid while the list lives.
        var slots: UnsafeBufferPointer<Slot> { UnsafeBufferPointer(rebasing: storage[..<pieces.count]) }

        /// The source of the pattern at `position`, for an error's words.
        func source(at position: Int) -> String {
            if case .pattern(let pattern, _) = pieces[position] { return pattern.source }
            return ""
        }
    }
}
