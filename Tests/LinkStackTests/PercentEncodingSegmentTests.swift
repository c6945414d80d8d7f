import Testing
@testable import LinkStack
@testable import LinkStackCore

/// A path segment with escapes is normalized and checked in one pass
/// (`PercentEncoding.appendNormalized(segment:to:)`): it must give what `normalize` gives and
/// refuse what `decode` refuses, with the same failure, on every segment tried.
@Suite struct PercentEncodingSegmentTests {
    static let pieces = ["a", ".", "~", "-", "+", "%2E", "%2e", "%2F", "%2f", "%41", "%7E", "%7e", "%25", "%20", "%00", "%09",
                         "%7F", "%C2%85", "%C2%A0", "%C3%A9", "%C3", "%E2%82", "%F0%9F%98%80", "%FF", "%zz", "%2", "é",
                         // overlong forms, a surrogate, past U+10FFFF, a lone continuation byte
                         "%C0%AF", "%E0%80%AF", "%F0%8F%BF%BF", "%ED%A0%80", "%F4%90%80%80", "%80", "%E0%A0%80", "%F4%8F%BF%BF"]

    @Test func oneSegmentPassGivesWhatNormalizeAndDecodeGive() throws {
        var random = SampleGenerator(seed: 7)
        var tried = 0, refused = 0
        for _ in 0..<4000 {
            let segment = (0..<(1 + Int(random.next() % 4))).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            let raw = Substring(segment).utf8
            var expected: Result<(String, Bool), PercentEncoding.Failure>
            do throws(PercentEncoding.Failure) {
                let normalized = try PercentEncoding.normalize(raw)
                let decoded = try PercentEncoding.decode(raw)
                expected = .success((normalized, decoded == "." || decoded == ".."))
            } catch {
                expected = .failure(error)
            }
            var output: [UInt8] = Array("/x/".utf8)
            var got: Result<(String, Bool), PercentEncoding.Failure>
            do throws(PercentEncoding.Failure) {
                let isDot = try LinkBytes.reading(segment) { (bytes) throws(PercentEncoding.Failure) -> Bool in
                    try PercentEncoding.appendNormalized(segment: bytes, to: &output)
                }
                got = .success((String(decoding: output.dropFirst(3), as: UTF8.self), isDot))
            } catch {
                got = .failure(error)
            }
            switch (expected, got) {
            case let (.success(one), .success(other)):
                #expect(one.0 == other.0 && one.1 == other.1, "\(segment)")
            case let (.failure(one), .failure(other)):
                #expect(one == other, "\(segment)")
                refused += 1
            default:
                Issue.record("\(segment): \(expected) but \(got)")
            }
            tried += 1
        }
        // Not vacuous: both outcomes are met often.
        #expect(refused > 500 && tried - refused > 500)
    }

    /// `decode` (and so the segment pass, which shares its check) refuses what the rule written on
    /// the whole text refuses: `String(validating:)` for UTF-8, then control scalars, on the same
    /// random segments (those whose escapes are well formed).
    @Test func decodingRefusesWhatValidatingTheWholeTextRefuses() {
        var random = SampleGenerator(seed: 8)
        var compared = 0
        for _ in 0..<4000 {
            let segment = (0..<(1 + Int(random.next() % 4))).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            guard let bytes = Self.decoded(Array(segment.utf8)) else { continue }
            let expected: PercentEncoding.Failure?
            if let text = String(validating: bytes, as: UTF8.self) {
                let isControl = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
                expected = text.unicodeScalars.contains(where: isControl) ? .controlCharacter : nil
            } else {
                expected = .invalidUTF8
            }
            var failure: PercentEncoding.Failure?
            do throws(PercentEncoding.Failure) { _ = try PercentEncoding.decode(Substring(segment).utf8) } catch { failure = error }
            #expect(failure == expected, "\(segment)")
            compared += 1
        }
        #expect(compared > 2000)
    }

    /// The bytes `raw` stands for, escapes decoded; nil when an escape is malformed.
    static func decoded(_ raw: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = [], index = 0
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "%") else {
                bytes.append(raw[index])
                index += 1
                continue
            }
            guard index + 2 < raw.count, let value = UInt8(String(decoding: raw[index + 1...index + 2], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
            index += 3
        }
        return bytes
    }
}
