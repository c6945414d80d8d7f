import Testing
@testable import LinkStackCore

/// A path capture is typed from its bytes as its decoded text is typed
/// (`ParameterKind.value(of:urlHosts:)`): an integer read from its digits is the integer
/// `Int(String)` reads, out of range refused alike; anything else the text's own value.
@Suite struct ParameterKindValueTests {
    @Test func aCaptureIsTypedFromItsBytesAsFromItsText() {
        let kinds: [ParameterKind] = [.int, .intRange(-5...100), .plain, .bool, .slug, .uuid, .path, .regex("[a-z]+"), .url]
        let captures = ["0", "7", "007", "-0", "-7", "-", "", "+5", "12a", "1-2", "%31", "%2D3", "42%30",
                        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
                        "99999999999999999999", "abc", "a%20b", "%ZZ", "%00", "true", "1", "https:%2F%2Fexample.com%2Fx"]
        let hosts: Set<String> = ["example.com"]
        for kind in kinds {
            for capture in captures {
                let expected = (try? PercentEncoding.decode(capture.utf8[...])).flatMap { kind.value(of: $0, urlHosts: hosts) }
                let read = LinkBytes.reading(capture) { kind.value(decoding: $0, urlHosts: hosts) }
                #expect(read == expected, "\(kind) \(capture)")
                #expect(kind.value(decoding: Substring(capture), urlHosts: hosts) == expected, "\(kind) \(capture)")
            }
        }
        #expect(ParameterKind.int.value(decoding: Substring("-9223372036854775808"), urlHosts: []) == .int(.min))
        #expect(ParameterKind.int.value(decoding: Substring("9223372036854775808"), urlHosts: []) == nil)
    }
}
