/// How a ``ResolutionTemplate`` is read from a resolution's JSON made with placeholders: where
/// each placeholder's bytes are (its needle), what is left of the table's own bytes, and runs of
/// steps written twice.
extension ResolutionTemplate {
    /// `steps` with each run of two or more that repeats an earlier run (the same bytes and
    /// holes: a stack written twice) as one ``Hole/again`` step copying what the earlier run wrote.
    static func folded(_ steps: [Step], constant: [UInt8]) -> [Step] {
        constant.withUnsafeBufferPointer { constant in
            steps.withUnsafeBufferPointer { steps in
                var folded: [Step] = []
                folded.reserveCapacity(steps.count)
                var index = 0
                while index < steps.count {
                    // The longest run from `index` the same as one that ends before it, starting after a step of its own.
                    var best = (source: 0, length: 0)
                    folded.withUnsafeBufferPointer { folded in
                        for source in folded.indices {
                            var length = 0
                            while source + 1 + length < folded.count, index + length < steps.count,
                                  same(folded[source + 1 + length], steps[index + length], in: constant) { length += 1 }
                            if length > best.length { best = (source, length) }
                        }
                    }
                    guard best.length >= 2 else {
                        folded.append(steps[index])
                        index += 1
                        continue
                    }
                    folded.append(Step(start: 0, count: 0, hole: .again, position: Int32(best.source), length: Int32(best.length)))
                    index += best.length
                }
                return folded
            }
        }
    }

    /// Whether two steps write the same: the same hole (not an again) after the same bytes of
    /// `constant`, compared as memory (a slice of an array compared element by element was most of
    /// a template's folding).
    private static func same(_ one: Step, _ other: Step, in constant: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.hole == other.hole, one.position == other.position, one.count == other.count, one.hole != .again else { return false }
        return ByteBuffer.equal(UnsafeBufferPointer(rebasing: constant[Int(one.start)..<Int(one.start + one.count)]),
                                UnsafeBufferPointer(rebasing: constant[Int(other.start)..<Int(other.start + other.count)]))
    }

    /// A placeholder's bytes, with the hole that takes their place.
    /// (`offset` is where its first U+E000 or `%`, its marker's, starts.)
    typealias Needle = (bytes: [UInt8], hole: Hole, position: Int, offset: Int)

    /// The needles of the URL, the hops and the ignored values.
    static let others: [Needle] = [
        needle(.url, 0) { JSONWriter.string(placeholderURL, to: &$0) },
        needle(.redirects, 0) { JSONWriter.redirects(placeholderRedirects, to: &$0) },
        needle(.ignored, 0) { JSONWriter.strings(placeholderIgnored, to: &$0) },
    ]

    /// The parameters' needles made so far, two a position, made the first time a template has
    /// that many parameters (making sixteen positions' at once cost a short batch more than its
    /// templates saved).
    private static let made = Locked([Needle]())

    /// The needles made of the parameters: those of at least the first `parameterCount`.
    static func needles(parameterCount: Int) -> [Needle] {
        made.withLock { made in
            for position in made.count / 2..<max(parameterCount, made.count / 2) {
                let value = placeholder(position)
                made.append(needle(.value, position) { JSONWriter.value(value, to: &$0) })
                made.append(needle(.text, position) { JSONWriter.text(of: value, to: &$0) })
            }
            return made
        }
    }

    /// The bytes `write` writes, as the needle of `hole`.
    private static func needle(_ hole: Hole, _ position: Int, _ write: (inout JSONOutput) -> Void) -> Needle {
        var bytes: [UInt8] = []
        JSONWriter.write(into: &bytes, write)
        let offset = bytes.firstIndex { $0 == 0xEE || $0 == UInt8(ascii: "%") } ?? 0
        return (bytes, hole, position, offset)
    }

    /// The needle whose first marker byte is at `index` of `json` (one of the first
    /// `parameterCount` parameters', or another placeholder's), with where its bytes start; nil
    /// when none is there.
    static func needle(around index: Int, in json: UnsafeBufferPointer<UInt8>, among needles: [Needle],
                               parameterCount: Int) -> (Int, Needle)? {
        // By position: a needle is copied (its bytes retained) only when it is the one found.
        needles.withUnsafeBufferPointer { needles in
            for position in needles.indices where index >= needles[position].offset {
                if needles[position].hole.isParameter, needles[position].position >= parameterCount { continue }
                if has(needles[position].bytes, in: json, at: index - needles[position].offset) {
                    return (index - needles[position].offset, needles[position])
                }
            }
            return nil
        }
    }

    /// The position of the first byte from `start` on that may start a marker (0xEE, or `%`),
    /// or the end: eight bytes at a time while none is there.
    static func nextMarkerByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let lead = word ^ (0xEE &* ones), percent = word ^ (UInt64(UInt8(ascii: "%")) &* ones)
            if ((lead &- ones) & ~lead | (percent &- ones) & ~percent) & highs != 0 { break }
            index += 8
        }
        while index < bytes.count, bytes[index] != 0xEE, bytes[index] != UInt8(ascii: "%") { index += 1 }
        return index
    }

    /// Whether `bytes` start at `index` of `json`: compared as memory (the needles share their
    /// first twenty-odd bytes, which a byte-by-byte loop read again for every needle tried).
    private static func has(_ bytes: [UInt8], in json: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 0, index + bytes.count <= json.count else { return false }
        return bytes.withUnsafeBufferPointer { ByteBuffer.equal(UnsafeBufferPointer(rebasing: json[index..<index + $0.count]), $0) }
    }

    /// The first bytes of a marker's character percent-encoded (U+E000 or U+E001: `%EE%80%80`, `%EE%80%81`).
    private static let encodedMarker = Array("%EE%80%8".utf8)

    /// Whether `text` holds a marker's character (U+E000 or U+E001, private use: no table's
    /// text in practice), as it is (EE 80 80, EE 80 81) or percent-encoded (`%EE%80%80`).
    static func holdsMarkerBytes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let encoded = encodedMarker
        var index = nextMarkerByte(in: text, from: 0)
        while index < text.count {
            if text[index] == 0xEE {
                if index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] & 0xFE == 0x80 { return true }
            } else if has(encoded, in: text, at: index), index + 8 < text.count, text[index + 8] & 0xFE == UInt8(ascii: "0") {
                return true
            }
            index = nextMarkerByte(in: text, from: index + 1)
        }
        return false
    }
}
