import Testing
@testable import LinkStack

/// The dispatcher reads a link's length by the `/`s the parser counted (``DeepLink/slashes``):
/// exactly the `/`s of the normalized path, whatever its escapes (an escaped `/` is no
/// separator), a trailing slash kept or dropped, and the root path.
@Suite struct SlashCountTests {
    @Test func aLinksSlashesAreItsNormalizedPathsSlashes() throws {
        let pieces = ["a", "b1", "%41", "%2F", "~x", "-", "%7e", "caf%C3%A9"]
        var random = SampleGenerator(seed: 91)
        var parsed = 0
        for _ in 0..<2000 {
            let segments = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
            }
            let origin = Bool.random(using: &random) ? "app://" : "https://example.com/"
            let path = segments.joined(separator: "/") + (Bool.random(using: &random) && !segments.isEmpty ? "/" : "")
            let options = DeepLink.Options(keepsTrailingSlash: Bool.random(using: &random))
            guard let link = try? DeepLink(origin + path, options: options) else { continue }
            parsed += 1
            #expect(link.slashes == link.path.utf8.filter { $0 == UInt8(ascii: "/") }.count, "\(origin + path) → \(link.path)")
        }
        #expect(parsed > 1000)  // most parse; the rest break a rule (an empty path after a host, say)
    }
}
