import Testing
@testable import LinkStackCore
@testable import LinkStack

/// An error's JSON written straight from its members is the very bytes its `JSONValue` renders,
/// for every kind of error and texts that need escapes.
@Suite struct ResolutionErrorJSONTests {
    @Test func anErrorIsWrittenAsItsValueRenders() {
        let pieces = ["shop://x/", "é", "\"", "\\", "\n", "\u{1}", "\u{7F}", "a b", "/", "😀", ""]
        var random = SampleGenerator(seed: 101)
        func text() -> String { (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined() }
        for _ in 0..<200 {
            let errors: [ResolutionError] = [
                .noRoute(url: text(), reason: text()),
                .invalidURL(DeepLinkError(url: text(), rule: .scheme, reason: text(), column: Bool.random(using: &random) ? Int.random(in: 1...99, using: &random) : nil)),
                .matchLimit(url: text(), route: text()),
                .matchBudget(url: text(), budget: UInt32.random(in: 0...1_000_000, using: &random)),
                .redirectLoop(url: text(), hops: (0..<Int.random(in: 0...4, using: &random)).map { _ in text() }),
                .invalidCurrent(text()), .invalidTarget(text()), .invalidContext(text()), .invalidLine(text()),
            ]
            for error in errors {
                var written: [UInt8] = [], rendered: [UInt8] = []
                error.writeJSON(into: &written)
                error.json.render(into: &rendered)
                #expect(String(decoding: written, as: UTF8.self) == String(decoding: rendered, as: UTF8.self))
                #expect(written == rendered)
            }
        }
    }
}
