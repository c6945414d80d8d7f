/// Checks decoded bytes one at a time, as ``PercentEncoding`` insists they be: UTF-8 (no overlong
/// form, surrogate, value past U+10FFFF or cut sequence, as `String(validating:)` refuses them)
/// without control characters (C0, DEL and C1; tab, LF and CR allowed with `allowingLineBreaks`,
/// as in a query value): the one statement of the rule, for ``PercentEncoding``'s decoding and
/// normalizing.
/// What it refuses is told once every byte is in, UTF-8 before controls, as validating the whole
/// text and then reading it for controls tells it; no buffer, no `String`.
package struct DecodedTextCheck {
    /// Whether tab, LF and CR may stand.
    private let allowingLineBreaks: Bool
    /// Continuation bytes the current character still needs.
    private var needed = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0 and F4).
    private var low: UInt8 = 0x80, high: UInt8 = 0xBF
    /// The current character's first byte.
    private var lead: UInt8 = 0
    private var isUTF8 = true, hasControl = false

    /// A check of no bytes yet.
    package init(allowingLineBreaks: Bool = false) {
        self.allowingLineBreaks = allowingLineBreaks
    }

    /// Takes the next decoded byte.
    @inline(__always)
    package mutating func add(_ byte: UInt8) {
        if needed > 0 {
            guard byte >= low, byte <= high else { return isUTF8 = false }
            if lead == 0xC2, byte <= 0x9F { hasControl = true }  // U+0080–U+009F
            needed -= 1
            (low, high) = (0x80, 0xBF)
            return
        }
        lead = byte
        switch byte {
        case 0x09, 0x0A, 0x0D: hasControl = hasControl || !allowingLineBreaks
        case 0x00..<0x20, 0x7F: hasControl = true
        case 0x20..<0x80: break
        case 0xC2...0xDF: needed = 1
        case 0xE0: (needed, low) = (2, 0xA0)
        case 0xED: (needed, high) = (2, 0x9F)
        case 0xE1...0xEF: needed = 2
        case 0xF0: (needed, low) = (3, 0x90)
        case 0xF4: (needed, high) = (3, 0x8F)
        case 0xF1...0xF3: needed = 3
        default: isUTF8 = false
        }
    }

    /// Throws what the bytes taken break: ``PercentEncoding/Failure/invalidUTF8`` before
    /// ``PercentEncoding/Failure/controlCharacter``.
    package func finish() throws(PercentEncoding.Failure) {
        guard isUTF8, needed == 0 else { throw .invalidUTF8 }
        if hasControl { throw .controlCharacter }
    }
}
