extension DeepLinkParser {
    /// The layout of the commonest deep links, read without the rule-by-rule checks' detours: a
    /// scheme in lower case (`app`, `https`), `://`, then
    /// - for a scheme that carries a host (`https`, a table's `hostSchemes`), a host of host
    ///   characters only, without a port, not ending in `.` or in a number, and a path after it;
    /// - for any other, a host position (the path's first segment) of host characters only;
    ///
    /// then a plain path (``plainPath(from:to:)``: no escape, no empty, `.` or `..` segment, within
    /// the limits; a trailing slash dropped, or kept with ``DeepLink/Options/keepsTrailingSlash``)
    /// or one with escapes, normalized into `normalized` (``escapedLayout(scheme:host:path:queryEnd:normalizingInto:)``),
    /// then any query and fragment, checked as the rule-by-rule read checks them. Every byte is
    /// checked by its part's own class, none of which holds a byte no link may hold (a control, a
    /// space, a backslash, non-ASCII), so the link is not scanned for those first. Such a link's
    /// path is normal as written. Nil for any other link (a web link without a path among them),
    /// which ``layout(normalizingInto:options:onePass:)`` then reads rule by rule
    /// (`DeepLinkPathRuleTests` holds the two to the same layout).
    func plainLayout(options: DeepLink.Options, normalizingInto normalized: inout [UInt8]) -> DeepLink.Layout? {
        guard let base = bytes.baseAddress, bytes.count <= limits.maxLength, bytes.count <= Int(Int32.max) else { return nil }
        let count = bytes.count
        var colon = 0
        while colon < count, DeepLinkParser.isLowerSchemeByte(base[colon], first: colon == 0) { colon += 1 }
        guard colon > 0, colon + 3 < count, base[colon] == UInt8(ascii: ":"), base[colon + 1] == slash, base[colon + 2] == slash
        else { return nil }
        let carriesHost = options.carriesHost(scheme: UnsafeBufferPointer(start: base, count: colon))
        // The host, or a custom scheme's host position: host characters (no ':', '@' or '%') up to
        // the path, its query or fragment, or the end.
        let bits = PercentEncoding.plainCharacterBits
        var index = colon + 3
        while index < count, bits[Int(base[index])] & 1 != 0 { index += 1 }
        guard index == count || base[index] == slash || base[index] == question || base[index] == hash else { return nil }
        let host: Range<Int>? = carriesHost ? (colon + 3)..<index : nil
        if let host {
            guard !host.isEmpty, index < count, base[index] == slash, base[index - 1] != dot, !endsInNumber(host) else { return nil }
        }
        // The path (a custom scheme's starts at its host position), up to its query or fragment.
        let pathStart = carriesHost ? index : colon + 2
        guard let path = plainPath(from: pathStart, to: count) else {
            // An escape (or a rule broken): the path ends at the first '?' or '#'.
            var pathEnd = pathStart
            while pathEnd < count, base[pathEnd] != question, base[pathEnd] != hash { pathEnd += 1 }
            guard let queryEnd = queryEnd(from: pathEnd) else { return nil }
            return escapedLayout(scheme: 0..<colon, host: host, path: pathStart..<pathEnd, queryEnd: queryEnd, normalizingInto: &normalized)
        }
        let pathEnd = path.end
        guard let queryEnd = queryEnd(from: pathEnd) else { return nil }
        let keepsSlash = path.trailingSlash && keepsTrailingSlash
        let end = path.trailingSlash && !keepsSlash ? pathEnd - 1 : pathEnd
        return DeepLink.Layout(scheme: 0..<colon, host: host, port: nil, path: pathStart..<end,
                               slashes: keepsSlash ? path.segments + 1 : path.segments, pathEnd: pathEnd, queryEnd: queryEnd)
    }

    /// Where the query that starts at `pathEnd` ends (its fragment's `#`, or the link's end),
    /// read as ``checkComponent(from:to:delimiter:allowing:)`` checks a query and fragment:
    /// query characters, well-formed escapes, and the one '#', the first; nil when a rule is broken.
    @inline(__always)
    private func queryEnd(from pathEnd: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let bits = PercentEncoding.plainCharacterBits, count = bytes.count
        var queryEnd = count, index = pathEnd
        while index < count {
            if bits[Int(base[index])] & 2 != 0 {
                index += 1
                continue
            }
            if base[index] == hash, queryEnd == count {
                queryEnd = index
                index += 1
                continue
            }
            guard base[index] == percent, isEscape(at: index, before: count) else { return nil }
            index += 3
        }
        return queryEnd
    }

    /// The layout of a link read in one pass but for its `path`, which holds escapes: the path
    /// normalized into `normalized` as the rule-by-rule read normalizes it
    /// (``appendEscapedPath(_:to:)``, after ``readPath(_:normalizingInto:)``'s trailing slash);
    /// nil, `normalized` as it was, when a rule is broken.
    private func escapedLayout(scheme: Range<Int>, host: Range<Int>?, path: Range<Int>, queryEnd: Int,
                               normalizingInto normalized: inout [UInt8]) -> DeepLink.Layout? {
        let hasTrailingSlash = path.count > 1 && bytes[path.upperBound - 1] == slash
        guard let segments = appendEscapedPath(path.lowerBound..<(hasTrailingSlash ? path.upperBound - 1 : path.upperBound), to: &normalized)
        else { return nil }
        let keepsSlash = hasTrailingSlash && keepsTrailingSlash
        if keepsSlash { normalized.append(slash) }
        return DeepLink.Layout(scheme: scheme, host: host, port: nil, path: nil, slashes: keepsSlash ? segments + 1 : segments,
                               pathEnd: path.upperBound, queryEnd: queryEnd)
    }

    /// A lower-case scheme's letters, and after the first its digits, `+`, `-` and `.`.
    @inline(__always)
    private static func isLowerSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case 0x61...0x7A: return true
        case 0x30...0x39, 0x2B, 0x2D, 0x2E: return !first
        default: return false
        }
    }
}
