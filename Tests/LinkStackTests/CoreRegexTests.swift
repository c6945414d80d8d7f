import Testing
@testable import LinkStack
@testable import LinkStackCore

/// The core's own regex matcher (``RegexProgram``, ``RegexMatcher``): regexes that backtrack
/// exponentially in PCRE2 cost their instructions times the text's length, and what is still
/// costly stops at the step budget as `match_limit` (issue 61). Steps are counted, not timed.
@Suite struct CoreRegexTests {
    static let hostile = [#"([a-f]|[0-9a-f])+!"#, #"(\d|\d\d)+z"#, #"(x|x)*y"#, #"(a|aa)+z"#, #"(a+)+$"#, #"(x+x+)+y"#]

    /// The text each hostile regex backtracks on: its repeated character, and no end.
    static func text(for source: String, count: Int) -> String {
        let unit = source.contains("a-f") ? "a" : source.contains("\\d") ? "1" : source.contains("x") ? "x" : "a"
        return String(repeating: unit, count: count) + "_"
    }

    @Test(arguments: hostile)
    func aHostileRegexCostsItsLengthTimesItsText(_ source: String) throws {
        let program = try #require(RegexProgram("^(?:\(source))\\z"))
        let instructions = program.programs.map(\.count).reduce(0, +)
        for count in [30, 3_000] {
            let budget = RegexMatcher.Budget()
            let text = Array(Self.text(for: source, count: count).unicodeScalars)
            #expect(RegexMatcher.firstMatch(program, in: text, budget: budget) == nil, "\(source)")
            #expect(budget.exhausted == nil, "\(source) on \(count)")
            #expect(budget.spent <= instructions * (text.count + 1) * 2, "\(source) on \(count): \(budget.spent) steps")
        }
    }

    /// The core resolver answers each hostile link (30 characters, and 1,000) in the table's
    /// routes, as a path segment, a `regex:` route and a query value.
    @Test func theCoreAnswersHostileLinksAsNoRoute() throws {
        var routes = ""
        for (index, source) in Self.hostile.enumerated() {
            let quoted = source.replacingOccurrences(of: "\\", with: "\\\\")
            routes += "  - { name: p\(index), pattern: \"/p\(index)/{v:\(quoted)}\", screen: Item }\n"
            routes += "  - { name: r\(index), regex: \"^/r\(index)/(?<v>\(quoted))\", screen: Item }\n"
            routes += "  - { name: q\(index), pattern: \"/q\(index)?v={v:\(quoted)}\", screen: Item }\n"
        }
        let table = try RouteTable(yaml: "schemes: [app]\nscreens: { Item: { params: [v] } }\nroutes:\n" + routes)
        let core = try CoreResolver(table: table.linkTable)
        for (index, source) in Self.hostile.enumerated() {
            for count in [30, 1_000] {  // a segment holds at most 1 KiB
                let text = Self.text(for: source, count: count)
                for url in ["app://p\(index)/\(text)", "app://r\(index)/\(text)", "app://q\(index)?v=\(text)"] {
                    let answer = CoreResolverTests.answer(core, url)
                    #expect(answer.contains(#""code":"no_route""#), "\(url.prefix(40)): \(answer.prefix(200))")
                }
            }
        }
    }

    /// A lookahead that reads to the end at every position is quadratic: on a long link it
    /// spends the budget, and the link is `match_limit` for its route, as the engine's would be.
    @Test func aQuadraticRegexSpendsTheBudgetAndTheLinkIsMatchLimit() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Item: { params: [v] } }
            routes:
              - { name: slow, regex: '^/s/(?<v>(?:(?=[a-z]*)[a-z])*)!$', screen: Item }
            """)
        let core = try CoreResolver(table: table.linkTable)
        let answer = CoreResolverTests.answer(core, "app://s/" + String(repeating: "a", count: 1_000))
        #expect(answer.contains(#""code":"match_limit""#) && answer.contains(#""route":"slow""#), "\(answer.prefix(300))")
        #expect(CoreResolverTests.answer(core, "app://s/abc").contains(#""code":"no_route""#))
    }

    /// What the core's matcher does not read as PCRE2 does is refused at its offset: scripts in
    /// `\p{…}`, `\Q…\E` in a class (at the class), quantifiers of non-ASCII digits or past 65535, lookbehind.
    @Test(arguments: [(#"a\p{Greek}"#, 1), (#"[\Qab\E]"#, 0), ("a{٣}", 1), ("a{70000}", 1), ("x(?<=a)", 1), (#"\x{110000}"#, 0)])
    func theValidatorRefusesWhatTheMatcherReadsOtherwise(_ source: String, offset: Int) {
        #expect(PortableRegex.problem(in: source)?.offset == offset, "\(source)")
    }

    @Test(arguments: [#"\p{Lu}+"#, #"[\p{L}\d_-]{2,5}"#, #"\Q.*\E+"#, #"(?i:caf\x{e9})"#, "a{1000}"])
    func theValidatorTakesTheLanguage(_ source: String) {
        #expect(PortableRegex.problem(in: source) == nil, "\(source)")
    }

    /// Lint and `generate swift` name the overlapping alternatives as a risk.
    @Test func overlappingAlternativesAreARiskToLint() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Item: {} }
            routes:
              - { name: hex, pattern: '/h/{v:([a-f]|[0-9a-f])+!}', screen: Item }
            """)
        #expect(table.warnings.contains { $0.message.contains("backtrack") }, "\(table.warnings.map(\.message))")
        #expect(table.portabilityProblems.contains { $0.message.contains("nests unbounded quantifiers") || $0.message.contains("backtrack") })
    }
}
