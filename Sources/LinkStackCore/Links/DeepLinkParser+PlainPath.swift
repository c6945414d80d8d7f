extension DeepLinkParser {
    /// The plain path that starts with the `/` at `start` and ends at `limit`, a `?` or a `#`,
    /// read in one pass: how many segments it has, where it ends, and whether its last `/` is a
    /// trailing slash (an empty last segment after at least one); nil when it holds an escape, an
    /// empty, `.` or `..` segment, a byte a path does not hold as it is, or more than the limits
    /// allow. Each byte is read by its class (``PercentEncoding/plainPathClasses``), so a byte no
    /// link may hold is refused here too.
    ///
    /// Eight bytes at a time while they are path characters and slashes (their classes, 0 and 1,
    /// or-ed together: one test a word, not one a byte), each slash in the word ending a segment;
    /// the rest, from a word with any other byte, byte by byte. Either way a segment is checked
    /// when its end is found (``isPlainSegment(from:to:)``), and any failure is nil, so the two
    /// readings agree.
    func plainPath(from start: Int, to limit: Int) -> (segments: Int, end: Int, trailingSlash: Bool)? {
        guard let base = bytes.baseAddress else { return nil }
        let classes = PercentEncoding.plainPathClasses
        var segments = 0, index = start + 1, segmentStart = index
        while index &+ 8 <= limit {
            let word = base + index
            let kinds = classes[Int(word[0])] | classes[Int(word[1])] | classes[Int(word[2])] | classes[Int(word[3])]
                | classes[Int(word[4])] | classes[Int(word[5])] | classes[Int(word[6])] | classes[Int(word[7])]
            guard kinds <= 1 else { break }
            if kinds == 1 {
                var slashes = DeepLinkParser.slashBits(UnsafeRawPointer(word).loadUnaligned(as: UInt64.self))
                while slashes != 0 {
                    let end = index &+ slashes.trailingZeroBitCount &>> 3
                    guard isPlainSegment(from: segmentStart, to: end) else { return nil }
                    segments &+= 1
                    segmentStart = end &+ 1
                    slashes &= slashes &- 1
                }
            }
            index &+= 8
        }
        while true {
            // The segment's bytes up to its '/', the path's end or the limit: each a path
            // character ('%' is not: an escape to normalize).
            var kind: UInt8 = 3
            while index < limit {
                kind = classes[Int(base[index])]
                if kind != 0 { break }
                index += 1
            }
            if index == limit { kind = 3 }
            guard kind != 2 else { return nil }
            if index == segmentStart {
                guard kind == 3, segments > 0, segments <= limits.maxSegments else { return nil }
                return (segments, index, true)
            }
            guard isPlainSegment(from: segmentStart, to: index) else { return nil }
            segments += 1
            if kind == 3 { return segments <= limits.maxSegments ? (segments, index, false) : nil }
            index += 1
            segmentStart = index
        }
    }

    /// Whether the plain bytes from `start` to `end` are a segment a path may hold: not empty, within
    /// the limits, and neither `.` nor `..`.
    @inline(__always)
    private func isPlainSegment(from start: Int, to end: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let length = end &- start
        return length > 0 && length <= limits.maxSegmentLength && (length > 2 || base[start] != dot || base[end &- 1] != dot)
    }

    /// The high bit of each byte of `word` that is a `/`, exactly (no carry from one byte to the next).
    @inline(__always)
    static func slashBits(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, other = word ^ 0x2F2F_2F2F_2F2F_2F2F
        return ~(((other & low) &+ low) | other | low)
    }
}
