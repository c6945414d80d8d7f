import LinkStackCore

extension LinkPath {
    /// Reads the link `line` as the resolver reads a link's bytes: its layout, by the parser every link is read by (``DeepLink/layout(of:limits:options:normalizingInto:)``,
    /// under `limits` and `options`), its scheme and host as the judge tells them (``OriginCheck``:
    /// by `origins`, the table's bits, or for a table
    /// without them by the link's names), and its
    /// query items, as the parser reads them; then whether `body` answered it (given the link's
    /// layout too). False, without
    /// asking `body`, when the link's answer is an error the general path words: the parser refuses
    /// it, the table does not answer its scheme or host, or a query name the routes read is given
    /// twice. (Not generic over an answer: unspecialized, its generic code cost about 300 a link.)
    @inline(__always)
    static func read(_ line: LinkBytes, limits: DeepLink.Limits, options: DeepLink.Options, scope: LinkScope,
                     origins: LinkOrigins?,
                     _ body: (LinkPath, OriginCheck, [DeepLink.QueryItem], borrowing DeepLink.Layout) -> Bool) -> Bool {
        // A link starts with its scheme's letter: a request line (`{`) or a blank one is the general
        // path's at once, not after reading a layout.
        guard line.count > 0, case let first = line[0], (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        var normalized: [UInt8] = []  // a path with escapes, normalized (no allocation for a plain one)
        guard let layout = DeepLink.layout(of: line, limits: limits, options: options, normalizingInto: &normalized) else { return false }
        let origin: OriginCheck
        if let origins {
            guard let bits = origins.origin(scheme: line.part(layout.scheme), host: layout.host.map(line.part)) else { return false }
            origin = OriginCheck(origins, bits)
        } else {
            guard let named = namedOrigin(of: line, limits: limits, options: options, scope: scope) else { return false }
            origin = named
        }
        return LinkBytes.lent(normalized) { normalized in
            let path = layout.path.map(line.part) ?? normalized
            // A plain path is read from the line as written (`layout.path`): it holds no escape.
            let link = LinkPath(path: path, slashes: layout.slashes, hasQuery: layout.pathEnd < line.count, mayHoldEscapes: layout.path == nil)
            var items: [DeepLink.QueryItem] = []
            if link.hasQuery {
                guard let read = DeepLink.queryItems(of: line, layout: layout, limits: limits, dropping: options.droppedQuery, rest: options.restQuery),
                      scope.repeatedQueryName(in: read) == nil
                else { return false }
                items = read
            }
            return body(link, origin, items, layout)
        }
    }

    /// How the judge tells a route answers the link `line` for a table without bits
    /// (``LinkOrigins``): by the link's names, once the table is known to answer them (the link
    /// parsed whole); nil when it does not (the general path's error).
    private static func namedOrigin(of line: LinkBytes, limits: DeepLink.Limits, options: DeepLink.Options,
                                    scope: LinkScope) -> OriginCheck? {
        do throws(ResolutionError) {
            let link = try DeepLink(resolving: line.string, limits: limits, options: options)
            try scope.checkQueryNames(link.queryItems, of: link)
            try scope.checkOrigin(link)
            return OriginCheck(scheme: link.scheme, host: link.host)
        } catch {
            return nil
        }
    }
}
