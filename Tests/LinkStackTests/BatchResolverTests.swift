import Testing
@testable import LinkStack

/// Hostile `--batch` lines: each answers with its own error, quickly, and never means two things.
@Suite struct BatchResolverTests {
    static let batch = { () -> BatchResolver in
        let table = try? RouteTable(contentsOf: TestPaths.routes)
        return BatchResolver(resolver: Resolver(table: table ?? (try! RouteTable(yaml: "schemes: [x]\nscreens: { A: {} }\nroutes: [{ pattern: /, screen: A }]"))))
    }()

    static func code(_ line: String) -> String? {
        if case .string(let code)? = batch.result(of: line)["error"]?["code"] { return code }
        return nil
    }

    static func message(_ line: String) -> String {
        if case .string(let message)? = batch.result(of: line)["error"]?["message"] { return message }
        return ""
    }

    /// A 3 KB line of 511 nested objects cost a second (a chain of decode attempts per level).
    @Test func deeplyNestedLinesAreRefusedAtOnce() {
        let line = #"{"url":"shop://cart","current":"# + String(repeating: #"{"a":"#, count: 511) + "1" + String(repeating: "}", count: 512)
        #expect(Self.code(line) == "invalid_line")
        #expect(Self.message(line).contains("nested more than 32 levels deep"))
    }

    /// A line is a JSON request when its first Character is `{`: a `{` with a combining mark is
    /// another Character, so that line is read as a URL (and refused as one).
    @Test func aLineIsARequestWhenItsFirstCharacterIsABrace() {
        #expect(Self.code("{x}") == "invalid_line")
        #expect(Self.code("{\u{301}shop://cart") == "invalid_url")
        #expect(Self.code("{\u{E9}}") == "invalid_line")  // é is a Character of its own: the line starts with `{`
        let written = Self.batch.resolve(line: "\u{301}")  // never a crash on a line of one mark
        #expect(written.hasPrefix(#"{"error":"#))
    }

    @Test func aRepeatedURLIsAnErrorNotTheFirstURL() {
        #expect(Self.code(#"{"url":"shop://cart","url":"shop://products/42"}"#) == "invalid_line")
        #expect(Self.message(#"{"url":"shop://cart","url":"shop://products/42"}"#).contains(#"the key "url" is given twice"#))
    }

    /// `{"signedIn":true,"signedIn":false}` signed the user in (the first value won).
    @Test func aRepeatedContextKeyDoesNotSignAnyoneIn() {
        let line = #"{"url":"shop://orders","context":{"signedIn":true,"signedIn":false}}"#
        #expect(Self.code(line) == "invalid_line")
        #expect(Self.message(line).contains(#""signedIn" is given twice"#))
        #expect(Self.batch.result(of: line)["route"] == nil)
    }

    @Test func aRepeatedKeyInTheCurrentStateIsAnError() {
        #expect(throws: ResolutionError.Message.self) {
            try NavigationState(jsonText: #"[{"screen":"Home","screen":"Cart"}]"#)
        }
    }

    /// A line read as bytes is trimmed (ASCII on its bytes) exactly as a line given as a `String`
    /// is by Characters: spaces, tabs and CRs at either end, but not a CR that makes one Character
    /// with the LF after it, nor a space a combining mark makes another Character of.
    @Test func bytesAreTrimmedAsTheLinesCharactersAre() {
        let pieces = [" ", "\t", "\r", "\r\n", "\n", "shop://cart", "shop://products/42", "{", "x", "\u{E9}", "\u{301}", "\u{600}"]
        var random = SampleGenerator(seed: 61)
        for _ in 0..<400 {
            let line = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            var output: [UInt8] = []
            LinkBytes.reading(Array(line.utf8)) { Self.batch.resolve(line: $0, into: &output) }
            #expect(String(decoding: output, as: UTF8.self) == Self.batch.resolve(line: line) + "\n", "\(Array(line.unicodeScalars))")
        }
    }

    /// A JSON request line read as bytes (its request skimmed from them, no `String` made) is
    /// answered as the same line given as a `String` is by a batch of its own: requests with and
    /// without their own `current` and `context`, a wrong context, a broken state, and lines the
    /// skimmer does not vouch for, with spaces and CRs around them.
    @Test func requestLinesReadAsBytesAreAnsweredAsText() {
        let requests = [
            #"{"url":"shop://cart"}"#,
            #"{"url":"shop://products/42","current":[{"screen":"Home"},{"screen":"ProductList"}]}"#,
            #"{"current":{"flow":"main","tab":"Search","stacks":{"Search":[{"screen":"Search"}]}},"url":"shop://products/7"}"#,
            #"{"url":"shop://orders","context":{"signedIn":true}}"#,
            #"{"url":"shop://orders","context":{"signedIn":"yes"}}"#,
            #"{"url":"shop://orders","context":{"nobody":true}}"#,
            #"{"url":"shop://cart","current":[{"screen":"Nowhere"}]}"#,
            #"{"url":"shop://cart","current":"@missing.json"}"#,
            #"{"url":"shop://cart","extra":1}"#,
            #"{"url":"shop://caf\u00e9"}"#,
            #"{"url":1}"#,
            #"{"url":"shop://cart""#,
        ]
        // The batch's own current state and context, which a line's add to or replace.
        let shown = NavigationState([Screen("Home"), Screen("ProductList")])
        let make = { BatchResolver(resolver: Self.batch.resolver, current: shown, context: NavigationContext(["signedIn": true])) }
        let batch = make()
        var random = SampleGenerator(seed: 75)
        for _ in 0..<3 {  // each line three times: its state the second time is one the batch has read
            for request in requests {
                let line = ([" ", "\t", "", "\r"].randomElement(using: &random) ?? "") + request + ([" ", "", "\r"].randomElement(using: &random) ?? "")
                var output: [UInt8] = []
                LinkBytes.reading(Array(line.utf8)) { batch.resolve(line: $0, into: &output) }
                #expect(String(decoding: output, as: UTF8.self) == make().resolve(line: line) + "\n", "\(line)")
            }
        }
    }
}
