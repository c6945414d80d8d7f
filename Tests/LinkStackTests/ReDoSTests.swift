import Testing
@testable import LinkStack

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
