import Testing
@_spi(Engine) @testable import LinkStack

@Suite struct PCRE2PatternTests {
    @Test func matchesNamedCaptures() throws {
        let pattern = try PCRE2Pattern("^/products/(?<id>[0-9]+)/(?<tab>[a-z]+)\\z")
        let match = try #require(try pattern.match("/products/42/reviews"))
        #expect(match["id"] == "42")
        #expect(match["tab"] == "reviews")
        #expect(match["missing"] == nil)
        #expect(pattern.groupNumbers == ["id": 1, "tab": 2])
    }

    @Test func noMatchIsNil() throws {
        let pattern = try PCRE2Pattern("^/cart\\z")
        #expect(try pattern.match("/carts") == nil)
    }

    @Test func compileErrorsCarryPCRE2sMessageAndOffset() {
        #expect(throws: PCRE2Error.compile(pattern: "ab(c", message: "missing closing parenthesis", offset: 4)) {
            try PCRE2Pattern("ab(c")
        }
    }

    @Test func offsetsAreUTF8BytesNotCharacters() throws {
        let pattern = try PCRE2Pattern("(?<word>é+)(?<tail>x)")
        let match = try #require(try pattern.match("ééx"))
        #expect(match["word"] == "éé")
        #expect(match["tail"] == "x")
        #expect(match.byteRanges[2] == 4..<5)
    }

    @Test func nonASCIIPatternsCompileWithExplicitLengths() throws {
        let pattern = try PCRE2Pattern("^café\\z")
        #expect(try pattern.matches("café"))
        #expect(try !pattern.matches("cafe"))
    }

    @Test func hittingTheMatchLimitIsAnErrorNotNoMatch() throws {
        let pattern = try PCRE2Pattern("^(a+)+$")
        let subject = String(repeating: "a", count: 40) + "b"
        #expect {
            try pattern.match(subject, limits: PCRE2Limits(matchLimit: 10_000))
        } throws: { error in
            guard case .matchLimit = error as? PCRE2Error else { return false }
            return true
        }
    }

    @Test func ucpMakesWordCharactersUnicode() throws {
        let pattern = try PCRE2Pattern("^\\w+$")
        #expect(try pattern.matches("Grüße"))
    }

    @Test func marksAreReported() throws {
        let pattern = try PCRE2Pattern("^(?:/a(*MARK:first)|/b(*MARK:second))\\z")
        #expect(try pattern.match("/b")?.mark == "second")
    }
}
