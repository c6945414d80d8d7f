import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The core's PCRE2-free matcher (``CoreResolver``) must answer exactly what the engine answers:
/// the same route, parameters, target, plan and errors, byte for byte.
@Suite struct CoreResolverTests {
    /// What a resolver prints for `url`: the resolution's JSON or the error's.
    static func answer(_ resolver: some LinkResolving, _ url: String, from current: NavigationState = .empty,
                       context: NavigationContext = NavigationContext()) -> String {
        do throws(ResolutionError) {
            return try resolver.resolve(url, from: current, context: context, events: true).json.rendered()
        } catch {
            return error.json.rendered()
        }
    }

    /// Compares the engine and the core on `urls`; returns how many resolved.
    @discardableResult
    static func expectSameAnswers(_ table: RouteTable, urls: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        let engine = Resolver(table: table)
        let core = try CoreResolver(table: table.linkTable)
        var hits = 0
        for url in urls {
            let expected = answer(engine, url)
            #expect(answer(core, url) == expected, "\(url) with \(table.routes.map(\.template))", sourceLocation: sourceLocation)
            if !expected.hasPrefix(#"{"error""#) { hits += 1 }
        }
        return hits
    }

    @Test func everyFixturePrintsWhatItExpectsWithTheCore() {
        var runner = FixtureRunner()
        runner.core = true
        let results = runner.run(TestPaths.fixtures)
        #expect(results.count >= 200)
        for result in results where !result.passed {
            Issue.record("\(result.report.joined(separator: "\n"))")
        }
    }

    @Test func everyFixtureLinkMatchesTheSameRoute() throws {
        var checked = 0
        for path in FixtureRunner.fixtureFiles(at: TestPaths.fixtures) {
            guard let fixture = try? Fixture(contentsOf: path), let url = fixture.url, let routes = fixture.routesPath,
                  let table = try? RouteTable(contentsOf: routes), let link = try? table.link(url) else { continue }
            let core = try CoreResolver(table: table.linkTable)
            let engine = RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.matchFollowingRedirects(link).match }
            let mine: String
            do throws(ResolutionError) {
                let found = try core.match(link)
                mine = "\(found.route.name) \(found.params.json.rendered())"
            } catch {
                mine = error.json.rendered()
            }
            #expect(mine == engine, "\(path)")
            checked += 1
        }
        #expect(checked >= 150)
    }

    @Test func theShippedRoutesTurnIntoATableOfTheSameScreensAndRankClasses() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let data = table.linkTable
        #expect(data.routes.map(\.name) == table.routes.map(\.name))
        #expect(data.graph.screens == table.screens)
        #expect(data.graph.flows == table.flows)
        #expect(data.graph.contextNames == table.contextNames)
        let classes = data.routes.map(\.rankClass)
        #expect(classes == classes.sorted() && classes.first == 0 && Set(classes).count > 1)  // adjacent, numbered in order
        for (index, route) in table.routes.enumerated().dropFirst() {
            let same = RouteRank.classKey(of: route) == RouteRank.classKey(of: table.routes[index - 1])
            #expect(same == (classes[index] == classes[index - 1]), "\(route.name)")
        }
    }

    @Test func randomTablesAnswerAlike() throws {
        var hits = 0
        for (table, urls) in RandomTables.sample(seed: 42, yaml: RandomTables.yaml, url: RandomTables.url) {
            hits += try Self.expectSameAnswers(table, urls: urls)
        }
        #expect(hits > 1_000)
    }

    @Test func randomTablesInTheWholeRouteLanguageAnswerAlike() throws {
        let sampled = RandomTables.sample(seed: 13, links: 70, yaml: RandomLanguageTables.yaml, url: RandomLanguageTables.url)
        var hits = 0
        for (table, urls) in sampled { hits += try Self.expectSameAnswers(table, urls: urls) }
        #expect(sampled.count == 150)
        #expect(hits > 1_000)
    }

    /// The tables with flows, from every state and context of ``RandomLanguageTables``: guards,
    /// guard chains, screens over the current state and presentation styles answer alike, and
    /// the generator reaches each of them.
    @Test func randomTablesWithFlowsAnswerAlikeFromAnyState() throws {
        let sampled = RandomTables.sample(seed: 13, links: 70, yaml: RandomLanguageTables.yaml, url: RandomLanguageTables.url)
            .filter { !$0.table.flows.isEmpty }
        var outputs: [String] = []
        for (table, urls) in sampled {
            let engine = Resolver(table: table), core = try CoreResolver(table: table.linkTable)
            for (index, url) in urls.enumerated() {
                let current = RandomLanguageTables.currents[index % RandomLanguageTables.currents.count]
                let context = RandomLanguageTables.contexts[(index / 4) % RandomLanguageTables.contexts.count]
                let expected = Self.answer(engine, url, from: current, context: context)
                #expect(Self.answer(core, url, from: current, context: context) == expected, "\(url) from \(current)")
                outputs.append(expected)
            }
        }
        #expect(sampled.count > 50)
        for reached in [#""requires":["s"]"#, #""requires":["!s"]"#, #""style":"sheet""#, #""style":"fullScreen""#, #""ignored":"#,
                        #""pending":"#] {
            #expect(outputs.contains { $0.contains(reached) }, "no answer has \(reached)")
        }
    }

    @Test func randomTablesOfRegexesAnswerAlike() throws {
        var rng = SplitMix64(state: 2026)
        var tables = 0, hits = 0, refused = 0, attempts = 0
        while tables < 200, attempts < 5_000 {
            attempts += 1
            guard let table = try? RouteTable(yaml: RandomRegexTables.yaml(&rng)) else { continue }
            guard table.portabilityError == nil else {
                refused += 1
                continue
            }
            tables += 1
            hits += try Self.expectSameAnswers(table, urls: (0..<80).map { _ in RandomRegexTables.url(&rng) })
        }
        #expect(tables == 200)
        #expect(hits > 1_000)
        #expect(refused < tables)
    }

    @Test func theGitHubTableAnswersAlikeOnHitsAndMisses() throws {
        let table = try GitHubCorpus.table()
        let rows = try GitHubCorpus.urls(count: 3, seed: 11, misses: 0.2)
        let hits = try Self.expectSameAnswers(table, urls: rows.map { "gh:/" + $0.path })
        #expect(hits == rows.filter { $0.template >= 0 }.count)
        #expect(rows.count > 2_500)
    }

    /// A table with more hosts than the table's bits hold (``LinkOrigins``: 64) has its links'
    /// scheme and host told by the routes' names; so has a link the bits do not tell. Hits, near
    /// misses and other hosts answer alike.
    @Test func aTableWithMoreHostsThanBitsAnswersAlikeByName() throws {
        let table = try LinkReadingQueryTests.tableWithMoreHostsThanBits()
        #expect(table.origins == nil)
        let urls = ["https://h1.example.com/items/1", "https://H70.Example.com/items/2", "app://items/3", "https://a.example.org/items/4",
                    "https://h1.example.com/pages/x", "https://h2.example.com/pages/x", "https://b.example.org/pages/y?ref=z",
                    "https://b.example.org/pages/y", "https://nowhere.example.net/items/1", "ftp://items/1", "https://h3.example.com/items/x"]
        #expect(try Self.expectSameAnswers(table, urls: urls) == 7)
    }

    /// The benchmarks' food-delivery table (a real app's shape: flows, tabs, guards, sheets, hosts,
    /// redirects, optional and bool queries) lints clean for the core and answers alike, signed in
    /// and out, on its sample links and near misses.
    @Test func aRealAppsTableAnswersAlikeAndLintsClean() throws {
        let table = try RouteTable(contentsOf: TestPaths.file("Benchmarks/Corpus/food-delivery"))
        #expect(RouteTable.lint(contentsOf: TestPaths.file("Benchmarks/Corpus/food-delivery"), core: true).isEmpty)
        let urls = table.samples(perRoute: 4, misses: 0.2, seed: 7).map(\.url)
        #expect(urls.count > 250)
        let engine = Resolver(table: table), core = try CoreResolver(table: table.linkTable)
        for context in [NavigationContext(), NavigationContext(["signedIn": true])] {
            for url in urls {
                #expect(Self.answer(core, url, context: context) == Self.answer(engine, url, context: context), "\(url)")
            }
        }
    }

    /// One core resolver shared by threads answers each link as it does alone: its matcher's
    /// tries and regexes, made at a link's first use, are made once (`swift test --sanitize=thread`
    /// checks the sharing).
    @Test func aSharedCoreResolverAnswersAsItDoesAlone() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let urls = table.samples(perRoute: 2, misses: 0.2, seed: 5).map(\.url)
        let expected = try urls.map { Self.answer(try CoreResolver(table: table.linkTable), $0) }
        let shared = try CoreResolver(table: table.linkTable)
        let answers = Locked([[String]](repeating: [], count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { turn in
            let mine = urls.indices.map { Self.answer(shared, urls[(turn * 7 + $0) % urls.count]) }
            answers.withLock { $0[turn] = mine }
        }
        for (turn, mine) in answers.withLock({ $0 }).enumerated() {
            #expect(mine == urls.indices.map { expected[(turn * 7 + $0) % urls.count] })
        }
        #expect(urls.count > 50)
    }

    /// What `Scripts/fuzz.sh core` found: a state with a wrong key in two tabs' stacks was
    /// refused naming whichever tab a dictionary gave first, so two resolvers could differ.
    @Test func aStateWithTwoProblemsNamesTheFirstTabInOrder() throws {
        let line = #"{"url":"shop://cart","current":{"flow":"main","tab":"Search","stacks":{"Home":[{"screenX":"Cart","params":{}}],"#
            + #""Search":[{"screen":"Search","params":{}}],"Account":[{"scresi":"Account","params":{}}]},"modals":[]},"context":{"signedIn":true}}"#
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let engine = BatchResolver(resolver: Resolver(table: table)), core = BatchResolver(resolver: try CoreResolver(table: table.linkTable))
        for _ in 0..<20 {
            #expect(engine.resolve(line: line) == core.resolve(line: line))
            #expect(engine.resolve(line: line).contains("stacks.Account[0].scresi: unknown key"))
        }
    }
}
