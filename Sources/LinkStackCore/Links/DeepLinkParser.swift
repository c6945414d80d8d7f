/// The strict RFC 3986 reader behind ``DeepLink/init(_:limits:)``. It reads the text's UTF-8 in
/// place: first where each part is (``DeepLink/Layout``, no string but the scheme), then, for a
/// ``DeepLink``, the parts' text (the engine's resolver reads the layout alone: one set of rules).
struct DeepLinkParser {
    /// Whether an error is worded: true for a parse of text, false when only bytes were given for
    /// a layout (an error then says only its rule).
    let wordsErrors: Bool
    let limits: DeepLink.Limits
    /// ``DeepLink/Options/keepsTrailingSlash`` (the options are handed to ``layout(normalizingInto:options:)``).
    let keepsTrailingSlash: Bool
    let bytes: LinkBytes

    /// Parses `text`: its layout read and its query's items checked, no `String` made of its parts.
    static func parse(_ text: String, limits: DeepLink.Limits, options: DeepLink.Options) throws(DeepLinkError) -> DeepLink {
        var copy = text  // native once read: the link's parts are read from its bytes in place later
        // The error kept aside, not returned in a `Result` (which copied the layout in and out).
        var failure: DeepLinkError?, normalizedPath: String?
        let layout = LinkBytes.reading(&copy) { bytes -> DeepLink.Layout? in
            let parser = DeepLinkParser(wordsErrors: true, limits: limits, keepsTrailingSlash: options.keepsTrailingSlash, bytes: bytes)
            var normalized: [UInt8] = []
            do throws(DeepLinkError) {
                let layout = try parser.layout(normalizingInto: &normalized, options: options)
                try parser.checkQuery(parser.queryRange(of: layout), rest: options.restQuery)
                if layout.path == nil { normalizedPath = String(decoding: normalized, as: UTF8.self) }
                return layout
            } catch {
                failure = error
                return nil
            }
        }
        guard let layout, failure == nil else {  // (a nil layout always has its failure: the words below are never read)
            throw failure ?? DeepLinkError(url: text, rule: .empty, reason: "the URL could not be read", column: nil)
        }
        return DeepLink(text: copy, layout: layout, normalizedPath: normalizedPath, options: options)
    }

    /// Where the parts of the link `bytes` are (``DeepLink/layout(of:limits:options:normalizingInto:)``).
    static func layout(of bytes: LinkBytes, limits: DeepLink.Limits, options: DeepLink.Options,
                       normalizingInto path: inout [UInt8]) -> DeepLink.Layout? {
        try? DeepLinkParser(wordsErrors: false, limits: limits, keepsTrailingSlash: options.keepsTrailingSlash, bytes: bytes)
            .layout(normalizingInto: &path, options: options)
    }

    /// Checks every rule but the query's and finds each part; a path that must be normalized
    /// is appended to `normalized`.
    private func layout(normalizingInto normalized: inout [UInt8], options: DeepLink.Options) throws(DeepLinkError) -> DeepLink.Layout {
        guard !bytes.isEmpty else { throw fail(.empty, "the URL is empty") }
        guard bytes.count <= min(limits.maxLength, Int(Int32.max)) else {  // (a layout's offsets are 32-bit)
            throw fail(.urlTooLong, "the URL is \(bytes.count) bytes long; the limit is \(min(limits.maxLength, Int(Int32.max)))")
        }
        // Every byte is checked by its part's rules below, none of which takes a byte that is never
        // allowed: such a byte is looked for only once a rule fails, to be the error (it comes first).
        do throws(DeepLinkError) {
            return try parts(normalizingInto: &normalized, options: options)
        } catch {
            try checkCharacters()
            throw error
        }
    }

    /// The parts of a link whose length is checked, each found and checked by its rules.
    private func parts(normalizingInto normalized: inout [UInt8], options: DeepLink.Options) throws(DeepLinkError) -> DeepLink.Layout {
        let colon = try schemeEnd()
        guard bytes.count >= colon + 3, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            let scheme = schemeName(colon)
            throw fail(.notHierarchical, "expected '//' after '\(scheme):' (as in \(scheme)://host/path)", at: colon + 1)
        }
        let authorityStart = colon + 3
        // The fragment starts at the first '#', the query at the first '?' before it, the path at
        // the first '/' before either.
        let queryEnd = find(hash, from: authorityStart, to: bytes.count)
        let pathEnd = find(question, from: authorityStart, to: queryEnd)
        let authorityEnd = find(slash, from: authorityStart, to: pathEnd)
        let at = find(UInt8(ascii: "@"), from: authorityStart, to: authorityEnd)
        if at < authorityEnd { throw fail(.userinfo, "user information ('…@') is not allowed in a deep link", at: at) }
        try checkComponent(from: pathEnd, to: bytes.count, delimiter: queryEnd, allowing: PercentEncoding.isQueryCharacter)

        var host: Range<Int>?
        var port: Int?
        var pathStart = authorityEnd
        if options.carriesHost(scheme: bytes.part(0..<colon)) {
            (host, port) = try readHost(authorityStart..<authorityEnd, schemeEnd: colon)
        } else if authorityEnd > authorityStart {
            try checkFirstSegmentHost(authorityStart..<authorityEnd, schemeEnd: colon)
            pathStart = authorityStart - 1  // the '/' before the first segment
        }
        let (path, slashes) = try readPath(pathStart..<pathEnd, normalizingInto: &normalized)
        return DeepLink.Layout(scheme: 0..<colon, host: host, port: port, path: path, slashes: slashes, pathEnd: pathEnd, queryEnd: queryEnd)
    }

    /// The query's bytes in a link laid out as `layout`: after its `?`, up to its fragment.
    func queryRange(of layout: DeepLink.Layout) -> Range<Int> {
        let queryStart = layout.pathEnd < bytes.count && bytes[layout.pathEnd] == question ? layout.pathEnd + 1 : layout.pathEnd
        return queryStart..<layout.queryEnd
    }

    let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), hash = UInt8(ascii: "#"), dot = UInt8(ascii: "."),
                percent = UInt8(ascii: "%")

    /// The error for a broken rule. Its words and column are made only for a parse of text: a
    /// layout's caller asks only whether the link is good.
    func fail(_ rule: DeepLinkError.Rule, _ reason: @autoclosure () -> String, at offset: Int? = nil) -> DeepLinkError {
        guard wordsErrors else { return DeepLinkError(url: "", rule: rule, reason: "", column: nil) }
        return DeepLinkError(url: String(decoding: bytes, as: UTF8.self), rule: rule, reason: reason(), column: offset.map(column(at:)))
    }

    /// The 1-based character column of a byte offset.
    private func column(at offset: Int) -> Int {
        String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
    }

    /// Where `byte` first stands in `start..<end`, or `end`.
    func find(_ byte: UInt8, from start: Int, to end: Int) -> Int {
        guard start < end else { return end }
        return bytes.firstIndex(of: byte, in: start..<end) ?? end
    }

    /// Characters no part of a URL may hold, whatever the component.
    private func checkCharacters() throws(DeepLinkError) {
        // One scan finds the first such byte, and it is worded.
        guard let offset = bytes.firstIndex(in: 0..<bytes.count, where: PercentEncoding.isNeverAllowed) else { return }
        let byte = bytes[offset]
        switch byte {
        case 0x00..<0x20, 0x7F:
            let hex = (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            throw fail(.controlCharacter, "control character U+00\(hex) is not allowed", at: offset)
        case UInt8(ascii: " "):
            throw fail(.space, "a space is not allowed; percent-encode it as %20", at: offset)
        case UInt8(ascii: "\\"):
            throw fail(.backslash, "a backslash is not allowed", at: offset)
        case 0xEF where offset + 2 < bytes.count && bytes[offset + 1] == 0xBF && bytes[offset + 2] == 0xBD:
            throw fail(.nonASCII, "invalid UTF-8: the link holds U+FFFD, the replacement for bytes that were not UTF-8", at: offset)
        default:  // non-ASCII, the rest of what is never allowed
            throw fail(.nonASCII, "non-ASCII text must be percent-encoded as UTF-8", at: offset)
        }
    }

    /// The scheme, the bytes before `colon`, lower-cased.
    func schemeName(_ colon: Int) -> String {
        DeepLinkParser.lowercased(bytes.part(0..<colon))
    }

    /// ASCII `bytes` (a scheme's or a host's) as a `String`, their letters lower-cased.
    static func lowercased(_ bytes: LinkBytes) -> String {
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard bytes.contains(where: isUpper) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private func schemeEnd() throws(DeepLinkError) -> Int {
        let colon = find(UInt8(ascii: ":"), from: 0, to: bytes.count)
        guard colon < bytes.count, colon > 0 else { throw fail(.scheme, "missing scheme: a deep link starts like shop:// or https://") }
        for offset in 0..<colon where !DeepLinkParser.isSchemeByte(bytes[offset], at: offset) {
            throw fail(.scheme, "the scheme may hold only letters, digits, '+', '-' and '.', and starts with a letter", at: offset)
        }
        return colon
    }

    /// Whether `byte` may stand at `offset` of a scheme (RFC 3986): a letter, then letters,
    /// digits, `+`, `-` or `.`.
    static func isSchemeByte(_ byte: UInt8, at offset: Int) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || offset > 0 && ((UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }

    /// Whether the `%` at `index` is followed by two hex digits before `end`.
    @inline(__always)
    func isEscape(at index: Int, before end: Int) -> Bool {
        index + 2 < end && PercentEncoding.hexValue(bytes[index + 1]) != nil && PercentEncoding.hexValue(bytes[index + 2]) != nil
    }

    /// Checks that every byte in `start..<end` is allowed or a well-formed escape; `delimiter` is the
    /// offset of the one '#' that separates the query from the fragment.
    func checkComponent(from start: Int, to end: Int, delimiter: Int? = nil,
                                allowing allowed: (UInt8) -> Bool) throws(DeepLinkError) {
        var index = start
        while let stop = bytes.firstIndex(in: index..<end, where: { $0 == UInt8(ascii: "%") || !allowed($0) }) {
            if bytes[stop] == UInt8(ascii: "%") {
                guard isEscape(at: stop, before: end) else {
                    throw fail(.malformedEscape, "'%' must be followed by two hex digits", at: stop)
                }
                index = stop + 3
                continue
            }
            guard stop == delimiter else {
                throw fail(.disallowedCharacter, "character '\(Character(Unicode.Scalar(bytes[stop])))' is not allowed here; percent-encode it", at: stop)
            }
            index = stop + 1
        }
    }
}
