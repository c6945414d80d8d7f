import Testing
@testable import LinkStackCore

/// A string made from a link's bytes is the one `String(decoding:as:)` makes, short or long: the
/// same characters, invalid UTF-8 repaired alike, and parts joined whole.
@Suite struct StringCopyingTests {
    @Test func copyingBytesMakesWhatDecodingMakes() {
        let samples: [[UInt8]] = [
            [], Array("octocat".utf8), Array("a-slug-longer-than-fifteen-bytes".utf8), Array("caf\u{E9} \u{1F600}".utf8),
            [0x61, 0xFF, 0x62], [0xE2, 0x82], [0xC3, 0x28, 0x41], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],
            Array("fifteen bytes!!".utf8), Array("sixteen bytes!!!".utf8), Array(repeating: 0x61, count: 20) + [0xFF, 0x62],
        ]
        for bytes in samples {
            let copied = bytes.withUnsafeBufferPointer(String.init(copying:))
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(copied == decoded, "\(bytes)")
            #expect(Array(copied.utf8) == Array(decoded.utf8), "\(bytes)")
        }
    }

    @Test func joiningWritesEveryPartInOrder() {
        #expect(String(joining: []) == "")
        #expect(String(joining: ["no route matches ", "/caf\u{E9}", "", "; route 'x'"]) == "no route matches /caf\u{E9}; route 'x'")
    }
}
