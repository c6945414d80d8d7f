import Foundation
import Testing
@testable import LinkStack

@Suite struct RouteLinterTests {
    /// The names of the routes lint calls shadowed in a table of `routes` (one YAML flow mapping each).
    static func shadowed(_ routes: [String]) throws -> [String] {
        let table = try RouteTable(yaml: "schemes: [app]\nscreens: { Home: {}, Other: { parent: Home } }\nroutes:\n"
            + routes.map { "  - \($0)\n" }.joined())
        return RouteLinter(table: table).shadowedRoutes().compactMap { problem in
            problem.message.split(separator: "'").dropFirst().first.map(String.init)
        }
    }

    /// A catch-all never answers the link that ends where a `{name:path?}` takes nothing, so it
    /// does not shadow it; a `{name:path?}` written first under declaration order shadows both.
    @Test func anOptionalRestIsShadowedOnlyByWhatAlsoTakesNothing() throws {
        #expect(try Self.shadowed([#"{ name: all, pattern: "/d/{rest:path}", screen: Other }"#,
                                   #"{ name: docs, pattern: "/d/{page:path?}", screen: Other }"#]) == [])
        #expect(try Self.shadowed(["{ name: docs, pattern: \"/d/{page:path?}\", screen: Other, priority: 1 }",
                                   #"{ name: all, pattern: "/d/{rest:path}", screen: Other }"#,
                                   #"{ name: exact, pattern: "/d", screen: Other }"#]) == ["all", "exact"])
    }

    /// In declaration order a route written after one that answers all its links is shadowed,
    /// whatever the match order's rules would say (a literal after a parameter too), and two
    /// routes that would rank the same are no load error: the first written wins.
    @Test func declarationOrderShadowsWhatIsWrittenLater() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            matchOrder: declaration
            screens: { Home: {}, Other: { parent: Home } }
            routes:
              - { name: any, pattern: "/p/{id}", screen: Other }
              - { name: literal, pattern: "/p/special", screen: Other }
              - { name: same, pattern: "/p/{name}", screen: Home }
              - { name: longer, pattern: "/p/{id}/more", screen: Home }
            """)
        #expect(table.routes.map(\.name) == ["any", "literal", "same", "longer"])
        let problems = RouteLinter(table: table).shadowedRoutes().map(\.message)
        #expect(problems == [
            "route 'literal' can never match: 'any' (/p/{id}) comes first and answers every link it does, because it is written first, "
                + "and the table matches in declaration order (matchOrder: declaration)",
            "route 'same' can never match: 'any' (/p/{id}) comes first and answers every link it does, because it is written first, "
                + "and the table matches in declaration order (matchOrder: declaration)",
        ])
        // Ranked, the literal comes first and the two equal routes stop the table loading.
        #expect(throws: RouteFileError.self) { try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Other: { parent: Home } }
            routes:
              - { name: any, pattern: "/p/{id}", screen: Other }
              - { name: same, pattern: "/p/{name}", screen: Home }
            """) }
    }

    /// The trie of candidates (``ShadowCandidates``) finds, for every route, the same shadowing
    /// route as trying every earlier one: on the shipped and fixture tables, the GitHub table and
    /// random tables of literals, word lists, typed parameters, catch-alls, priorities and queries.
    @Test func theCandidatesFindWhatEveryPairFinds() throws {
        var tables = ReverseRoutingTests.tables.map(\.1)
        tables.append(try RouteTable(contentsOf: TestPaths.fixtures + "/batch-golden/github-routes.yaml"))
        var rng = SplitMix64(state: 61)
        let pieces = ["a", "b", "{x}", "{n:int}", "{s:slug}", "(a|b)", "(a)", "{p:path}", "{r:int(1...9)}"]
        while tables.count < ReverseRoutingTests.tables.count + 1 + 60 {
            var routes = ""
            for index in 0..<Int.random(in: 4...30, using: &rng) {
                let segments = (0..<Int.random(in: 0...3, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }
                var path = "/" + segments.enumerated().map { position, piece in
                    piece.hasPrefix("{") && piece.contains(":") ? piece.replacingOccurrences(of: "{", with: "{v\(position)") : piece
                        .replacingOccurrences(of: "{x}", with: "{x\(position)}")
                }.joined(separator: "/")
                if Bool.random(using: &rng) { path += "?q={q" + (Bool.random(using: &rng) ? "?}" : "}") }
                let priority = Int.random(in: 0..<5, using: &rng) == 0 ? ", priority: 1" : ""
                routes += "  - { name: r\(index), pattern: '\(path)', screen: Home\(priority) }\n"
            }
            guard let table = try? RouteTable(yaml: "schemes: [app]\nscreens: { Home: {} }\nroutes:\n" + routes) else { continue }
            tables.append(table)
        }
        var shadowed = 0
        for table in tables {
            let linter = RouteLinter(table: table), candidates = ShadowCandidates(table.routes)
            for index in table.routes.indices {
                let found = linter.shadowing(index, among: candidates), everyPair = linter.shadowing(index, among: nil)
                #expect(found === everyPair, "\(table.routes[index].template)")
                if found != nil { shadowed += 1 }
            }
        }
        #expect(shadowed > 50)
    }

    /// On the GitHub REST table (806 routes), the routes asked about shadowing are a few for each
    /// route, not every earlier one (324,415 pairs): lint stays near linear in the table (issue 61).
    @Test func eachRouteIsComparedWithAFewCandidatesOnly() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/batch-golden/github-routes.yaml")
        let candidates = ShadowCandidates(table.routes)
        let asked = table.routes.indices.reduce(0) { sum, index in
            sum + candidates.candidates(for: table.routes[index], among: index).filter { $0 < index }.count
        }
        #expect(table.routes.count == 806)
        #expect(asked < 8 * table.routes.count, "\(asked) pairs")
    }

    @Test func theShippedTablesAreClean() throws {
        #expect(try RouteTable(contentsOf: TestPaths.routes).lintProblems.isEmpty)
    }

    /// Rank conflicts appeared only once parameter errors were fixed, and risky regexes and
    /// shadowed routes only after that: one run now reports every phase that can run.
    @Test func anExclusionThatTakesEveryLinkOfALaterRouteIsReported() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Beta: {} }
            routes:
              - { pattern: /, screen: Home }
              - { name: ios.excluded, pattern: "/ios/{rest:path}", exclude: true }
              - { name: beta, pattern: "/ios/{page}", priority: -1, screen: Beta }
            """)
        #expect(table.lintProblems.map(\.message) == [
            "route 'beta' can never match: 'ios.excluded' (/ios/{rest:path}) comes first and excludes (no_route) every link it does, "
                + "because priority 0 beats -1",
        ])
        #expect(try RouteTable(contentsOf: TestPaths.routes + "/blog").lintProblems.isEmpty)
    }

    @Test func oneRunReportsEveryPhase() {
        let problems = RouteTable.lint(contentsOf: TestPaths.fixtures + "/RouteFiles/lint-everything.yaml")
        #expect(problems.map { "\($0.location.line) \($0.severity)" } == [
            "6 error", "12 error", "14 error", "17 error", "20 error", "22 warning", "27 error",
        ])
        #expect(problems.first?.message.hasSuffix("which is not a declared screen; did you mean 'Article'?") == true)
        #expect(problems[1].message.contains("ranks the same as route 'article'"))
        #expect(problems[5].message.contains("nests unbounded quantifiers"))
        #expect(problems[6].message.hasPrefix("route 'tag' can never match"))
    }

    @Test(arguments: [("Articel", "Article"), ("screns", "screens"), ("Hme", "Home"), ("prioirty", "priority"), ("Xyz", nil), ("Ho", nil)])
    func misspeltNamesGetADidYouMean(_ name: String, _ meant: String?) {
        let known = ["Article", "Author", "Home", "screens", "routes", "priority", "pattern"]
        #expect(NameSuggestion.closest(to: name, among: known) == meant)
    }

    @Test func unknownKeysGetADidYouMean() {
        let problems = RouteTable.lint(contentsOf: TestPaths.fixtures + "/RouteFiles/unknown-key.yaml")
        #expect(problems.first?.message == "unknown key 'screns'; did you mean 'screens'? expected one of $schema, schemes, hosts, urlHosts, hostSchemes, trailingSlash, matchOrder, dropQuery, caseSensitive, invalidOptional, limits, flows, screens, routes")
    }

    @Test func theNewKeysGetADidYouMeanAndAUselessIgnoreIsAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keys.yaml").path
        try """
            schemes: [app]
            flows: { main: { root: Home } }
            screens:
              Home: {}
              Player: { parent: current, otherwize: Home, presentation: fullscreen }
            routes:
              - { pattern: /, screen: Home, invalidOptional: ignor }
              - { pattern: /p, screen: Player, invalidOptional: ignore }
              - { pattern: "/q?x={x:int?}", screen: Home, invalidOptional: ignore, name: q }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let messages = RouteTable.lint(contentsOf: file).map(\.message)
        #expect(messages.contains { $0.hasPrefix("unknown key 'otherwize'; did you mean 'otherwise'?") })
        #expect(messages.contains("unknown presentation 'fullscreen'; did you mean 'fullScreen'? use push, sheet (or modal) or fullScreen"))
        #expect(messages.contains("unknown invalidOptional 'ignor'; did you mean 'ignore'? use reject (the default) or ignore"))
        let fixed = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "otherwize", with: "otherwise")
            .replacingOccurrences(of: "fullscreen", with: "fullScreen").replacingOccurrences(of: "ignor }", with: "reject }")
        let table = try RouteTable(yaml: fixed)
        #expect(table.warnings.map(\.message) == ["invalidOptional: ignore does nothing here: route 'Player' reads no optional query "
                                                   + "value (one written {name?} or given a default)"])
    }

    @Test func theSeededShadowedRouteIsReported() throws {
        let problems = try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/rank.yaml").lintProblems
        #expect(problems.map(\.severity) == [.error])
        #expect(problems.first?.message.hasPrefix("route 'promo.sale' can never match: 'promoted' (/promo/{code}) comes first") == true)
        #expect(problems.first?.location.line == 32)
    }

    @Test(arguments: [
        // A catch-all with priority takes everything under it.
        (["{ name: all, pattern: '/a/{rest:path}', screen: Home, priority: 1 }", "{ name: one, pattern: '/a/b/c', screen: Other }"], ["one"]),
        // A typed parameter with priority takes a literal it accepts, not one it refuses.
        (["{ name: n, pattern: '/n/{id:int}', screen: Home, priority: 1 }", "{ name: lit, pattern: '/n/42', screen: Other }",
          "{ name: word, pattern: '/n/forty', screen: Other }"], ["lit"]),
        // int covers a range; a narrower range does not cover int.
        (["{ name: any, pattern: '/p/{n:int}', screen: Home, priority: 1 }", "{ name: some, pattern: '/p/{n:int(1...9)}', screen: Other }"], ["some"]),
        (["{ name: some, pattern: '/p/{n:int(1...9)}', screen: Home, priority: 1 }", "{ name: any, pattern: '/p/{n:int}', screen: Other }"], []),
        // A route that requires a query parameter does not shadow one that does not.
        (["{ name: q, pattern: '/s?q={q}', screen: Home, priority: 1 }", "{ name: plain, pattern: '/s', screen: Other }"], []),
        (["{ name: plain, pattern: '/s', screen: Home, priority: 1 }", "{ name: q, pattern: '/s?q={q}', screen: Other }"], ["q"]),
        // Different lengths never shadow without a catch-all.
        (["{ name: a, pattern: '/x/{y}', screen: Home, priority: 1 }", "{ name: b, pattern: '/x/{y}/z', screen: Other }"], []),
        // A regex is judged on sample links.
        (["{ name: raw, regex: '^/item\\.php$', screen: Home, priority: 1 }", "{ name: tpl, pattern: '/item.php', screen: Other }"], ["tpl"]),
        (["{ name: raw, regex: '^/items/[0-9]+$', screen: Home, priority: 1 }", "{ name: tpl, pattern: '/items/{id}', screen: Other }"], []),
    ])
    func shadowingIsDecidedSegmentBySegment(_ routes: [String], expected: [String]) throws {
        #expect(try Self.shadowed(routes) == expected)
    }

    @Test func capturesNoScreenIsGivenAreWarnings() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, Item: { parent: Home } }
            routes:
              - { name: used, pattern: '/a/{id}', stack: [Home, { screen: Item, params: { id: "{id}" } }] }
              - { name: dropped, pattern: '/b/{id}/{extra}', stack: [Home, { screen: Item, params: { id: "{id}" } }] }
              - { name: top, pattern: '/c/{id}/{extra}', stack: [Home, Item] }
            """)
        let problems = RouteLinter(table: table).unusedParameters()
        #expect(problems.map(\.message) == ["route 'dropped' captures 'extra' but no screen of its stack is given it"])
        #expect(problems.first?.severity == .warning)
    }

    @Test func screensNoRouteShowsAreWarnings() throws {
        let table = try RouteTable(yaml: "schemes: [app]\nscreens: { Home: {}, Lost: { parent: Home } }\nroutes: [{ pattern: /, screen: Home }]\n")
        let problems = table.lintProblems
        #expect(problems.map(\.severity) == [.warning])
        #expect(problems.first?.message.hasPrefix("screen 'Lost' is never shown") == true)
    }

    /// Comments' only route captures the article id, so a route that shows Comments below the
    /// top without one hands the app a Comments it cannot build: a warning at that route.
    @Test func aScreenBelowTheTopWithoutWhatItsRoutesCaptureIsAWarning() throws {
        let table = try RouteTable(yaml: """
            schemes: [daily]
            screens: { Today: {}, Article: { parent: Today }, Comments: { parent: Article }, Reply: { parent: Comments } }
            routes:
              - { pattern: '/articles/{id:int}', screen: Article }
              - { pattern: '/articles/{id:int}/comments', screen: Comments }
              - { pattern: '/articles/{id:int}/comments/{reply}', screen: Reply }
              - { name: latest.reply, pattern: '/replies/{reply}', screen: Reply }
            """)
        let problems = RouteLinter(table: table).thinScreensBelowTop()
        #expect(problems.map(\.message) == [
            "route 'latest.reply' shows screen 'Article' below the top without 'id', which every route that shows it on top "
                + "captures (like 'Article', /articles/{id:int}): the app cannot build it the way those links do; "
                + "capture 'id' here or list what 'Article' needs under its params:",
            "route 'latest.reply' shows screen 'Comments' below the top without 'id', which every route that shows it on top "
                + "captures (like 'Comments', /articles/{id:int}/comments): the app cannot build it the way those links do; "
                + "capture 'id' here or list what 'Comments' needs under its params:",
        ])
        #expect(problems.allSatisfy { $0.severity == .warning && $0.location.line == 7 })
        let reply = try Resolver(table: table).resolve("daily://articles/7/comments/x").target.stack
        #expect(reply.map(\.params.names) == [[], ["id"], ["id"], ["id", "reply"]])
    }
}
