import Testing
@_spi(Engine) @testable import LinkStack

/// Catastrophic regexes in route files: each run ends within the match limit with `match_limit`
/// for that URL: never a hang, never the next route down (here a catch-all that would match).
@Suite struct ReDoSTests {
    static let cases: [(regex: String, url: String)] = [
        (#"^/(a+)+$"#, "app://" + String(repeating: "a", count: 40) + "!"),
        (#"^/(a|aa)*b$"#, "app://" + String(repeating: "a", count: 60) + "c/b"),
        (#"^/(.*)*x$"#, "app://x" + String(repeating: "a", count: 40) + "/"),
        (#"^/([a-z]+-?)*$"#, "app://" + String(repeating: "a", count: 40) + "!"),
    ]

    static func table(_ regex: String) throws -> RouteTable {
        try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Slow: { parent: Home } }
            routes:
              - { name: slow, regex: '\(regex)', screen: Slow, priority: 1 }
              - { name: anything, pattern: '/{rest:path}', screen: Home }
            """)
    }

    @Test(arguments: cases.indices)
    func catastrophicPatternsEndWithMatchLimit(_ index: Int) throws {
        let (regex, url) = Self.cases[index]
        let table = try Self.table(regex)
        let link = try DeepLink(url)
        #expect(throws: ResolutionError.matchLimit(url: url, route: "slow")) { try table.match(link) }
        #expect(throws: ResolutionError.matchLimit(url: url, route: "slow")) { try table.referenceMatch(link) }
        let resolution = Result { () throws(ResolutionError) in try Resolver(table: table).resolve(url) }
        #expect(throws: ResolutionError.matchLimit(url: url, route: "slow")) { try resolution.get() }
    }

    @Test(arguments: cases.indices)
    func shortInputsStillMatch(_ index: Int) throws {
        let table = try Self.table(Self.cases[index].regex)
        let short = ["app://aaa", "app://aab", "app://xaax", "app://red-shoes"][index]
        #expect(try table.match(DeepLink(short)).route.name == "slow")
    }
}

/// Many routes, each under the match limit alone, tried for one link: the link's one budget
/// stops them together (500 such routes cost 230 ms per link, with no error, before).
@Suite struct LinkBudgetTests {
    static func table(routes: Int) throws -> RouteTable {
        var text = "schemes: [t]\nscreens: { A: {} }\nroutes:\n"
        for index in 0..<routes { text += "  - { name: r\(index), pattern: '/{v:.*a.*b.*c\(index)}/e', screen: A }\n" }
        return try RouteTable(yaml: text)
    }

    @Test func manyCostlyRoutesShareOneBudget() throws {
        let table = try Self.table(routes: 500)
        let url = "t://" + String(repeating: "ab", count: 400) + "/e"
        let link = try DeepLink(url)
        let spent = ResolutionError.matchBudget(url: url, budget: PCRE2Limits.default.linkBudget)
        #expect(throws: spent) { try table.match(link) }
        #expect(throws: spent) { try table.referenceMatch(link) }
        #expect(spent.code == "match_limit")
        #expect(spent.json["error"]?["budget"] == 1_000_000)
    }

    @Test func cheapLinksStayWellInsideTheBudget() throws {
        let table = try Self.table(routes: 500)
        #expect(try table.match(DeepLink("t://xaxbxc7/e")).route.name == "r7")
        let link = try DeepLink("t://xyz/e")
        #expect(throws: ResolutionError.noRoute(url: "t://xyz/e", reason: "no route matches /xyz/e")) { try table.match(link) }
    }

    @Test func chainedWildcardsLoadWithAWarning() throws {
        let table = try Self.table(routes: 2)
        #expect(table.warnings.count == 2)
        #expect(table.warnings.first?.message.contains("chains 3 or more unbounded wildcards") == true)
    }
}
