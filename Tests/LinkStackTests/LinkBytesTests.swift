import Testing
@testable import LinkStackCore

/// The link reader's window on bytes: a string made from them is the one `String(decoding:as:)`
/// makes, short or long; words and comparisons read exactly the bytes they are given.
@Suite struct LinkBytesTests {
    @Test func stringIsWhatDecodingMakes() {
        let samples: [[UInt8]] = [
            [], Array("octocat".utf8), Array("a-slug-longer-than-fifteen-bytes".utf8), Array("caf\u{E9} \u{1F600}".utf8),
            [0x61, 0xFF, 0x62], [0xE2, 0x82], [0xC3, 0x28, 0x41], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],
            Array("fifteen bytes!!".utf8), Array("sixteen bytes!!!".utf8), Array(repeating: 0x61, count: 20) + [0xFF, 0x62],
        ]
        for bytes in samples {
            let copied = LinkBytes.reading(bytes) { $0.string }
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(copied == decoded, "\(bytes)")
            #expect(Array(copied.utf8) == Array(decoded.utf8), "\(bytes)")
        }
    }

    @Test func wordsAndComparisonsReadTheirBytesOnly() {
        let text = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        LinkBytes.reading(text) { bytes in
            for start in 0..<text.count {
                for count in 0..<min(8, text.count - start) {
                    var expected: UInt64 = 0
                    for (shift, byte) in text[start..<start + count].enumerated() { expected |= UInt64(byte) << (8 * UInt64(shift)) }
                    #expect(bytes.word(at: start, count: count) == expected, "\(start) \(count)")
                }
                for end in start...text.count {
                    let part = bytes.part(start..<end)
                    #expect(Array(part) == Array(text[start..<end]))
                    #expect(part.equals(text, from: start))
                    #expect(part.equals(bytes.part(start..<end)))
                    if end > start {
                        var other = Array(text[start..<end])
                        other[other.count - 1] ^= 1  // the last byte differs: every length's compare reads it
                        #expect(!LinkBytes.reading(other) { part.equals($0) }, "\(start)..<\(end)")
                        other[other.count - 1] ^= 1
                        other[0] ^= 1
                        #expect(!LinkBytes.reading(other) { part.equals($0) }, "\(start)..<\(end)")
                    }
                }
            }
        }
    }
}
