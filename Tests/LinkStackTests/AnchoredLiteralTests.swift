import Testing
@testable import LinkStackCore

/// The literal a regex anchored at its start spells there: every path the regex matches starts
/// with it, so the core's matcher refuses any other path without running the regex.
@Suite struct AnchoredLiteralTests {
    @Test(arguments: [
        ("^/item\\.php$", "/item.php", true),
        ("^/item\\.php", "/item.php", false),
        ("^/items/(?<id>\\d+)$", "/items/", false),
        ("^/ab+c", "/a", false),  // a quantifier makes its letter optional or repeated: it is left out
        ("^/a{2}", "/", false),
        ("^/x(?i)abc", "/x", false),  // the letters after (?i) may be in either case
        ("^(?i)/abc", "", false),
        ("^/a.b", "/a", false),
        ("^/a\\z", "/a", true),
    ] as [(String, String, Bool)])
    func anAnchoredRegexSpellsItsStart(_ source: String, text: String, isWhole: Bool) throws {
        let literal = try #require(PortableRegex.anchoredLiteral(of: source))
        #expect(literal.text == text && literal.isWhole == isWhole)
    }

    @Test(arguments: ["/item\\.php", "^/a|/b", "item"])
    func aRegexNotAnchoredOrBranchingAtTheTopSpellsNothing(_ source: String) {
        #expect(PortableRegex.anchoredLiteral(of: source) == nil)
    }

    /// Each case's regex, run by the core's matcher (``RegexProgram``), matches only paths that start
    /// with its literal: the paths here that match start with it, and those that do not are refused.
    @Test func whatARegexMatchesStartsWithItsLiteral() throws {
        let paths = ["/item.php", "/item.phpx", "/items/12", "/ac", "/abbbc", "/aa", "/xABC", "/xabc", "/ABC", "/a-b", "/a", "/b"]
        var matched = 0
        for source in ["^/item\\.php$", "^/items/(?<id>\\d+)$", "^/ab+c", "^/a{2}", "^/x(?i)abc", "^(?i)/abc", "^/a.b", "^/a\\z"] {
            let literal = try #require(PortableRegex.anchoredLiteral(of: source))
            let program = try #require(RegexProgram(source))
            for path in paths where RegexMatcher.firstMatch(program, in: Array(path.unicodeScalars), budget: RegexMatcher.Budget()) != nil {
                #expect(path.hasPrefix(literal.text), "\(source) matches \(path)")
                matched += 1
            }
        }
        #expect(matched >= 9)
    }
}
