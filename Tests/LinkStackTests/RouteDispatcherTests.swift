import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The one-pass dispatcher must answer exactly what the reference loop answers.
@Suite struct RouteDispatcherTests {
    /// The route name and parameters, or the error, that a matcher gives.
    static func outcome(_ body: () throws(ResolutionError) -> RouteMatch) -> String {
        do throws(ResolutionError) {
            let match = try body()
            return "\(match.route.name) \(match.params.json.rendered())"
        } catch {
            return error.json.rendered()
        }
    }

    /// Compares the two matchers on `urls`; returns how many URLs some route matched.
    @discardableResult
    static func expectSameAnswers(_ table: RouteTable, urls: [String]) throws -> Int {
        var hits = 0
        for url in urls {
            let link = try table.link(url)
            let fast = outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(url)")
            if !fast.hasPrefix("{") { hits += 1 }
        }
        return hits
    }

    @Test func templateRoutesAreCompiledIntoSharedPatterns() throws {
        let table = try GitHubCorpus.table()
        let chunks = table.dispatcher.units.compactMap { unit -> RouteDispatcher.Chunk? in
            if case .chunk(let chunk) = unit { return chunk } else { return nil }
        }
        let firstSegments = Set(table.routes.map { $0.pattern?.path.first?.description ?? "" })
        #expect(chunks.count == table.dispatcher.units.count)
        #expect(chunks.count == firstSegments.count)  // one pattern per first segment
        #expect(chunks.allSatisfy { $0.compiledLengths == 0 })  // loading compiles none of them
        _ = try table.match(table.link("gh://repos/octocat/hello/pulls/7"))
        // A link compiles only its own first segment's group, and of it only its own path length's routes.
        #expect(chunks.map(\.compiledLengths).sorted() == Array(repeating: 0, count: chunks.count - 1) + [1])
        for chunk in chunks {
            for pieces in chunk.everyLengthsPieces {
                #expect(pieces.count <= 1)  // no group needed splitting
                if case .single = pieces.first { Issue.record("a route was matched with its own pattern") }
            }
        }
    }

    /// `resolve --batch` compiles every pattern when the table loads, so that no line pays for it.
    @Test func compilingEveryPatternAtLoadCompilesEachLengthOfEveryGroup() throws {
        let table = try GitHubCorpus.table()
        let chunks = table.dispatcher.units.compactMap { unit -> RouteDispatcher.Chunk? in
            if case .chunk(let chunk) = unit { return chunk } else { return nil }
        }
        #expect(chunks.reduce(0) { $0 + $1.compiledLengths } == 0)
        table.compileEveryPattern()
        let lengths = chunks.map(\.compiledLengths)
        #expect(lengths.allSatisfy { $0 > 1 })
        #expect(lengths == chunks.map(\.everyLengthsPieces.count))  // reading them compiled nothing more
        let link = try table.link("gh://repos/octocat/hello/pulls/7")
        #expect(try table.match(link).route.name == table.referenceMatch(link).route.name)
    }

    /// A pattern's routes share their groups: a route's `n`th parameter is group `n` in every
    /// branch (branch-reset alternatives), so a pattern holds as many groups as its routes hold
    /// parameters at most, however many routes it has (PCRE2 resets and copies every group on
    /// each match); a pattern with a `{name:REGEX}` parameter gives each parameter its own.
    @Test func aPatternHasAsManyGroupsAsItsRoutesMostParameters() throws {
        let table = try GitHubCorpus.table()
        var patterns = 0, shared = 0
        for unit in table.dispatcher.units {
            guard case .chunk(let chunk) = unit else { continue }
            for pieces in chunk.everyLengthsPieces {
                for case .pattern(let pattern, let groups) in pieces {
                    let most = groups.byRoute.keys.map { table.routes[$0].pathParameters.count }.max() ?? 0
                    #expect(pattern.captureCount == most, "\(pattern.source)")
                    for (route, numbers) in groups.byRoute {
                        #expect(numbers == (0..<numbers.count).map { $0 + 1 }, "\(table.routes[route].name)")
                    }
                    patterns += 1
                    if groups.byRoute.count > 1 { shared += 1 }
                }
            }
        }
        #expect(patterns > 50 && shared > 20, "\(patterns) patterns, \(shared) of several routes")
        let regex = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { name: code, pattern: '/r/{a:[a-z]+}/{b}', screen: Home }
              - { name: plain, pattern: '/r/{a}/x/{b}', screen: Home }
            """)
        guard case .chunk(let chunk)? = regex.dispatcher.units.first, case .pattern(let pattern, _)? = chunk.pieces(segments: 3).first else {
            Issue.record("no pattern")
            return
        }
        #expect(pattern.captureCount > 2)  // the regex's own groups beside each parameter's
        #expect(try regex.match(regex.link("app://r/abc/7")).route.name == "code")
        #expect(try regex.match(regex.link("app://r/ab1/x/7")).params["b"] == .string("7"))
    }

    /// Each path length's pattern holds the routes of that many segments, and those with a
    /// `path` parameter and at most as many.
    @Test func aGroupIsSplitByPathLength() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { name: one, pattern: '/files', screen: Home }
              - { name: three, pattern: '/files/{a}/{b}', screen: Home }
              - { name: rest, pattern: '/files/{p:path}', screen: Home }
              - { name: two, pattern: '/files/{a}', screen: Home }
            """)
        guard case .chunk(let chunk)? = table.dispatcher.units.first else {
            Issue.record("no chunk")
            return
        }
        let names = { (segments: Int) -> [String] in
            chunk.pieces(segments: segments).flatMap { piece -> [String] in
                guard case .pattern(_, let groups) = piece else { return [] }
                return groups.byRoute.keys.sorted().map { table.routes[$0].name }
            }
        }
        #expect(names(1) == ["one"])
        #expect(names(2) == table.routes.map(\.name).filter { ["rest", "two"].contains($0) })
        #expect(names(3) == table.routes.map(\.name).filter { ["rest", "three"].contains($0) })
        #expect(names(4) == ["rest"] && names(40) == ["rest"])
        try Self.expectSameAnswers(table, urls: ["app://files", "app://files/x", "app://files/x/y", "app://files/x/y/z", "app://files/"])
    }

    @Test func everyFixtureURLGetsTheReferenceAnswer() throws {
        var checked = 0
        for path in FixtureRunner.fixtureFiles(at: TestPaths.fixtures) {
            guard let fixture = try? Fixture(contentsOf: path), let url = fixture.url, let routes = fixture.routesPath,
                  let table = try? RouteTable(contentsOf: routes), let link = try? table.link(url) else { continue }
            let fast = Self.outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = Self.outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(path)")
            checked += 1
        }
        #expect(checked >= 80)
    }

    @Test func randomTablesGetTheReferenceAnswer() throws {
        var hits = 0
        for (table, urls) in RandomTables.sample(seed: 42, yaml: RandomTables.yaml, url: RandomTables.url) {
            hits += try Self.expectSameAnswers(table, urls: urls)
        }
        #expect(hits > 1_000)  // the URLs reach routes, not only no_route
    }

    @Test func randomTablesInTheWholeRouteLanguageGetTheReferenceAnswer() throws {
        let sampled = RandomTables.sample(seed: 13, links: 70, yaml: RandomLanguageTables.yaml, url: RandomLanguageTables.url)
        var hits = 0
        for (table, urls) in sampled {
            hits += try Self.expectSameAnswers(table, urls: urls.filter { (try? table.link($0)) != nil })
        }
        #expect(sampled.count == 150)
        #expect(hits > 1_000)
    }

    @Test func literalAlternativesKeepTheMatchOrderOfTheLiteralsTheyOverlap() throws {
        // /x/a/{rest:path} ranks after /x/a|b/{p} and must not be tried before it by joining /x/a/1's branch.
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { name: one, pattern: /x/a/1, screen: Home }
              - { name: either, pattern: '/x/a|b/{p}', screen: Home }
              - { name: rest, pattern: '/x/a/{rest:path}', screen: Home }
            """)
        try Self.expectSameAnswers(table, urls: ["app://x/a/5", "app://x/a/1", "app://x/b/5", "app://x/a/5/6", "app://x/c/5"])
        #expect(try table.match(table.link("app://x/a/5")).route.name == "either")
    }

    @Test func aTableTooLargeForOnePatternSplits() throws {
        var routes = ""
        for index in 0..<1_200 {
            routes += "  - { name: r\(index), pattern: '/section\(index)/{a}/items/{b:int}/detail\(index)', screen: Home }\n"
        }
        let table = try RouteTable(yaml: "schemes: [app]\nscreens: { Home: {} }\nroutes:\n" + routes)
        #expect(table.dispatcher.units.count > 1)
        try Self.expectSameAnswers(table, urls: ["app://section1199/x/items/7/detail1199", "app://section0/x/items/1/detail0",
                                                 "app://section600/y/items/-3/detail600", "app://section600/y/items/z/detail600"])
    }

    /// A compiled table's stored pieces are what the dispatcher matches with; one that no longer
    /// compiles is built again from the routes.
    @Test func storedPiecesAreMatchedWithoutBeingBuiltAgain() throws {
        let table = try GitHubCorpus.table()
        let routes = table.routes, stored = table.dispatcher.storedPieces, slash = table.linkOptions.keepsTrailingSlash
        let link = try table.link("gh://repos/octocat/hello/pulls/7")
        let match = { (stored: [RouteDispatcher.StoredPieces]) throws -> String? in
            var refused = false
            return try RouteDispatcher(routes: routes, keepsTrailingSlash: slash, stored: stored.map(RouteDispatcher.StoredChunk.init))
                .match(link, query: link.queryItems, in: routes, origins: nil, origin: nil, limits: table.limits, refused: &refused)?.route.name
        }
        let expected = try table.match(link).route.name
        #expect(try match(stored) == expected)
        let replaced = { (source: String) in
            stored.map { pieces in
                RouteDispatcher.StoredPieces(callouts: pieces.callouts.map { _ in [.pattern(source: source, bytes: false, groups: [:])] })
            }
        }
        #expect(try match(replaced("^(?!)")) == nil)  // matches nothing: the stored pattern is the one used
        #expect(try match(replaced("(")) == expected)  // does not compile: built from the routes
    }
}

/// Random route tables that mix literals, every parameter kind, catch-alls, query requirements
/// and priorities, and URLs aimed at them.
enum RandomTables {
    static let literals = ["a", "b", "c"]
    static let kinds = ["}", ":int}", ":int(-10...42)}", ":slug}", ":[a-c]+}", ":uuid}"]

    static func yaml(_ rng: inout SplitMix64) -> String {
        var routes = ""
        for index in 0..<Int.random(in: 3...12, using: &rng) {
            var segments: [String] = []
            for depth in 0..<Int.random(in: 0...3, using: &rng) {
                let parameter = "{p\(depth)" + (kinds.randomElement(using: &rng) ?? "}")
                segments.append(Int.random(in: 0..<3, using: &rng) == 0 ? parameter : literals.randomElement(using: &rng) ?? "a")
            }
            // A catch-all, one that may take nothing, or a prefix's `*`, by the route's place (no draw of its own).
            if Int.random(in: 0..<5, using: &rng) == 0 { segments.append(["{rest:path}", "{rest:path?}", "*"][index % 3]) }
            var pattern = "/" + segments.joined(separator: "/")
            var extra = ""
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: pattern += "?q={q}"
            case 1: pattern += "?n={n:int}"; extra = ", defaults: { n: 1 }"
            case 2: pattern += "?n={n:int}"
            default: break
            }
            if Int.random(in: 0..<8, using: &rng) == 0 { extra += ", priority: 1" }
            routes += "  - { name: r\(index), pattern: '\(pattern)', screen: Home\(extra) }\n"
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { routes += "  - { name: raw, regex: '^/(?<x>[ab])/c$', screen: Home }\n" }
        return "schemes: [app]\nscreens: { Home: {} }\nroutes:\n" + routes
    }

    /// `count` random tables that load, from `yaml` (trying at most 5,000), each with `links`
    /// URLs from `url`: the differential tests' shared sampling, one generator drawing both.
    static func sample(seed: UInt64, count: Int = 150, links: Int = 60, yaml: (inout SplitMix64) -> String,
                       url: (inout SplitMix64) -> String) -> [(table: RouteTable, urls: [String])] {
        var rng = SplitMix64(state: seed)
        var sampled: [(table: RouteTable, urls: [String])] = [], attempts = 0
        while sampled.count < count, attempts < 5_000 {
            attempts += 1
            guard let table = try? RouteTable(yaml: yaml(&rng)) else { continue }
            sampled.append((table, (0..<links).map { _ in url(&rng) }))
        }
        return sampled
    }

    static func url(_ rng: inout SplitMix64) -> String {
        let values = ["a", "b", "c", "ab", "42", "-7", "x-y", "%41", "123e4567-e89b-12d3-a456-426614174000", "99999999999999999999"]
        let path = (0..<Int.random(in: 0...4, using: &rng)).map { _ in values.randomElement(using: &rng) ?? "a" }.joined(separator: "/")
        let query = ["", "?q=1", "?n=5", "?n=x", "?q=a&n=2"].randomElement(using: &rng) ?? ""
        // An escape may not stand in the host position, so such a path starts after an empty host.
        return (path.hasPrefix("%") ? "app:///" : "app://") + path + query
    }
}

/// Random tables that use every feature of the route language: per-route schemes and hosts
/// (wildcards too, and in a third of them any host, `*`), a scheme that carries a host, literal alternatives, booleans, optional
/// query parameters (kept or ignored when they do not fit: `invalidOptional`), open query maps (either form),
/// `absent:`, exclusions, internal routes, the link as a parameter, a redirect keeping the query (`{?m}`), literals in any case, either trailing-slash rule, either match order, dropped query names, and in half of them flows with screen
/// guards, guard chains and screens over the current state in every presentation style.
enum RandomLanguageTables {
    static let segments = ["a", "b", "a|b", "b|c", "{p:bool}", "{p}", "{p:int}", "{p:uuid}"]
    static let hostSets = ["", "[x.example.com]", "['*.example.com']", "[y.example.com, x.example.com]", "['*.x.example.com']"]
    static let schemeSets = ["", "[app]", "[https]", "[hs, https]"]

    static func yaml(_ rng: inout SplitMix64) -> String {
        var routes = ""
        let flowed = Bool.random(using: &rng)
        let anyHost = Int.random(in: 0..<3, using: &rng) == 0  // the file answers any host; a route may too
        for index in 0..<Int.random(in: 3...10, using: &rng) {
            var path: [String] = []
            for depth in 0..<Int.random(in: 0...3, using: &rng) {
                path.append((segments.randomElement(using: &rng) ?? "a").replacingOccurrences(of: "{p", with: "{p\(depth)"))
            }
            if Int.random(in: 0..<6, using: &rng) == 0 { path.append(["{rest:path}", "{rest:path?}", "*"][index % 3]) }
            var pattern = "/" + path.joined(separator: "/")
            if Int.random(in: 0..<5, using: &rng) == 0, !pattern.hasSuffix("}"), pattern != "/" { pattern += "/" }
            var query: [String] = []
            if Int.random(in: 0..<3, using: &rng) == 0 { query.append("o={o:int?}") }
            if Int.random(in: 0..<4, using: &rng) == 0 { query.append("f={f:bool}") }
            if Int.random(in: 0..<4, using: &rng) == 0 { query.append(["{*m}", "{*}", "r={r:rest?}"][index % 3]) }
            if !query.isEmpty { pattern += "?" + query.joined(separator: "&") }
            var fields = "name: r\(index), pattern: '\(pattern)'"
            if let hosts = (hostSets + (anyHost ? ["['*']", "['*', x.example.com]"] : [])).randomElement(using: &rng), !hosts.isEmpty {
                fields += ", hosts: \(hosts)"
            }
            if let schemes = schemeSets.randomElement(using: &rng), !schemes.isEmpty { fields += ", schemes: \(schemes)" }
            if Int.random(in: 0..<5, using: &rng) == 0 { fields += ", absent: [z]" }
            if Int.random(in: 0..<8, using: &rng) == 0 { fields += ", internal: true" }  // passed by: no route redirects
            if Int.random(in: 0..<5, using: &rng) == 0 { fields += ", caseSensitive: false" }
            if Int.random(in: 0..<3, using: &rng) == 0 { fields += ", invalidOptional: \(Bool.random(using: &rng) ? "ignore" : "reject")" }
            let screen = flowed ? (flowScreens.randomElement(using: &rng) ?? "Home") : "Home"
            let excluded = Int.random(in: 0..<6, using: &rng) == 0
            if excluded {
                fields += ", exclude: true"
            } else if query.contains("{*m}"), Int.random(in: 0..<3, using: &rng) == 0 {
                fields += ", redirect: '/a{?m}'"  // the link's query, kept by the hop
            } else {
                fields += ", screen: \(screen)"
                if Int.random(in: 0..<6, using: &rng) == 0 { fields += ", linkParameter: lk" }  // the link itself
            }
            routes += "  - { \(fields) }\n"
        }
        let slash = Bool.random(using: &rng) ? "strict" : "ignore"
        let order = Int.random(in: 0..<4, using: &rng) == 0 ? "matchOrder: declaration\n" : ""
        let dropped = Int.random(in: 0..<4, using: &rng) == 0 ? "dropQuery: [k, zz*]\n" : ""  // k is read by no route
        let ignoring = Int.random(in: 0..<4, using: &rng) == 0 ? "invalidOptional: ignore\n" : ""
        return "schemes: [app, hs, https]\nhostSchemes: [hs]\nhosts: [x.example.com, y.example.com, '*.example.com'\(anyHost ? ", '*'" : "")]\n"
            + "trailingSlash: \(slash)\n\(order)\(dropped)\(ignoring)\(flowed ? screens(&rng) : "screens: { Home: {} }\n")routes:\n" + routes
    }

    /// The screens of a table with flows, each route showing one of them.
    static let flowScreens = ["Home", "Other", "Login", "Over", "Deep", "Full"]

    /// Flows and screens with guards (a screen's, a chain on the sign-in flow) and screens over the
    /// current state, their presentation and guards drawn at random.
    static func screens(_ rng: inout SplitMix64) -> String {
        let presentations = ["push", "sheet", "fullScreen"]
        let over = presentations.randomElement(using: &rng) ?? "push"
        let otherGuard = Bool.random(using: &rng) ? ", requires: [s], redirect: signIn" : ""
        let fullGuard = Bool.random(using: &rng) ? ", guards: [{ requires: [t], redirect: signIn }, { requires: [s], redirect: main }]" : ""
        let chain = Bool.random(using: &rng) ? "{ requires: [t], redirect: main }, " : ""
        return """
            flows:
              main: { tabs: [Home, Other] }
              signIn: { root: Login, guards: [\(chain){ requires: ["!s"], redirect: main }] }
            screens:
              Home: {}
              Other: { title: Other\(otherGuard) }
              Login: {}
              Over: { parent: current, otherwise: \(Bool.random(using: &rng) ? "Home" : "Other"), presentation: \(over) }
              Deep: { parent: Over }
              Full: { parent: current, otherwise: Home, presentation: fullScreen\(fullGuard) }

            """
    }

    /// States to resolve from in a table with flows: nothing, a tab with a screen over it, a
    /// sheet, the sign-in flow.
    static let currents: [NavigationState] = [
        .empty,
        NavigationState(flow: "main", tab: "Other", tabStacks: ["Home": [Screen("Home")], "Other": [Screen("Other"), Screen("Over")]]),
        NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": [Screen("Home"), Screen("Deep")], "Other": [Screen("Other")]],
                        modals: [[Screen("Over")], [Screen("Full")]]),
        NavigationState([Screen("Login")], flow: "signIn"),
    ]

    /// Contexts for a table with flows.
    static let contexts = [NavigationContext(), NavigationContext(["s": true]), NavigationContext(["s": true, "t": true]),
                           NavigationContext(["t": true])]

    static func url(_ rng: inout SplitMix64) -> String {
        let origins = ["app://", "https://x.example.com/", "https://y.example.com/", "https://z.x.example.com/", "https://example.com/",
                       "https://X.Example.com/", "hs://x.example.com/", "hs://w.example.com/", "https://elsewhere.org/", "hs://Other.NET/"]
        let values = ["a", "b", "c", "true", "0", "yes", "42", "123E4567-e89b-12d3-a456-426614174000", "A", "B"]
        var path = (0..<Int.random(in: 0...3, using: &rng)).map { _ in values.randomElement(using: &rng) ?? "a" }.joined(separator: "/")
        if Bool.random(using: &rng), !path.isEmpty { path += "/" }
        let query = ["", "?o=3", "?o=x", "?z=1", "?f=1&k=v", "?f=yes", "?o=1&f=false&z", "?k=1&k=2", "?o=2&r=a?f=1&o=3"]
            .randomElement(using: &rng) ?? ""
        return (origins.randomElement(using: &rng) ?? "app://") + path + query
    }
}

/// The GitHub REST API's 808 path templates from `Benchmarks/Corpus`, as a route table.
enum GitHubCorpus {
    static let folder = TestPaths.root + "/Benchmarks/Corpus"

    /// The templates, one a line, with `-` in parameter names made `_`.
    static func templates() throws -> [String] {
        let text = try String(contentsOfFile: folder + "/github-routes.txt", encoding: .utf8)
        return text.split(separator: "\n").map { line in
            line.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                segment.hasPrefix("{") ? segment.replacingOccurrences(of: "-", with: "_") : String(segment)
            }.joined(separator: "/")
        }
    }

    /// The shape of a template: its literals, with every parameter the same.
    static func shape(_ template: String) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { $0.hasPrefix("{") ? "{}" : String($0) }
            .joined(separator: "/")
    }

    /// Links from `make_urls.py --tsv`: `count` a template, `misses` more that no template
    /// matches (template -1).
    static func urls(count: Int, seed: Int, misses: Double) throws -> [(path: String, template: Int)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder + "/make_urls.py", folder + "/github-routes.txt",
                             "-n", "\(count)", "--seed", "\(seed)", "--misses", "\(misses)", "--tsv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let columns: [[Substring]] = output.split(separator: "\n").map { $0.split(separator: "\t") }
        return columns.filter { $0.count == 2 }.map { (path: String($0[0]), template: Int($0[1]) ?? -1) }
    }

    /// A table with route `rN` for template line N, later templates of an earlier shape dropped.
    static func table() throws -> RouteTable {
        var seen: Set<String> = []
        var routes = ""
        for (index, template) in try templates().enumerated() where seen.insert(shape(template)).inserted {
            routes += "  - { name: r\(index), pattern: '\(template)', screen: Home }\n"
        }
        return try RouteTable(yaml: "schemes: [gh]\nscreens: { Home: {} }\nroutes:\n" + routes)
    }
}

@Suite struct GitHubCorpusTests {
    @Test func matchesWhatMakeURLsExpects() throws {
        let table = try GitHubCorpus.table()
        let rows = try GitHubCorpus.urls(count: 3, seed: 7, misses: 0.1)
        #expect(rows.count == 808 * 3 + 242)  // three URLs per template, 10% misses on top
        var misses = 0
        for row in rows {
            let link = try DeepLink("gh:/" + row.path)
            let expected = row.template
            let fast = RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(row.path)")
            if expected < 0 {
                misses += 1
                #expect(fast.hasPrefix(#"{"error":{"code":"no_route""#), "\(row.path)")
            } else {
                #expect(fast.hasPrefix("r\(expected) "), "\(row.path) should be template \(expected)")
            }
        }
        #expect(misses == 242)
    }

    @Test func valuesThatEqualLiteralsBacktrackLikeTheReference() throws {
        let table = try GitHubCorpus.table()
        var rng = SplitMix64(state: 808)
        let values = ["octocat", "repos", "issues", "pulls", "comments", "1", "main", "events", "git", "refs", "heads"]
        var urls: [String] = []
        for template in try GitHubCorpus.templates() {
            for _ in 0..<3 {
                let path = template.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                    segment.hasPrefix("{") ? values.randomElement(using: &rng) ?? "x" : String(segment)
                }.joined(separator: "/")
                urls.append("gh:/" + path)
            }
        }
        let hits = try RouteDispatcherTests.expectSameAnswers(table, urls: urls)
        #expect(hits > urls.count / 2)
    }
}
