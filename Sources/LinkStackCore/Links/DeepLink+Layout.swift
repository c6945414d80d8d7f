extension DeepLink {
    /// Where a link's parts are in its bytes, as the parser finds them once every rule but the
    /// query's holds: what a reader that needs no `String` of the parts reads instead of a
    /// ``DeepLink`` (the engine's resolve from bytes), by the very rules a ``DeepLink`` is parsed by.
    package struct Layout: Sendable, Hashable {
        // Kept as 32-bit offsets, -1 for none (a link is at most `Int32.max` bytes long: the parser
        // refuses a longer one): 40 bytes. As `Range<Int>?`s and `Int`s it was 104, copied field
        // by field at every step of a parse, about 90 instructions a copy.
        let schemeStart: Int32, schemeEnd: Int32, hostStart: Int32, hostEnd: Int32, portNumber: Int32
        let pathStart: Int32, pathStop: Int32, slashCount: Int32, pathEndOffset: Int32, queryEndOffset: Int32

        /// The scheme's bytes (letters in either case, as written): the text's first.
        package var scheme: Range<Int> { Int(schemeStart)..<Int(schemeEnd) }
        /// The host's bytes as written (letters in either case), for a link that carries one.
        package var host: Range<Int>? { hostStart < 0 ? nil : Int(hostStart)..<Int(hostEnd) }
        /// The port of an `http` or `https` link, when one is written.
        package var port: Int? { portNumber < 0 ? nil : Int(portNumber) }
        /// The normalized path's bytes in the text, when the text holds it as it is; nil when
        /// it had to be normalized (escapes, the root `/` of `scheme://`) into the caller's buffer.
        package var path: Range<Int>? { pathStart < 0 ? nil : Int(pathStart)..<Int(pathStop) }
        /// How many `/` the normalized path holds: its segments, one more for a trailing slash
        /// kept; the root `/` holds one.
        package var slashes: Int { Int(slashCount) }
        /// Where the path ends in the text: at its `?`, its `#` or the end.
        package var pathEnd: Int { Int(pathEndOffset) }
        /// Where the query ends: at the fragment's `#` or the end.
        package var queryEnd: Int { Int(queryEndOffset) }

        /// The layout of a link of at most `Int32.max` bytes with these parts (a port from 0 to 65535).
        init(scheme: Range<Int>, host: Range<Int>?, port: Int?, path: Range<Int>?, slashes: Int, pathEnd: Int, queryEnd: Int) {
            schemeStart = Int32(truncatingIfNeeded: scheme.lowerBound)
            schemeEnd = Int32(truncatingIfNeeded: scheme.upperBound)
            hostStart = host.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
            hostEnd = host.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
            portNumber = port.map { Int32(truncatingIfNeeded: $0) } ?? -1
            pathStart = path.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
            pathStop = path.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
            slashCount = Int32(truncatingIfNeeded: slashes)
            pathEndOffset = Int32(truncatingIfNeeded: pathEnd)
            queryEndOffset = Int32(truncatingIfNeeded: queryEnd)
        }
    }

    /// Where the parts of the link `bytes` are, read as ``init(_:limits:options:)`` reads it,
    /// its path normalized into `path` when the text does not hold it as it is (``Layout/path``
    /// nil); nil when the link breaks a rule (parse it for the error). The query's characters are
    /// checked, its items not read (``queryItems(of:layout:limits:)`` reads them).
    package static func layout(of bytes: LinkBytes, limits: Limits, options: Options,
                               normalizingInto path: inout [UInt8]) -> Layout? {
        DeepLinkParser.layout(of: bytes, limits: limits, options: options, normalizingInto: &path)
    }

    /// The scheme and host (nil for none) of the link `bytes` laid out as `layout`, lower-cased as
    /// ``init(_:limits:options:)`` has them in ``scheme`` and ``host``.
    package static func origin(of bytes: LinkBytes, layout: Layout) -> (scheme: String, host: String?) {
        let parser = DeepLinkParser(wordsErrors: false, limits: .default, keepsTrailingSlash: false, bytes: bytes)
        return (parser.schemeName(layout.scheme.upperBound), layout.host.map(parser.lowercasedHost))
    }

    /// The query items of the link `bytes` laid out as `layout`, names and values decoded, as
    /// ``init(_:limits:options:)`` reads them, less those `dropping` drops (``Options/droppedQuery``),
    /// an item named in `rest` running to the end (``Options/restQuery``);
    /// nil when one breaks a rule (parse the link for the error).
    package static func queryItems(of bytes: LinkBytes, layout: Layout, limits: Limits, dropping: [String] = [],
                                   rest: [String] = []) -> [QueryItem]? {
        let parser = DeepLinkParser(wordsErrors: false, limits: limits, keepsTrailingSlash: false, bytes: bytes)
        let items = try? parser.readQuery(parser.queryRange(of: layout), rest: rest)
        return dropping.isEmpty ? items : items?.filter { !Options.drops(dropping, $0.name) }
    }
}
