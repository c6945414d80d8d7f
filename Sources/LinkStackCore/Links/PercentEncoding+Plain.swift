extension PercentEncoding {
    /// Whether ``decode(_:plusAsSpace:allowingLineBreaks:)`` must look at `bytes` byte by byte:
    /// whether they hold a `%`, a `+` when `plusAsSpace`, or a byte outside printable ASCII
    /// (`0x20..<0x7F`). Without one, they are their own text. Eight bytes at a time (a path's id
    /// or slug cost about ten instructions a byte one at a time).
    package static func needsDecoding(_ bytes: LinkBytes, plusAsSpace: Bool) -> Bool {
        plusAsSpace ? anyWord(of: bytes, { needsDecoding($0, plus: true) }, orByte: { needsDecoding($0, plus: true) })
            : anyWord(of: bytes, { needsDecoding($0, plus: false) }, orByte: { needsDecoding($0, plus: false) })
    }

    /// ``needsDecoding(_:plusAsSpace:)`` of one byte.
    @inline(__always)
    static func needsDecoding(_ byte: UInt8, plus: Bool) -> Bool {
        !(0x20..<0x7F).contains(byte) || byte == UInt8(ascii: "%") || (plus && byte == UInt8(ascii: "+"))
    }

    /// ``needsDecoding(_:plusAsSpace:)`` of a word's eight bytes: exact for the word as a whole
    /// (a borrow or carry out of a byte that is flagged may flag the next one too).
    @inline(__always)
    static func needsDecoding(_ word: UInt64, plus: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x20 &* ones) & ~word  // a byte under 0x20
        let above = word | (word &+ ones)  // a byte of 0x7F or more
        let percent = word ^ (0x25 &* ones)  // zero where a byte is '%'
        var flagged = below | above | ((percent &- ones) & ~percent)
        if plus {
            let plusSign = word ^ (0x2B &* ones)
            flagged |= (plusSign &- ones) & ~plusSign
        }
        return flagged & highs != 0
    }
}
