extension TableWriter {
    /// A chunk's dispatch patterns (``RouteDispatcher/StoredPieces``): the pieces of each path
    /// length, each list behind its length in bytes, so that loading skips them and a chunk reads
    /// each at first use.
    mutating func pieces(_ value: RouteDispatcher.StoredPieces) {
        list(value.callouts) { writer, pieces in writer.sized { $0.list(pieces) { $0.piece($1) } } }
    }

    private mutating func piece(_ value: RouteDispatcher.StoredPiece) {
        switch value {
        case .single(let index):
            unsigned(0)
            int(index)
        case .pattern(let source, let bytes, let groups):
            unsigned(1)
            string(source)
            bool(bytes)
            list(groups.sorted { $0.key < $1.key }) { writer, item in
                writer.int(item.key)
                writer.list(item.value) { $0.int($1) }
            }
        }
    }
}

extension TableReader {
    /// A chunk's dispatch patterns, each list read (from a copy of its bytes) when the chunk first
    /// needs it; there a route a piece names must be one of `routes`, and its group numbers one per
    /// path parameter (what matching indexes by), or the list's reader gives nil.
    mutating func pieces(routes: [Route]) throws(TableDataError) -> RouteDispatcher.StoredChunk {
        RouteDispatcher.StoredChunk(callouts: try list { reader throws(TableDataError) in try reader.pieceReader(routes: routes) })
    }

    private mutating func pieceReader(routes: [Route]) throws(TableDataError) -> RouteDispatcher.PieceReader {
        let (bytes, strings) = try sized()
        return {
            var reader = strings.reader(of: bytes)
            return try? reader.pieceList(routes: routes)
        }
    }

    /// One list of stored pieces, read now.
    mutating func pieceList(routes: [Route]) throws(TableDataError) -> [RouteDispatcher.StoredPiece] {
        let pieces = try list { reader throws(TableDataError) in try reader.piece(routes: routes) }
        guard isAtEnd else { throw failure("bytes follow a list of dispatch patterns") }
        return pieces
    }

    private mutating func piece(routes: [Route]) throws(TableDataError) -> RouteDispatcher.StoredPiece {
        switch try unsigned() {
        case 0: return .single(try routeIndex(of: routes))
        case 1:
            let source = try string(), bytes = try bool()
            let items = try list { reader throws(TableDataError) -> (Int, [Int]) in
                let index = try reader.routeIndex(of: routes)
                let numbers = try reader.list { reader throws(TableDataError) in try reader.int() }
                guard numbers.count == routes[index].pathParameters.count else {
                    throw reader.failure("a dispatch pattern's groups do not fit route \(index)'s parameters")
                }
                return (index, numbers)
            }
            return .pattern(source: source, bytes: bytes, groups: Dictionary(items, uniquingKeysWith: { first, _ in first }))
        default: throw failure("unknown dispatch piece")
        }
    }

    private mutating func routeIndex(of routes: [Route]) throws(TableDataError) -> Int {
        let index = try int()
        guard routes.indices.contains(index) else { throw failure("a dispatch pattern names route \(index) of \(routes.count)") }
        return index
    }
}
