import Testing
@testable import LinkStack

/// A batch keeps nothing from line to line: every request line, with its own `current` and
/// `context`, answers exactly as it does in a batch that never saw a line before, errors included.
@Suite struct BatchRequestLineTests {
    static let search = #"{"flow":"main","tab":"Search","stacks":{"Home":[{"screen":"Home","params":{}}],"Search":[{"screen":"Search","params":{}},{"screen":"SearchResults","params":{"query":"red shoes","page":1}}],"Account":[{"screen":"Account","params":{}}]},"modals":[]}"#
    static let signIn = #"{"flow":"signIn","modals":[],"stack":[{"params":{},"screen":"Login","title":"Sign In"}]}"#
    static let wrong = #"{"flow":"main","tab":"Nowhere","stacks":{}}"#

    static let lines = [
        #"{"url":"shop://products/42","current":\#(search)}"#,
        #"{"url":"shop://cart","current":\#(signIn),"context":{"signedIn":true}}"#,
        #"{"url":"shop://products/42/reviews","current":\#(search)}"#,
        #"{"url":"shop://orders","current":\#(wrong)}"#,
        #"{"url":"shop://orders","current":\#(search),"context":{"signedIn":"yes"}}"#,
        #"{"url":"shop://orders","current":\#(search),"extra":1}"#,
        #"{"url":"shop://orders","current":\#(search),"url":"shop://cart"}"#,
        #"{"url":"shop://orders","current":\#(search)} x"#,
        #"{"url":"shop:\/\/orders","current":\#(search)}"#,
        #"{"current":\#(search)}"#,
        #"{"url":42,"current":\#(search)}"#,
        #"{"url":"shop://orders","current":"@missing.json"}"#,
        #"  {"url":"shop://orders","current":\#(signIn),"context":{"signedIn":false}}  "#,
        #"{"url":"shop://orders","current":\#(search)}"#,
        #"{"url":"shop://orders","current":\#(search)]}"#,  // a kept state's bytes, and more after them
    ]

    static func batch() throws -> BatchResolver<Resolver> {
        BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: TestPaths.routes)))
    }

    @Test func linesAnswerAsInAFreshBatch() throws {
        let shared = try Self.batch()
        for _ in 0..<2 {
            for line in Self.lines {
                #expect(shared.resolve(line: line) == (try Self.batch()).resolve(line: line), "\(line)")
            }
        }
    }

    @Test func wrongLinesKeepTheirErrors() throws {
        let batch = try Self.batch()
        _ = batch.resolve(line: Self.lines[0])
        let codes = Self.lines.map { line -> String? in
            if case .string(let code)? = batch.result(of: line)["error"]?["code"] { return code }
            return nil
        }
        #expect(codes == [nil, nil, nil, "invalid_current", "invalid_context", "invalid_line", "invalid_line", "invalid_line", nil,
                          "invalid_line", "invalid_line", "invalid_current", nil, nil, "invalid_line"])
        #expect(batch.result(of: Self.lines[8])["url"] == "shop://orders")
    }
}
