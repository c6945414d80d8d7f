extension DeepLinkParser {
    /// The layout of the commonest deep link, read in one pass over its bytes: a custom scheme
    /// that carries no host, in lower case (`app`), `://`, then a path whose first segment (the
    /// link's host position) holds only host characters and whose other segments only path
    /// characters, none empty, `.` or `..`, no escape, no trailing slash, within the limits, then
    /// any query and fragment (checked as the rule-by-rule read checks them). Such a link's path
    /// is normal as written: its bytes from the `/` before the first segment. Nil for any other link, which ``layout(normalizingInto:options:)``
    /// then reads rule by rule (and `DeepLinkPathRuleTests` holds the two to the same layout).
    func plainLayout(options: DeepLink.Options) -> DeepLink.Layout? {
        guard let base = bytes.baseAddress, bytes.count <= limits.maxLength else { return nil }
        let count = bytes.count
        var index = 0
        while index < count, DeepLinkParser.isLowerSchemeByte(base[index], first: index == 0) { index += 1 }
        let colon = index
        guard colon > 0, colon + 3 < count, base[colon] == UInt8(ascii: ":"), base[colon + 1] == slash, base[colon + 2] == slash,
              !options.carriesHost(scheme: UnsafeBufferPointer(start: base, count: colon)) else { return nil }
        index = colon + 3
        var segments = 0
        while true {
            // One segment up to its '/', the query's '?', the fragment's '#' or the end: the first
            // a host's characters, the rest a path's.
            let segmentStart = index
            if segments == 0 {
                while index < count, PercentEncoding.isHostCharacter(base[index]) { index += 1 }
            } else {
                while index < count, PercentEncoding.isPathCharacter(base[index]) { index += 1 }
            }
            // What ended it: the end, a '/', a '?' or '#' (the path's end), or a byte the rules
            // read otherwise ('%', a refused or non-ASCII byte).
            if index < count, base[index] != slash, base[index] != question, base[index] != hash { return nil }
            let length = index - segmentStart
            guard length > 0, length <= limits.maxSegmentLength,
                  length > 2 || base[segmentStart] != dot || base[index - 1] != dot else { return nil }
            segments += 1
            if index == count || base[index] != slash { break }
            index += 1
        }
        guard segments <= limits.maxSegments else { return nil }
        // A query or fragment is checked as the rule-by-rule read checks it.
        let pathEnd = index
        var queryEnd = count
        if pathEnd < count {
            queryEnd = find(hash, from: pathEnd, to: count)
            guard !PercentEncoding.holdsNeverAllowed(UnsafeBufferPointer(rebasing: bytes[pathEnd...])),
                  (try? checkComponent(from: pathEnd, to: count, delimiter: queryEnd, allowing: PercentEncoding.isQueryCharacter)) != nil
            else { return nil }
        }
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
