/// A batch line read as the simplest kind of link, in place: `scheme://first/segments`,
/// `scheme://` or `https://host/segments` with only unreserved characters (`A–Z a–z 0–9 - . _ ~`)
/// in its host or first segment, and those, sub-delimiters, `:` and `@` in the other segments; no
/// escapes, query, fragment, port, trailing slash, empty or dot segment, within the table's size
/// limits. Such a link parses to exactly its own text, so the express lane can match
/// its path bytes as they stand; any other line is nil and takes the general path, whose parser
/// decides what it means (or which error it is).
struct ExpressLink {
    /// The scheme's position in ``ExpressLane``'s schemes.
    let scheme: Int
    /// The host's position in ``ExpressLane``'s exact hosts, or nil for a link without a host.
    let host: Int?
    /// The path's bytes: a `/` and the segments.
    let path: Range<Int>
    /// The first segment's bytes, without its `/`.
    let firstSegment: Range<Int>
    /// How many segments the path has (its `/`s): which of a chunk's patterns it is matched with.
    let segments: Int

    /// Reads `bytes` as a link of `lane`'s table, or returns nil when the general path must.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, lane: ExpressLane) {
        guard !bytes.isEmpty, bytes.count <= lane.linkLimits.maxLength else { return nil }
        var index = 0
        while index < bytes.count, ExpressLink.isSchemeByte(bytes[index], first: index == 0) { index += 1 }
        guard index > 0, index + 3 <= bytes.count, bytes[index] == colon, bytes[index + 1] == slash, bytes[index + 2] == slash,
              let scheme = lane.scheme(UnsafeBufferPointer(rebasing: bytes[..<index])) else { return nil }
        let authorityStart = index + 3
        var authorityEnd = authorityStart
        while authorityEnd < bytes.count, bytes[authorityEnd] != slash {
            guard ExpressLink.isUnreserved(bytes[authorityEnd]) else { return nil }
            authorityEnd += 1
        }
        if authorityStart == bytes.count, !lane.carriesHost[scheme] {  // `app://`: the root path, the second '/'
            self.scheme = scheme
            host = nil
            path = (authorityStart - 1)..<authorityStart
            firstSegment = authorityStart..<authorityStart
            segments = 1
            return
        }
        guard authorityEnd > authorityStart else { return nil }
        let pathStart: Int
        if lane.carriesHost[scheme] {
            guard let host = lane.host(UnsafeBufferPointer(rebasing: bytes[authorityStart..<authorityEnd])),
                  authorityEnd < bytes.count else { return nil }
            self.host = host
            pathStart = authorityEnd
        } else {
            host = nil
            pathStart = authorityStart - 1
        }
        guard let segments = ExpressLink.plainPathSegments(bytes, from: pathStart, limits: lane.linkLimits, classes: lane.pathBytes)
        else { return nil }
        self.scheme = scheme
        self.segments = segments
        path = pathStart..<bytes.count
        if host == nil {
            firstSegment = authorityStart..<authorityEnd  // a custom scheme's first segment is its authority
        } else {
            var firstEnd = pathStart + 1
            while firstEnd < bytes.count, bytes[firstEnd] != slash { firstEnd += 1 }
            firstSegment = (pathStart + 1)..<firstEnd
        }
    }

    /// How many segments `bytes` from `start` (a `/`) to the end are, when they are segments of
    /// path characters without escapes (the first segment's were checked as a host's), none empty,
    /// `.` or `..`, within the limits, without a trailing slash; nil otherwise.
    private static func plainPathSegments(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limits: DeepLink.Limits,
                                          classes: UnsafePointer<Bool>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var segments = 0, index = start + 1
        while true {
            let segmentStart = index
            while index < end, base[index] != slash {
                guard classes[Int(base[index])] else { return nil }
                index += 1
            }
            let length = index - segmentStart
            guard length > 0, length <= limits.maxSegmentLength else { return nil }
            if length <= 2, base[segmentStart] == dot, base[index - 1] == dot { return nil }
            segments += 1
            guard index < end else { break }
            index += 1
        }
        return segments <= limits.maxSegments ? segments : nil
    }

    /// `A–Z a–z 0–9 - . _ ~`.
    @inline(__always)
    static func isUnreserved(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0x03FF_6000_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    }

    /// An unreserved character, a sub-delimiter (`! $ & ' ( ) * + , ; =`), `:` or `@`: what a path
    /// segment holds besides escapes, none of which JSON escapes.
    @inline(__always)
    static func isPathByte(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0x2FFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    }

    /// Whether bit `byte` is set in the 128 bits `low` (bytes 0–63) and `high` (64–127).
    @inline(__always)
    private static func inMask(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 128 && ((byte < 64 ? low : high) &>> UInt64(byte & 63)) & 1 != 0
    }

    /// A lower-case scheme's letters, and after the first its digits, `+`, `-` and `.`.
    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case 0x61...0x7A: return true
        case 0x30...0x39, 0x2B, 0x2D, 0x2E: return !first
        default: return false
        }
    }

}

private let colon: UInt8 = 0x3A, slash: UInt8 = 0x2F, dot: UInt8 = 0x2E  // literals: no lazy global initialization
