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
        if !isRoot, let segments = plainSegments(range) { return (range, segments) }
        if !isRoot, let segments = appendEscapedPath(range, to: &normalized) { return (nil, segments) }
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
                normalized += UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            start = index + 1
            hasEscape = false
        }
        return (nil, segments)
    }

    /// Appends the normalized path of `range` to `normalized` in one pass when it breaks no rule (a link with escapes, each escaped segment normalized by
    /// ``PercentEncoding/appendNormalized(segment:to:)``); returns false, `normalized` as it was,
    /// when something is wrong (nil), which ``readSegments(_:isRoot:normalizingInto:)`` then
    /// reports in its order of checks. Returns how many segments it has.
    func appendEscapedPath(_ range: Range<Int>, to normalized: inout [UInt8]) -> Int? {
        let kept = normalized.count
        normalized.reserveCapacity(kept + range.count)
        let end = range.upperBound
        var segments = 0, segmentStart = range.lowerBound + 1, index = segmentStart, escaped = false
        while true {
            if index == end || bytes[index] == slash {
                let length = index - segmentStart
                guard length > 0, length <= limits.maxSegmentLength, segments < limits.maxSegments else { break }
                let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                normalized.append(slash)
                if escaped {
                    guard let isDot = try? PercentEncoding.appendNormalized(segment: segment, to: &normalized), !isDot else { break }
                } else {
                    guard length > 2 || bytes[segmentStart] != dot || bytes[index - 1] != dot else { break }
                    normalized.append(contentsOf: segment)
                }
                segments += 1
                if index == end { return segments }
                segmentStart = index + 1
                escaped = false
            } else if bytes[index] == percent {
                escaped = true
            } else if !PercentEncoding.isPathCharacter(bytes[index]) {
                break
            }
            index += 1
        }
        normalized.removeLast(normalized.count - kept)
        return nil
    }

    /// How many segments the path of `range` has when it is normal as it stands, read in one
    /// pass: no escapes and no rule broken (the common link); nil when it has an escape or
    /// something is wrong, which ``readSegments(_:isRoot:normalizingInto:)`` then normalizes or
    /// reports as it always has (the first problem in its order of checks).
    func plainSegments(_ range: Range<Int>) -> Int? {
        guard let path = plainPath(from: range.lowerBound, to: range.upperBound), path.end == range.upperBound, !path.trailingSlash
        else { return nil }
        return path.segments
    }

    /// Appends one segment with its escapes normalized; refused when it decodes to '.' or '..'.
    func appendSegment(_ range: Range<Int>, to normalized: inout [UInt8]) throws(DeepLinkError) {
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
}
