extension DeepLink {
    /// Where a link's parts are in its bytes, as the parser finds them once every rule but the
    /// query's holds: what a reader that needs no `String` of the parts reads instead of a
    /// ``DeepLink`` (the engine's link writer), by the very rules a ``DeepLink`` is parsed by.
    package struct Layout: Sendable, Hashable {
        /// The scheme's bytes (letters in either case, as written): the text's first.
        package let scheme: Range<Int>
        /// The host's bytes as written (letters in either case), for a link that carries one.
        package let host: Range<Int>?
        /// The port of an `http` or `https` link, when one is written.
        package let port: Int?
        /// The normalized path's bytes in the text, when the text holds it as it is; nil when
        /// it had to be normalized (escapes, the root `/` of `scheme://`) into the caller's buffer.
        package let path: Range<Int>?
        /// How many `/` the normalized path holds: its segments, one more for a trailing slash
        /// kept; the root `/` holds one.
        package let slashes: Int
        /// Where the path ends in the text: at its `?`, its `#` or the end.
        package let pathEnd: Int
        /// Where the query ends: at the fragment's `#` or the end.
        package let queryEnd: Int
    }

    /// Where the parts of the link `bytes` are, read as ``init(_:limits:options:)`` reads it,
    /// its path normalized into `path` when the text does not hold it as it is (``Layout/path``
    /// nil); nil when the link breaks a rule (parse it for the error). The query's characters are
    /// checked, its items not read (``queryItems(of:layout:limits:)`` reads them).
    package static func layout(of bytes: UnsafeBufferPointer<UInt8>, limits: Limits, options: Options,
                               normalizingInto path: inout [UInt8]) -> Layout? {
        DeepLinkParser.layout(of: bytes, limits: limits, options: options, normalizingInto: &path)
    }

    /// The scheme and host (nil for none) of the link `bytes` laid out as `layout`, lower-cased as
    /// ``init(_:limits:options:)`` has them in ``scheme`` and ``host``.
    package static func origin(of bytes: UnsafeBufferPointer<UInt8>, layout: Layout) -> (scheme: String, host: String?) {
        let parser = DeepLinkParser(wordsErrors: false, limits: .default, keepsTrailingSlash: false, bytes: bytes)
        return (parser.schemeName(layout.scheme.upperBound), layout.host.map(parser.lowercasedHost))
    }

    /// The query items of the link `bytes` laid out as `layout`, names and values decoded, as
    /// ``init(_:limits:options:)`` reads them; nil when one breaks a rule (parse the link for the error).
    package static func queryItems(of bytes: UnsafeBufferPointer<UInt8>, layout: Layout, limits: Limits) -> [QueryItem]? {
        let parser = DeepLinkParser(wordsErrors: false, limits: limits, keepsTrailingSlash: false, bytes: bytes)
        return try? parser.readQuery(parser.queryRange(of: layout))
    }
}
