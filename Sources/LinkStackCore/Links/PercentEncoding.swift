/// Percent-encoding as RFC 3986 defines it: validating, normalizing and decoding components.
package enum PercentEncoding {
    /// Why a component could not be read.
    package enum Failure: Error, Equatable {
        /// A `%` not followed by two hex digits, at this byte offset of the component.
        case malformedEscape(offset: Int)
        /// The decoded bytes are not UTF-8.
        case invalidUTF8
        /// The decoded text holds a control character.
        case controlCharacter
    }

    /// What a byte may be, as bits: 1 unreserved, 2 sub-delimiter, 4 `:` or `@`, 8 `/` or `?`, 16
    /// never allowed anywhere in a link (controls, space, backslash, non-ASCII): the definition the
    /// checks below are written out from (`PercentEncodingTests` holds them to it for every byte).
    package static func classes(of byte: UInt8) -> UInt8 {
        var bits: UInt8 = 0
        if classifyUnreserved(byte) { bits |= 1 }
        if classifySubDelimiter(byte) { bits |= 2 }
        if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") { bits |= 4 }
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { bits |= 8 }
        if byte < 0x21 || byte == 0x7F || byte >= 0x80 || byte == UInt8(ascii: "\\") { bits |= 16 }
        return bits
    }

    // Each check is its class as two words of bits, one bit for each ASCII byte (0–63, then
    // 64–127; no byte above is in any class but the last): a shift and a mask per byte, with no
    // table to load.

    package static func isUnreserved(_ byte: UInt8) -> Bool { isIn(byte, 0x03FF_6000_0000_0000, 0x47FF_FFFE_87FF_FFFE) }

    /// Whether `byte` may stand in a host: unreserved or a sub-delimiter.
    package static func isHostCharacter(_ byte: UInt8) -> Bool { isIn(byte, 0x2BFF_7FD2_0000_0000, 0x47FF_FFFE_87FF_FFFE) }

    /// Whether `byte` may stand unescaped in a path segment (RFC 3986 `pchar`, less `%`).
    package static func isPathCharacter(_ byte: UInt8) -> Bool { isIn(byte, 0x2FFF_7FD2_0000_0000, 0x47FF_FFFE_87FF_FFFF) }

    /// Whether `byte` may stand unescaped in a query or fragment (RFC 3986), less `%`.
    package static func isQueryCharacter(_ byte: UInt8) -> Bool { isIn(byte, 0xAFFF_FFD2_0000_0000, 0x47FF_FFFE_87FF_FFFF) }

    /// Whether `byte` may not stand anywhere in a link: a control, a space, a backslash or non-ASCII.
    package static func isNeverAllowed(_ byte: UInt8) -> Bool { byte >= 0x80 || isIn(byte, 0x0000_0001_FFFF_FFFF, 0x8000_0000_1000_0000) }

    /// Whether the ASCII byte's bit is set in `low` (bytes 0–63) or `high` (64–127); false above.
    @inline(__always)
    private static func isIn(_ byte: UInt8, _ low: UInt64, _ high: UInt64) -> Bool {
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        return byte < 128 && (high >> UInt64(byte &- 64)) & 1 != 0
    }

    private static func classifyUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func classifySubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Appends `%XX` for `byte`, upper-case, one byte at a time (an array literal of the three
    /// was allocated for every escape).
    @inline(__always)
    private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        let digit = { (value: UInt8) in value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        output.append(UInt8(ascii: "%"))
        output.append(digit(byte >> 4))
        output.append(digit(byte & 0xF))
    }

    /// Appends one scanned byte in its normalized form: an escape of an unreserved character as
    /// the character, any other escape upper-cased, a byte not escaped as it is.
    @inline(__always)
    private static func appendNormalized(_ byte: UInt8, escaped: Bool, to output: inout [UInt8]) {
        if escaped, !isUnreserved(byte) { appendEscape(of: byte, to: &output) } else { output.append(byte) }
    }

    /// The normalized, still-encoded form of a component whose bytes were already checked to be
    /// allowed characters: escapes of unreserved characters decoded, other escapes upper-cased.
    package static func normalize(_ component: Substring.UTF8View) throws(Failure) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(component.count)
        try LinkBytes.reading(component) { bytes throws(Failure) in
            try scan(bytes) { byte, escaped in appendNormalized(byte, escaped: escaped, to: &output) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` with every byte but the unreserved ones (`A-Z a-z 0-9 - . _ ~`, and `/` when `keepingSlashes`:
    /// a `{name:path}` value) percent-encoded: safe as one path segment or one query name or value.
    package static func encode(_ text: String, keepingSlashes: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        encode(text, keepingSlashes: keepingSlashes, appendingTo: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``encode(_:keepingSlashes:)`` of `text` to `output`'s UTF-8.
    package static func encode(_ text: String, keepingSlashes: Bool = false, appendingTo output: inout [UInt8]) {
        for byte in text.utf8 {
            if isUnreserved(byte) || keepingSlashes && byte == UInt8(ascii: "/") {
                output.append(byte)
            } else {
                appendEscape(of: byte, to: &output)
            }
        }
    }

    /// Decodes every escape once (and `+` to a space when `plusAsSpace`), insisting on UTF-8 without
    /// control characters; with `allowingLineBreaks` (query values), tab, LF and CR may stand.
    package static func decode(_ component: Substring.UTF8View, plusAsSpace: Bool = false, allowingLineBreaks: Bool = false) throws(Failure) -> String {
        try LinkBytes.reading(component) { bytes throws(Failure) in
            try PercentEncoding.decode(bytes, plusAsSpace: plusAsSpace, allowingLineBreaks: allowingLineBreaks)
        }
    }

    /// ``decode(_:plusAsSpace:allowingLineBreaks:)`` of a component's bytes: a path capture is
    /// decoded straight from the bytes matching read.
    package static func decode(_ bytes: LinkBytes, plusAsSpace: Bool = false,
                               allowingLineBreaks: Bool = false) throws(Failure) -> String {
        // Printable ASCII with nothing to decode (a path's id, a slug): made straight from its bytes.
        guard needsDecoding(bytes, plusAsSpace: plusAsSpace) else { return bytes.string }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var check = DecodedTextCheck(allowingLineBreaks: allowingLineBreaks)
        try scan(bytes) { byte, escaped in
            let decoded = !escaped && plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
            check.add(decoded)
            output.append(decoded)
        }
        try check.finish()
        return LinkBytes.reading(output) { $0.string }
    }

    /// Appends the normalized form of one path segment's `bytes` (``normalize(_:)``'s, their
    /// characters checked already) to `output`, once their decoded bytes are checked as
    /// ``decode(_:plusAsSpace:allowingLineBreaks:)`` checks them (``DecodedTextCheck``); returns
    /// whether they decode to `.` or `..`. One pass over the bytes, without a buffer or a `String`.
    package static func appendNormalized(segment bytes: LinkBytes, to output: inout [UInt8]) throws(Failure) -> Bool {
        var check = DecodedTextCheck()
        var count = 0, dots = 0
        try scan(bytes) { byte, escaped in
            check.add(byte)
            count += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
            appendNormalized(byte, escaped: escaped, to: &output)
        }
        try check.finish()
        return (count == 1 || count == 2) && dots == count
    }

    /// Calls `visit` with each of `bytes`, escapes decoded (and flagged as escaped); throws at a
    /// `%` without two hex digits.
    package static func scan(_ bytes: LinkBytes, _ visit: (UInt8, Bool) -> Void) throws(Failure) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                visit(byte, false)
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                throw .malformedEscape(offset: index)
            }
            visit(high << 4 | low, true)
            index += 3
        }
    }
}
