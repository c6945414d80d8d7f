extension CompiledTableWriter {
    /// A chunk's dispatch patterns, both endings (``RouteDispatcher/StoredPieces``), behind their
    /// length in bytes: loading skips them, and a chunk reads its own at first use.
    mutating func pieces(_ value: RouteDispatcher.StoredPieces) {
        sized { writer in
            writer.list(value.callouts) { $0.piece($1) }
            writer.list(value.marks) { $0.piece($1) }
        }
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

extension CompiledTableReader {
    /// A reader of a chunk's dispatch patterns, which are read (from a copy of their bytes) when
    /// the chunk is first compiled; there a route a piece names must be one of `routes`, and its
    /// group numbers one per path parameter (what matching indexes by), or the reader gives nil.
    mutating func pieces(routes: [Route]) throws(CompiledTableError) -> RouteDispatcher.PieceReader {
        let (bytes, strings) = try sized()
        return {
            bytes.withUnsafeBufferPointer { buffer in
                var reader = strings.reader(of: buffer)
                return try? reader.pieces(routes: routes) as RouteDispatcher.StoredPieces
            }
        }
    }

    /// A chunk's dispatch patterns, read now.
    mutating func pieces(routes: [Route]) throws(CompiledTableError) -> RouteDispatcher.StoredPieces {
        let pieces = RouteDispatcher.StoredPieces(
            callouts: try list { reader throws(CompiledTableError) in try reader.piece(routes: routes) },
            marks: try list { reader throws(CompiledTableError) in try reader.piece(routes: routes) })
        guard isAtEnd else { throw failure("bytes follow a chunk's dispatch patterns") }
        return pieces
    }

    private mutating func piece(routes: [Route]) throws(CompiledTableError) -> RouteDispatcher.StoredPiece {
        switch try unsigned() {
        case 0: return .single(try routeIndex(of: routes))
        case 1:
            let source = try string(), bytes = try bool()
            let items = try list { reader throws(CompiledTableError) -> (Int, [Int]) in
                let index = try reader.routeIndex(of: routes)
                let numbers = try reader.list { reader throws(CompiledTableError) in try reader.int() }
                guard numbers.count == routes[index].pathParameters.count else {
                    throw reader.failure("a dispatch pattern's groups do not fit route \(index)'s parameters")
                }
                return (index, numbers)
            }
            return .pattern(source: source, bytes: bytes, groups: Dictionary(items, uniquingKeysWith: { first, _ in first }))
        default: throw failure("unknown dispatch piece")
        }
    }

    private mutating func routeIndex(of routes: [Route]) throws(CompiledTableError) -> Int {
        let index = try int()
        guard routes.indices.contains(index) else { throw failure("a dispatch pattern names route \(index) of \(routes.count)") }
        return index
    }
}
