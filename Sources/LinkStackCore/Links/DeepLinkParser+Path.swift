extension DeepLinkParser {
    /// The normalized path of `range` (empty, or a '/' and the segments): a trailing slash
    /// dropped (kept with ``DeepLink/Options/keepsTrailingSlash``), escapes normalized, '.', '..'
    /// and empty segments refused. Without escapes it is the text as is: its range; otherwise
    /// nil, the path appended to `normalized`. With it, how many '/' it holds.
    func readPath(_ range: Range<Int>, normalizingInto normalized: inout [UInt8]) throws(DeepLinkError) -> (Range<Int>?, slashes: Int) {
        guard !range.isEmpty else {
            normalized.append(slash)
            return (nil, 1)
        }
        var end = range.upperBound
        let hasTrailingSlash = range.count > 1 && bytes[end - 1] == slash
        if hasTrailingSlash { end -= 1 }
        let keepsSlash = hasTrailingSlash && keepsTrailingSlash
        let (plain, segments) = try readSegments(range.lowerBound..<end, isRoot: range.count == 1, normalizingInto: &normalized)
        let slashes = keepsSlash ? segments + 1 : segments
        guard let plain else {
            if keepsSlash { normalized.append(slash) }
            return (nil, slashes)
        }
        return (keepsSlash ? plain.lowerBound..<plain.upperBound + 1 : plain, slashes)
    }

    /// The normalized path of `range`, which has no trailing slash (`isRoot`: the path was just
    /// '/'): `range` itself when it has no escapes, else nil, the path appended to `normalized`;
    /// and how many segments it has (the root is one, empty).
    func readSegments(_ range: Range<Int>, isRoot: Bool,
                      normalizingInto normalized: inout [UInt8]) throws(DeepLinkError) -> (Range<Int>?, segments: Int) {
        let end = range.upperBound
        var segments = 0, segmentStart = range.lowerBound + 1
        // One pass finds the segments, escapes and any byte a path does not hold as it is; the
        // characters are checked (and worded) after the segments, in the order of checks, only
        // when something there needs it.
        var escaped = false, disallowed = false, dotSegment: Range<Int>?
        var index = segmentStart
        while true {
            // The next byte a path does not hold as it is: a '/', a '%' or a character to check.
            let stop = bytes.firstIndex(in: index..<end, where: { !PercentEncoding.isPathCharacter($0) }) ?? end
            if stop < end, bytes[stop] != slash {
                if bytes[stop] == percent { escaped = true } else { disallowed = true }
                index = stop + 1
                continue
            }
            segments += 1
            guard stop > segmentStart || isRoot else {
                throw fail(.emptySegment, "an empty path segment ('//') is not allowed", at: segmentStart)
            }
            guard stop - segmentStart <= limits.maxSegmentLength else {
                throw fail(.segmentTooLong, "path segment \(segments) is \(stop - segmentStart) bytes long; the limit is \(limits.maxSegmentLength)",
                           at: segmentStart)
            }
            if dotSegment == nil, (1...2).contains(stop - segmentStart), bytes[segmentStart] == dot, bytes[stop - 1] == dot {
                dotSegment = segmentStart..<stop
            }
            guard stop < end else { break }
            segmentStart = stop + 1
            index = segmentStart
        }
        guard segments <= limits.maxSegments else {
            throw fail(.tooManySegments, "the path has \(segments) segments; the limit is \(limits.maxSegments)")
        }
        if escaped || disallowed {
            try checkComponent(from: range.lowerBound, to: end, allowing: { $0 == slash || PercentEncoding.isPathCharacter($0) })
        }
        if let dotSegment {
            throw fail(.dotSegment, "'.' and '..' segments are not allowed (written '\(String(decoding: bytes[dotSegment], as: UTF8.self))')",
                       at: dotSegment.lowerBound)
        }
        guard escaped else { return (range, segments) }
        // Bytes gathered once; a segment without an escape is already normal (its characters were
        // checked above, and a '.' or '..' one refused), so only escaped ones are decoded.
        normalized.reserveCapacity(normalized.count + end - range.lowerBound + 1)
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
                normalized += bytes.part(start..<index)
            }
            start = index + 1
            hasEscape = false
        }
        return (nil, segments)
    }

    /// Appends one segment with its escapes normalized; refused when it decodes to '.' or '..'.
    func appendSegment(_ range: Range<Int>, to normalized: inout [UInt8]) throws(DeepLinkError) {
        let isDot: Bool
        do throws(PercentEncoding.Failure) {
            isDot = try PercentEncoding.appendNormalized(segment: bytes.part(range), to: &normalized)
        } catch {
            throw describe(error, component: "path segment", start: range.lowerBound)
        }
        if isDot {
            throw fail(.dotSegment, "'.' and '..' segments are not allowed (written '\(String(decoding: bytes[range], as: UTF8.self))')", at: range.lowerBound)
        }
    }
}
