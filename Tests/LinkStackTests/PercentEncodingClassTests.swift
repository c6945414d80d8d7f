import Testing
@testable import LinkStackCore

/// The byte checks the parser runs on every byte of a link are their classes written out as bit
/// words: each agrees with the classification (`PercentEncoding.classes(of:)`) on all 256 bytes.
@Suite struct PercentEncodingClassTests {
    @Test func everyCheckAgreesWithTheClassificationOnEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value), classes = PercentEncoding.classes(of: byte)
            #expect(PercentEncoding.isUnreserved(byte) == (classes & 1 != 0), "unreserved \(value)")
            #expect(PercentEncoding.isHostCharacter(byte) == (classes & 3 != 0), "host character \(value)")
            #expect(PercentEncoding.isPathCharacter(byte) == (classes & 7 != 0), "path \(value)")
            #expect(PercentEncoding.isQueryCharacter(byte) == (classes & 15 != 0), "query \(value)")
            #expect(PercentEncoding.isNeverAllowed(byte) == (classes & 16 != 0), "never allowed \(value)")
        }
        // The classification itself, at its edges.
        #expect(PercentEncoding.classes(of: UInt8(ascii: "~")) == 1 && PercentEncoding.classes(of: UInt8(ascii: "=")) == 2)
        #expect(PercentEncoding.classes(of: UInt8(ascii: "@")) == 4 && PercentEncoding.classes(of: UInt8(ascii: "?")) == 8)
        #expect(PercentEncoding.classes(of: UInt8(ascii: "%")) == 0 && PercentEncoding.classes(of: 0xC3) == 16)
    }

    /// A control, a space, DEL, a backslash or a byte outside ASCII is refused wherever it stands
    /// in a link, at its own column.
    @Test func aLinkHoldsARefusedByteWhereverItIs() {
        let refused: [UInt8] = [0x00, 0x1F, 0x20, 0x7F, 0x5C, 0x80, 0xC3, 0xFF]
        for length in 1..<24 {
            for position in 0..<length {
                for byte in refused {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let text = "app://" + String(decoding: bytes, as: UTF8.self)
                    do {
                        _ = try DeepLink(text)
                        Issue.record("\(bytes) was read")
                    } catch {
                        #expect(error.column == 7 + position, "\(bytes)")
                    }
                }
            }
        }
    }

    /// Such a byte is the link's error in every part (scheme, `://`, host, port, path, query,
    /// fragment) and before the error any other rule finds: it is looked for only once a rule
    /// fails, so every part's own rules must refuse it.
    @Test func aRefusedByteIsTheErrorInEveryPart() {
        let refused: [(UInt8, DeepLinkError.Rule)] = [(0x01, .controlCharacter), (0x20, .space), (0x7F, .controlCharacter),
                                                      (0x5C, .backslash), (0xC3, .nonASCII)]
        let links = ["app://items/a/b?c=d&e#f", "https://www.example.com:443/a/b?c=d#e", "https://shop.example.com/a%20b/c?d"]
        for link in links {
            for position in 0..<link.utf8.count {
                for (byte, rule) in refused {
                    var bytes = Array(link.utf8)
                    bytes[position] = byte
                    do {
                        _ = try DeepLink(String(decoding: bytes, as: UTF8.self))
                        Issue.record("\(bytes) was read")
                    } catch {
                        #expect(error.rule == rule && error.column == position + 1, "\(link) with \(byte) at \(position)")
                    }
                }
            }
        }
    }

    /// Text is its own decoding when it holds no `%`, no `+` read as a space, and nothing outside
    /// printable ASCII: `needsDecoding` agrees with that rule for every byte at every
    /// place of texts up to 20 bytes long, alone and beside a flagged byte's neighbours (a borrow
    /// or carry out of a byte).
    @Test func textNeedsDecodingWhereverItsByteIs() {
        func rule(_ bytes: [UInt8], plus: Bool) -> Bool {
            bytes.contains { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "%") || (plus && $0 == UInt8(ascii: "+")) }
        }
        var wrong: [String] = []
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for byte in 0...255 {
                    for neighbour: UInt8 in [UInt8(ascii: "a"), 0x1F, 0x20, 0x7E, 0xFF] {
                        var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                        if length > 0 { bytes[position] = UInt8(byte) }
                        if position + 1 < length { bytes[position + 1] = neighbour }
                        for plus in [false, true] {
                            let read = LinkBytes.reading(bytes) { PercentEncoding.needsDecoding($0, plusAsSpace: plus) }
                            guard read != rule(bytes, plus: plus) else { continue }
                            wrong.append("\(bytes) plus \(plus)")
                        }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect((try? PercentEncoding.decode("a+b%20c".utf8[...], plusAsSpace: true)) == "a b c")
        #expect((try? PercentEncoding.decode("a+b~c".utf8[...])) == "a+b~c")
    }

    /// Decoding refuses control characters as the rule written on scalars does (C0 but the line
    /// breaks a query value may hold, DEL, C1), for every escaped byte alone and after `%C2`, in
    /// the middle of text, and reports a bad escape at the `%`'s offset.
    @Test func decodingRefusesWhatTheScalarRuleRefuses() {
        func expected(_ bytes: [UInt8], lineBreaks: Bool) -> PercentEncoding.Failure? {
            guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8 }
            let isControl = { (scalar: Unicode.Scalar) -> Bool in
                (scalar.value < 0x20 && !(lineBreaks && (scalar == "\t" || scalar == "\n" || scalar == "\r")))
                    || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            }
            return text.unicodeScalars.contains(where: isControl) ? .controlCharacter : nil
        }
        let hex = { (byte: Int) in (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
        for byte in 0..<256 {
            for (escaped, bytes) in [("a%" + hex(byte) + "b", [0x61, UInt8(byte), 0x62]), ("%C2%" + hex(byte), [0xC2, UInt8(byte)])] {
                for lineBreaks in [false, true] {
                    var failure: PercentEncoding.Failure?
                    do throws(PercentEncoding.Failure) {
                        _ = try PercentEncoding.decode(Substring(escaped).utf8, allowingLineBreaks: lineBreaks)
                    } catch {
                        failure = error
                    }
                    #expect(failure == expected(bytes, lineBreaks: lineBreaks), "\(escaped) \(lineBreaks)")
                }
            }
        }
        for (text, offset) in [("ab%4", 2), ("%G1", 0), ("a%", 1), ("abc%zz", 3)] {
            #expect(throws: PercentEncoding.Failure.malformedEscape(offset: offset)) { try PercentEncoding.decode(Substring(text).utf8) }
        }
    }
}
