extension DeepLinkParser {
    /// The layout of the commonest deep links, read without the rule-by-rule checks' detours: a
    /// scheme in lower case (`app`, `https`), `://`, then
    /// - for a scheme that carries a host (`https`, a table's `hostSchemes`), a host of host
    ///   characters only, without a port, not ending in `.` or in a number, and a path after it;
    /// - for any other, a host position (the path's first segment) of host characters only;
    ///
    /// then a plain path (``plainPath(from:to:)``: no escape, no empty, `.` or `..` segment, within
    /// the limits; a trailing slash dropped, or kept with ``DeepLink/Options/keepsTrailingSlash``),
    /// then any query and fragment, checked as the rule-by-rule read checks them. Every byte is
    /// checked by its part's own class, none of which holds a byte no link may hold (a control, a
    /// space, a backslash, non-ASCII), so the link is not scanned for those first. Such a link's
    /// path is normal as written. Nil for any other link (a web link without a path among them),
    /// which ``layout(normalizingInto:options:onePass:)`` then reads rule by rule
    /// (`DeepLinkPathRuleTests` holds the two to the same layout).
    func plainLayout(options: DeepLink.Options) -> DeepLink.Layout? {
        guard let base = bytes.baseAddress, bytes.count <= limits.maxLength else { return nil }
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
        guard let path = plainPath(from: pathStart, to: count) else { return nil }
        let pathEnd = path.end
        // The query and fragment, as ``checkComponent(from:to:delimiter:allowing:)`` checks them:
        // query characters, well-formed escapes, and the one '#', the first, where the query ends.
        var queryEnd = count
        index = pathEnd
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
        let keepsSlash = path.trailingSlash && keepsTrailingSlash
        let end = path.trailingSlash && !keepsSlash ? pathEnd - 1 : pathEnd
        return DeepLink.Layout(scheme: 0..<colon, host: host, port: nil, path: pathStart..<end,
                               slashes: keepsSlash ? path.segments + 1 : path.segments, pathEnd: pathEnd, queryEnd: queryEnd)
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
