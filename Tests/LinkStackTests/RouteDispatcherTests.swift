import Foundation
import Testing
@testable import LinkStack

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
            let link = try DeepLink(url)
            let fast = outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(url)")
            if !fast.hasPrefix("{") { hits += 1 }
        }
        return hits
    }

    @Test func templateRoutesAreCompiledIntoSharedPatterns() throws {
        let table = try GitHubCorpus.table()
        let chunks = table.dispatcher.units.filter { if case .chunk = $0 { return true } else { return false } }
        let firstSegments = Set(table.routes.map { $0.pattern?.path.first?.description ?? "" })
        #expect(chunks.count == table.dispatcher.units.count)  // no route needed a pattern of its own
        #expect(chunks.count == firstSegments.count)  // one pattern per first segment
    }

    @Test func everyFixtureURLGetsTheReferenceAnswer() throws {
        var checked = 0
        for path in FixtureRunner.fixtureFiles(at: TestPaths.fixtures) {
            guard let fixture = try? Fixture(contentsOf: path), let url = fixture.url, let routes = fixture.routesPath,
                  let table = try? RouteTable(contentsOf: routes), let link = try? DeepLink(url) else { continue }
            let fast = Self.outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = Self.outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(path)")
            checked += 1
        }
        #expect(checked >= 80)
    }

    @Test func randomTablesGetTheReferenceAnswer() throws {
        var rng = SplitMix64(state: 42)
        var tables = 0, hits = 0
        while tables < 150 {
            guard let table = try? RouteTable(yaml: RandomTables.yaml(&rng)) else { continue }
            tables += 1
            hits += try Self.expectSameAnswers(table, urls: (0..<60).map { _ in RandomTables.url(&rng) })
        }
        #expect(hits > 1_000)  // the URLs reach routes, not only no_route
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
            if Int.random(in: 0..<5, using: &rng) == 0 { segments.append("{rest:path}") }
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

    static func url(_ rng: inout SplitMix64) -> String {
        let values = ["a", "b", "c", "ab", "42", "-7", "x-y", "%41", "123e4567-e89b-12d3-a456-426614174000", "99999999999999999999"]
        let path = (0..<Int.random(in: 0...4, using: &rng)).map { _ in values.randomElement(using: &rng) ?? "a" }.joined(separator: "/")
        let query = ["", "?q=1", "?n=5", "?n=x", "?q=a&n=2"].randomElement(using: &rng) ?? ""
        // An escape may not stand in the host position, so such a path starts after an empty host.
        return (path.hasPrefix("%") ? "app:///" : "app://") + path + query
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", GitHubCorpus.folder + "/make_urls.py", GitHubCorpus.folder + "/github-routes.txt",
                             "-n", "3", "--seed", "7", "--misses", "0.1", "--tsv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let rows = output.split(separator: "\n").map { $0.split(separator: "\t") }
        #expect(rows.count == 808 * 3 + 242)  // three URLs per template, 10% misses on top
        var misses = 0
        for row in rows where row.count == 2 {
            let link = try DeepLink("gh:/" + row[0])
            let expected = Int(row[1]) ?? -1
            let fast = RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.match(link) }
            let reference = RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.referenceMatch(link) }
            #expect(fast == reference, "\(row[0])")
            if expected < 0 {
                misses += 1
                #expect(fast.hasPrefix(#"{"error":{"code":"no_route""#), "\(row[0])")
            } else {
                #expect(fast.hasPrefix("r\(expected) "), "\(row[0]) should be template \(expected)")
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
