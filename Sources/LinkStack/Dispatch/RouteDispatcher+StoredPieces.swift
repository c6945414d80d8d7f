extension RouteDispatcher {
    /// A chunk's patterns as data, as a compiled table stores them: loading them skips
    /// ``DispatchPatternBuilder`` (the larger part of a cold start's first match), and only
    /// compiling and JIT-compiling remain, at first use as always.
    struct StoredPieces: Sendable, Equatable {
        /// The pieces for each path length (``Chunk/pieces(segments:)``).
        let callouts: [[StoredPiece]]
    }

    /// Reads one list of a chunk's stored pieces when it is first compiled; nil when they do not
    /// read (the chunk then builds those patterns from its routes).
    typealias PieceReader = @Sendable () -> [StoredPiece]?

    /// A chunk's stored pieces as a compiled table gives them: each list read at first use.
    struct StoredChunk: Sendable {
        /// The pieces of each path length.
        let callouts: [PieceReader]

        /// Stored pieces already read.
        init(_ pieces: StoredPieces) {
            callouts = pieces.callouts.map { list in { list } }
        }

        init(callouts: [PieceReader]) {
            self.callouts = callouts
        }
    }

    /// A ``Piece`` as data: a pattern's source, whether it is compiled for bytes, and for each
    /// route it ends in the group number of each path parameter; or a route matched with its own
    /// pattern.
    enum StoredPiece: Sendable, Equatable {
        case pattern(source: String, bytes: Bool, groups: [Int: [Int]])
        case single(Int)
    }

    /// Every chunk's pieces, in unit order, compiling them all: what a compiled table stores.
    var storedPieces: [StoredPieces] {
        units.compactMap { unit in
            guard case .chunk(let chunk) = unit else { return nil }
            return StoredPieces(callouts: chunk.everyLengthsPieces.map { $0.map(\.stored) })
        }
    }

    /// The stored pieces compiled, or nil when a pattern no longer compiles (the caller then
    /// builds them from the routes).
    static func compile(_ stored: [StoredPiece]) -> [Piece]? {
        var pieces: [Piece] = []
        pieces.reserveCapacity(stored.count)
        for piece in stored {
            switch piece {
            case .single(let index):
                pieces.append(.single(index))
            case .pattern(let source, let bytes, let groups):
                guard let pattern = try? PCRE2Pattern(source, options: bytes ? .bytes : .default) else { return nil }
                pieces.append(.pattern(pattern, groups: CalloutGroups(groups)))
            }
        }
        return pieces
    }
}

extension RouteDispatcher.Piece {
    /// The piece as data.
    var stored: RouteDispatcher.StoredPiece {
        switch self {
        case .single(let index): .single(index)
        case .pattern(let pattern, let groups): .pattern(source: pattern.source, bytes: pattern.options == .bytes, groups: groups.byRoute)
        }
    }
}
