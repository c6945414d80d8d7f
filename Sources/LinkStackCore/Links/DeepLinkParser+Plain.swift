extension DeepLinkParser {
    /// The layout of the commonest deep link, read without the rule-by-rule checks' detours: a
    /// custom scheme that carries no host, in lower case (`app`), `://`, a host position (the
    /// path's first segment) of host characters only, a plain path (``plainSegments(_:)``: no
    /// escape, no trailing slash, no empty, `.` or `..` segment, within the limits), then any
    /// query and fragment, checked as the rule-by-rule read checks them. Every byte is checked by
    /// its part's own class, none of which holds a byte no link may hold (a control, a space, a
    /// backslash, non-ASCII), so the link is not scanned for those first. Such a link's path is
    /// normal as written: its bytes from the `/` before the first segment. Nil for any other link,
    /// which ``layout(normalizingInto:options:onePass:)`` then reads rule by rule
    /// (`DeepLinkPathRuleTests` holds the two to the same layout).
    func plainLayout(options: DeepLink.Options) -> DeepLink.Layout? {
        guard let base = bytes.baseAddress, bytes.count <= limits.maxLength else { return nil }
        let count = bytes.count
        var colon = 0
        while colon < count, DeepLinkParser.isLowerSchemeByte(base[colon], first: colon == 0) { colon += 1 }
        guard colon > 0, colon + 3 < count, base[colon] == UInt8(ascii: ":"), base[colon + 1] == slash, base[colon + 2] == slash,
              !options.carriesHost(scheme: UnsafeBufferPointer(start: base, count: colon)) else { return nil }
        let queryEnd = find(hash, from: colon + 3, to: count)
        let pathEnd = find(question, from: colon + 3, to: queryEnd)
        var index = colon + 3
        while index < pathEnd, base[index] != slash {
            guard PercentEncoding.isHostCharacter(base[index]) else { return nil }
            index += 1
        }
        guard let segments = plainSegments((colon + 2)..<pathEnd),
              pathEnd == count || (try? checkComponent(from: pathEnd, to: count, delimiter: queryEnd,
                                                       allowing: PercentEncoding.isQueryCharacter)) != nil
        else { return nil }
        return DeepLink.Layout(scheme: 0..<colon, host: nil, port: nil, path: (colon + 2)..<pathEnd, slashes: segments,
                               pathEnd: pathEnd, queryEnd: queryEnd)
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
