/// The strict RFC 3986 reader behind ``DeepLink/init(_:limits:)``. It reads the text's UTF-8 in
/// place and, for the common link without escapes, makes no string but the scheme and the path.
struct DeepLinkParser {
    let text: String
    let limits: DeepLink.Limits
    let options: DeepLink.Options
    let bytes: UnsafeBufferPointer<UInt8>

    /// Parses `text`.
    static func parse(_ text: String, limits: DeepLink.Limits, options: DeepLink.Options) throws(DeepLinkError) -> DeepLink {
        var copy = text
        return try copy.withUTF8 { bytes in
            Result { () throws(DeepLinkError) -> DeepLink in
                try DeepLinkParser(text: text, limits: limits, options: options, bytes: bytes).parse()
            }
        }.get()
    }

    private init(text: String, limits: DeepLink.Limits, options: DeepLink.Options, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.limits = limits
        self.options = options
        self.bytes = bytes
    }

    func parse() throws(DeepLinkError) -> DeepLink {
        guard !bytes.isEmpty else { throw fail(.empty, "the URL is empty") }
        guard bytes.count <= limits.maxLength else {
            throw fail(.urlTooLong, "the URL is \(bytes.count) bytes long; the limit is \(limits.maxLength)")
        }
        try checkCharacters()
        let colon = try schemeEnd()
        let scheme = bytes[..<colon].contains(where: { (65...90).contains($0) })
            ? String(decoding: bytes[..<colon], as: UTF8.self).lowercased() : String(decoding: bytes[..<colon], as: UTF8.self)
        guard bytes.count >= colon + 3, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            throw fail(.notHierarchical, "expected '//' after '\(scheme):' (as in \(scheme)://host/path)", at: colon + 1)
        }
        let authorityStart = colon + 3
        let authorityEnd = firstIndex(from: authorityStart) { $0 == slash || $0 == question || $0 == hash }
        let pathEnd = firstIndex(from: authorityEnd) { $0 == question || $0 == hash }
        let queryEnd = firstIndex(from: pathEnd) { $0 == hash }
        if let at = bytes[authorityStart..<authorityEnd].firstIndex(of: UInt8(ascii: "@")) {
            throw fail(.userinfo, "user information ('…@') is not allowed in a deep link", at: at)
        }
        try checkComponent(from: pathEnd, to: bytes.count, delimiter: queryEnd, allowing: PercentEncoding.isQueryCharacter)

        var host: String?
        var port: Int?
        var pathStart = authorityEnd
        if options.carriesHost(scheme) {
            (host, port) = try readHost(authorityStart..<authorityEnd, scheme: scheme)
        } else if authorityEnd > authorityStart {
            try checkFirstSegmentHost(authorityStart..<authorityEnd, scheme: scheme)
            pathStart = authorityStart - 1  // the '/' before the first segment
        }
        let path = try readPath(pathStart..<pathEnd)
        let queryStart = pathEnd < bytes.count && bytes[pathEnd] == question ? pathEnd + 1 : pathEnd
        let queryItems = try readQuery(queryStart..<queryEnd)
        return DeepLink(text: text, scheme: scheme, host: host, port: port, path: path, queryItems: queryItems)
    }

    /// The normalized path of `range` (empty, or a '/' and the segments): a trailing slash
    /// dropped (kept with ``DeepLink/Options/keepsTrailingSlash``), escapes normalized, '.', '..'
    /// and empty segments refused. Without escapes it is the text as is.
    private func readPath(_ range: Range<Int>) throws(DeepLinkError) -> String {
        guard !range.isEmpty else { return "/" }
        var end = range.upperBound
        let hasTrailingSlash = range.count > 1 && bytes[end - 1] == slash
        if hasTrailingSlash { end -= 1 }
        let normalized = try readSegments(range.lowerBound..<end, isRoot: range.count == 1)
        return hasTrailingSlash && options.keepsTrailingSlash ? normalized + "/" : normalized
    }

    /// The normalized path of `range`, which has no trailing slash (`isRoot`: the path was just '/').
    private func readSegments(_ range: Range<Int>, isRoot: Bool) throws(DeepLinkError) -> String {
        if !isRoot, let plain = plainPath(range) { return plain }
        let end = range.upperBound
        var segments = 0, segmentStart = range.lowerBound + 1
        var escaped = false, dotSegment: Range<Int>?
        for index in (range.lowerBound + 1)...end where index == end || bytes[index] == slash || bytes[index] == percent {
            if index < end, bytes[index] == percent {
                escaped = true
                continue
            }
            segments += 1
            guard index > segmentStart || isRoot else {
                throw fail(.emptySegment, "an empty path segment ('//') is not allowed", at: segmentStart)
            }
            guard index - segmentStart <= limits.maxSegmentLength else {
                throw fail(.segmentTooLong, "path segment \(segments) is \(index - segmentStart) bytes long; the limit is \(limits.maxSegmentLength)",
                           at: segmentStart)
            }
            if dotSegment == nil, (1...2).contains(index - segmentStart), bytes[segmentStart] == dot, bytes[index - 1] == dot {
                dotSegment = segmentStart..<index
            }
            segmentStart = index + 1
        }
        guard segments <= limits.maxSegments else {
            throw fail(.tooManySegments, "the path has \(segments) segments; the limit is \(limits.maxSegments)")
        }
        try checkComponent(from: range.lowerBound, to: end, allowing: { $0 == slash || PercentEncoding.isPathCharacter($0) })
        if let dotSegment {
            throw fail(.dotSegment, "'.' and '..' segments are not allowed (written '\(String(decoding: bytes[dotSegment], as: UTF8.self))')",
                       at: dotSegment.lowerBound)
        }
        guard escaped else { return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self) }
        // Bytes gathered once; a segment without an escape is already normal (its characters were
        // checked above, and a '.' or '..' one refused), so only escaped ones are decoded.
        var normalized: [UInt8] = []
        normalized.reserveCapacity(end - range.lowerBound)
        var start = range.lowerBound + 1, hasEscape = false  // the path starts with '/'
        for index in start...end {
            guard index == end || bytes[index] == slash else {
                hasEscape = hasEscape || bytes[index] == percent
                continue
            }
            normalized.append(slash)
            if hasEscape {
                try appendSegment(start..<index, to: &normalized)
            } else {
                normalized += UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            start = index + 1
            hasEscape = false
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The path of `range` as is, in one pass, when it has no escapes and breaks no rule (the
    /// common link); nil when it has an escape or something is wrong, which ``readSegments(_:isRoot:)``
    /// then normalizes or reports as it always has (the first problem in its order of checks).
    private func plainPath(_ range: Range<Int>) -> String? {
        let end = range.upperBound
        var segments = 0, segmentStart = range.lowerBound + 1, index = segmentStart
        while true {
            if index == end || bytes[index] == slash {
                let length = index - segmentStart
                guard length > 0, length <= limits.maxSegmentLength,
                      length > 2 || bytes[segmentStart] != dot || bytes[index - 1] != dot else { return nil }
                segments += 1
                if index == end { break }
                segmentStart = index + 1
            } else if !PercentEncoding.isPathCharacter(bytes[index]) {
                return nil  // '%' too: an escape to normalize
            }
            index += 1
        }
        guard segments <= limits.maxSegments else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), hash = UInt8(ascii: "#"), dot = UInt8(ascii: "."),
                percent = UInt8(ascii: "%")

    func fail(_ rule: DeepLinkError.Rule, _ reason: String, at offset: Int? = nil) -> DeepLinkError {
        DeepLinkError(url: text, rule: rule, reason: reason, column: offset.map(column(at:)))
    }

    /// The 1-based character column of a byte offset.
    private func column(at offset: Int) -> Int {
        String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
    }

    private func firstIndex(from start: Int, where isStop: (UInt8) -> Bool) -> Int {
        var index = start
        while index < bytes.count, !isStop(bytes[index]) { index += 1 }
        return index
    }

    /// Characters no part of a URL may hold, whatever the component.
    private func checkCharacters() throws(DeepLinkError) {
        guard PercentEncoding.holdsNeverAllowed(bytes) else { return }
        for (offset, byte) in bytes.enumerated() where PercentEncoding.isNeverAllowed(byte) {
            switch byte {
            case 0x00..<0x20, 0x7F:
                throw fail(.controlCharacter, "control character U+\(hex4(byte)) is not allowed", at: offset)
            case UInt8(ascii: " "):
                throw fail(.space, "a space is not allowed; percent-encode it as %20", at: offset)
            case UInt8(ascii: "\\"):
                throw fail(.backslash, "a backslash is not allowed", at: offset)
            case 0xEF where offset + 2 < bytes.count && bytes[offset + 1] == 0xBF && bytes[offset + 2] == 0xBD:
                throw fail(.nonASCII, "invalid UTF-8: the link holds U+FFFD, the replacement for bytes that were not UTF-8", at: offset)
            case 0x80...:
                throw fail(.nonASCII, "non-ASCII text must be percent-encoded as UTF-8", at: offset)
            default:
                continue
            }
        }
    }

    private func hex4(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private func schemeEnd() throws(DeepLinkError) -> Int {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            throw fail(.scheme, "missing scheme: a deep link starts like shop:// or https://")
        }
        for (offset, byte) in bytes[..<colon].enumerated() {
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            let isOther = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (offset > 0 && isOther) else {
                throw fail(.scheme, "the scheme may hold only letters, digits, '+', '-' and '.', and starts with a letter", at: offset)
            }
        }
        return colon
    }

    /// Checks that every byte in `start..<end` is allowed or a well-formed escape; `delimiter` is the
    /// offset of the one '#' that separates the query from the fragment.
    private func checkComponent(from start: Int, to end: Int, delimiter: Int? = nil,
                                allowing allowed: (UInt8) -> Bool) throws(DeepLinkError) {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < end, PercentEncoding.hexValue(bytes[index + 1]) != nil,
                      PercentEncoding.hexValue(bytes[index + 2]) != nil else {
                    throw fail(.malformedEscape, "'%' must be followed by two hex digits", at: index)
                }
                index += 3
                continue
            }
            guard allowed(byte) || index == delimiter else {
                throw fail(.disallowedCharacter, "character '\(Character(Unicode.Scalar(byte)))' is not allowed here; percent-encode it", at: index)
            }
            index += 1
        }
    }

    /// Appends one segment with its escapes normalized; refused when it decodes to '.' or '..'.
    private func appendSegment(_ range: Range<Int>, to normalized: inout [UInt8]) throws(DeepLinkError) {
        let isDot: Bool
        do throws(PercentEncoding.Failure) {
            isDot = try PercentEncoding.appendNormalized(segment: UnsafeBufferPointer(rebasing: bytes[range]), to: &normalized)
        } catch {
            throw describe(error, component: "path segment", start: range.lowerBound)
        }
        if isDot {
            throw fail(.dotSegment, "'.' and '..' segments are not allowed (written '\(String(decoding: bytes[range], as: UTF8.self))')", at: range.lowerBound)
        }
    }

    private func readQuery(_ range: Range<Int>) throws(DeepLinkError) -> [DeepLink.QueryItem] {
        guard !range.isEmpty else { return [] }
        var items: [DeepLink.QueryItem] = []
        var start = range.lowerBound
        for end in range.lowerBound...range.upperBound where end == range.upperBound || bytes[end] == UInt8(ascii: "&") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let pair = bytes[start..<end]
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? end
            let name = try decodeQueryPart(start..<equals, isValue: false)
            let value = equals < end ? try decodeQueryPart((equals + 1)..<end, isValue: true) : ""
            items.append(DeepLink.QueryItem(name: name, value: value))
            guard items.count <= limits.maxQueryItems else {
                throw fail(.tooManyQueryItems, "the query has more than \(limits.maxQueryItems) items", at: start)
            }
        }
        return items
    }

    /// A query name or value, decoded; a value may hold tab, LF and CR (multi-line text), a name not.
    private func decodeQueryPart(_ range: Range<Int>, isValue: Bool) throws(DeepLinkError) -> String {
        // Nothing to decode: the bytes as they are (checkCharacters refused controls and non-ASCII).
        if !bytes[range].contains(where: { $0 == percent || $0 == UInt8(ascii: "+") }) {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        do throws(PercentEncoding.Failure) {
            return try PercentEncoding.decode(Substring(String(decoding: bytes[range], as: UTF8.self)).utf8, plusAsSpace: true,
                                              allowingLineBreaks: isValue)
        } catch {
            throw describe(error, component: isValue ? "query value" : "query name", start: range.lowerBound)
        }
    }

    private func describe(_ failure: PercentEncoding.Failure, component: String, start: Int) -> DeepLinkError {
        switch failure {
        case .malformedEscape(let offset):
            return fail(.malformedEscape, "'%' must be followed by two hex digits", at: start + offset)
        case .invalidUTF8:
            return fail(.invalidUTF8, "the \(component) decodes to bytes that are not UTF-8", at: start)
        case .controlCharacter:
            return fail(.encodedControlCharacter, "the \(component) decodes to a control character", at: start)
        }
    }
}
