import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The engine reads a link from its bytes to the general path's answer, or leaves it to the general
/// path: on every table the tests know, for every route's sample links on every scheme and host
/// and their near misses.
@Suite struct LinkReadingTests {
    /// A table's resolver, whose reading of links from their bytes the tests hold to the general path.
    struct Writer {
        let resolver: Resolver

        init?(_ resolver: Resolver) {
            self.resolver = resolver
        }
    }

    /// What the resolver's reading from bytes (``RouteTable/resolution(of:url:linkLimits:style:current:context:events:miss:)``)
    /// answers for `line`, as JSON: a resolution, or a `no_route` it words from the path; nil when
    /// it leaves the link to the general path.
    static func written(_ line: String, _ writer: Writer, current: NavigationState = .empty,
                        context: NavigationContext = NavigationContext()) -> String? {
        let resolver = writer.resolver
        var text = line
        var miss: ResolutionError?
        let read = resolver.table.resolution(of: &text, url: line, linkLimits: resolver.linkLimits, style: resolver.planStyle, current: current,
                                             context: context, events: false, miss: &miss)
        return read?.json.rendered() ?? miss?.json.rendered()
    }

    /// The general path's answer to `line` (trimmed as a batch trims it): the link parsed whole,
    /// matched by the table and resolved (``Resolver/resolveWhole(_:from:context:events:)``), as
    /// JSON, or the error's.
    static func whole(_ line: String, _ resolver: Resolver, current: NavigationState = .empty,
                      context: NavigationContext = NavigationContext()) -> String {
        let url = line.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r"))
        do throws(ResolutionError) {
            return try resolver.resolveWhole(url, from: current, context: context, events: false).json.rendered()
        } catch {
            return error.json.rendered()
        }
    }

    /// Every line the writer answers gets the general path's bytes (``whole(_:_:current:context:)``),
    /// and every line it leaves is an error; the library's `resolve`, which reads a link from its
    /// bytes too, gives the general path's answer for every line. Returns how many lines the writer
    /// answered.
    @discardableResult
    static func expectSameBytes(_ lines: [String], table: RouteTable, current: NavigationState = .empty,
                                context: NavigationContext = NavigationContext(), style: TransitionPlan.Style = .minimal,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        var resolver = Resolver(table: table)
        resolver.planStyle = style
        guard let writer = LinkReadingTests.Writer(resolver) else { return 0 }
        let batch = BatchResolver(resolver: resolver, current: current, context: context)
        var answered = 0
        for line in lines {
            let general = whole(line, resolver, current: current, context: context)
            #expect(batch.result(of: line).rendered() == general, "resolve: \(line)", sourceLocation: sourceLocation)
            #expect(batch.resolve(line: line) == general, "prepared answer: \(line)", sourceLocation: sourceLocation)
            guard let written = written(line, writer, current: current, context: context) else {
                // What the writer leaves to the general path is an error, which it words from the link parsed whole.
                if !general.hasPrefix(#"{"error":"#) {
                    Issue.record("the writer declined \(line), whose answer is no error", sourceLocation: sourceLocation)
                }
                continue
            }
            answered += 1
            #expect(written == general, "\(line)", sourceLocation: sourceLocation)
        }
        return answered
    }

    @Test func everyTableGetsTheGeneralPathsBytes() throws {
        var answered = 0, lines = 0
        for (_, table) in ExportOracle.tables() {
            var links: [String] = []
            for route in table.routes {
                for scheme in table.schemes {
                    for host in table.linkOptions.carriesHost(scheme) ? table.hosts.map(Optional.some) : [nil] {
                        for link in ExportOracle.samples(route, in: table, scheme: scheme, host: host) {
                            links.append(link)
                            links += ExportOracle.nearMisses(of: link)
                        }
                    }
                }
            }
            guard LinkReadingTests.Writer(Resolver(table: table)) != nil else { continue }  // no route the writer answers: no writer
            lines += links.count
            answered += Self.expectSameBytes(links, table: table)
        }
        // Every link is the writer's but one whose answer is an error (5,965 of 5,984): a miss after a
        // route refused its query, a query name given twice, and the like, whose words need the link whole.
        #expect(answered > lines * 9 / 10, "the writer answered \(answered) of \(lines) lines")
    }

    static let table = """
        schemes: [app, https]
        hosts: [example.com, "*.example.org"]
        screens:
          Home: {}
          Product: { parent: Home, title: 'Product {id} "{name}"', params: [id] }
          Reviews: { parent: Product, title: 'Reviews of {id}' }
          Page: { parent: Home }
          Flagged: { parent: Home }
        routes:
          - { pattern: '/products/{id:int}/reviews', screen: Reviews }
          - { pattern: '/products/{id:int}/{name}', screen: Product }
          - { pattern: '/pages/{rest:path}', screen: Page }
          - { pattern: '/flagged/{id}', screen: Flagged, query: { ref: '{ref}' } }
          - { name: stacked, pattern: '/stack/{id:int}', stack: [Home, Product, Page] }
        """

    @Test func titlesIntegersAndStacksGetTheSameBytes() throws {
        let table = try RouteTable(yaml: Self.table)
        let lines = ["app://products/42/reviews", "app://products/007/reviews", "app://products/-0/reviews",
                     "app://products/-9223372036854775808/reviews", "app://products/9223372036854775808/reviews",
                     "app://products/42/shoes", "https://example.com/products/42/shoes", "https://www.example.org/products/1/x",
                     "app://pages/a/b/c", "app://stack/3", "app://flagged/1", "app://nothing/here", "https://example.com/nothing",
                     "app://products/42/reviews?x=1", "app://products/42/reviews#top", "app://flagged/1?ref=a%20b"]
        let answered = Self.expectSameBytes(lines, table: table)
        #expect(answered >= 12)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        // Read by the general parser: escapes, case and a trailing slash as it reads them.
        let read = ["app://products/%34%32/reviews", "APP://products/42/reviews", "app://products/42/reviews/",
                    "app://products/42/%22quoted%22", "app://products/42/caf%C3%A9", "app://products/42/back%5Cslash",
                    "app://pages/a%2Fb/c%20d", "app://nothing/h%C3%A9re"]
        #expect(Self.expectSameBytes(read, table: table) == read.count)
        #expect(Self.written("app://products/42/%22quoted%22", writer)?.contains(#""name":"\"quoted\"""#) == true)
        // A miss after a route refused the link (out of range; a query requirement unmet): the general path words the error.
        #expect(Self.written("app://products/9223372036854775808/reviews", writer) == nil)
        #expect(Self.written("app://flagged/1", writer) == nil)
        #expect(Self.written(" app://products/42/reviews", writer) == nil)
        // A context the table does not know is the graph's error, which the general path words.
        #expect(Self.written("app://products/42/reviews", writer, context: NavigationContext(["signedIn": true])) == nil)
        // From a state shown: the graph resolves the link as the general path does.
        let shown = NavigationState([Screen("Home"), Screen("Flagged", params: ["id": "x"])])
        #expect(Self.written("app://products/42/reviews", writer, current: shown)
                == Self.whole("app://products/42/reviews", Resolver(table: table), current: shown))
        #expect(Self.expectSameBytes(["app://products/42/reviews", "app://products/43/shoes", "app://stack/3"], table: table,
                                     current: shown) == 3)
    }

    @Test func hostsInUpperCaseAndTheDefaultPortAreReadAsTheGeneralParserReadsThem() throws {
        let table = try RouteTable(yaml: """
            schemes: [app, https]
            hosts: [example.com]
            screens:
              Home: {}
              Word: { parent: Home, title: 'Word {word}' }
            routes:
              - { name: whole, pattern: '/whole/{word}', screen: Word }
            """)
        let lines = ["https://EXAMPLE.com/whole/a", "https://example.com:443/whole/a", "HTTPS://Example.COM/whole/%41",
                     "app://whole/x%C3%A9", "app://whole/%E2%82%AC", "https://example.com/whole/a%2F%3F%23"]
        #expect(Self.expectSameBytes(lines, table: table) == lines.count)
    }

    /// A capture is decoded by its kind, as the general path decodes it: one whose escapes are
    /// not text, or an integer out of range, leaves the link to the general path.
    @Test func aCaptureItsKindRefusesIsTheGeneralPaths() throws {
        let table = try RouteTable(yaml: Self.table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        let refused = ["app://products/42/x%C3", "app://products/42/%E2%82", "app://products/42/a%2", "app://products/99999999999999999999/x"]
        #expect(Self.expectSameBytes(refused + ["app://products/42/%F0%9F%98%80-%2F"], table: table) == 1)
        for line in refused { #expect(Self.written(line, writer) == nil, "\(line)") }
    }

    @Test func theGitHubCorpusIsWrittenByTheWriter() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/batch-golden/github-routes.yaml")
        let links = try GitHubCorpus.urls(count: 2, seed: 3, misses: 0.1).map { "app:/" + $0.path }
        #expect(Self.expectSameBytes(links, table: table) == links.count)
    }

    @Test func theReusePlanStyleGetsItsOwnBytes() throws {
        let lines = ["app://products/42/reviews", "app://products/42/shoes", "app://stack/3", "app://pages/a/b"]
        #expect(Self.expectSameBytes(lines, table: try RouteTable(yaml: Self.table), style: .reuse) == lines.count)
    }

    /// Flows, tabs, guards and modals are the templates' business, not the writer's: the shipped
    /// table's links take the writer, signed in and out, from nothing and from a tab.
    @Test func aTableWithFlowsIsWrittenByTheWriter() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let lines = table.samples(perRoute: 3, misses: 0.1, seed: 2).map(\.url)
        let tab = NavigationState(flow: "main", tab: "Search", tabStacks: ["Home": [Screen("Home")], "Search": [Screen("Search")],
                                                                          "Account": [Screen("Account")]])
        var answered = 0
        for context in [NavigationContext(), NavigationContext(["signedIn": true])] {
            answered += Self.expectSameBytes(lines, table: table, context: context)
            answered += Self.expectSameBytes(lines, table: table, current: tab, context: context)
        }
        #expect(answered > lines.count)
    }

    /// A request line's own `current` and `context` make its kind: its URL takes the writer from
    /// them, as a URL line does from the batch's, with the general path's bytes.
    @Test func requestLinesTakeTheLaneFromTheirOwnState() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let links = table.samples(perRoute: 2, misses: 0.1, seed: 5).map(\.url)
        let batch = BatchResolver(resolver: Resolver(table: table))
        var lines: [String] = []
        for name in ["search-tab", "sign-in"] {
            let state = try JSONValue(parsing: String(contentsOfFile: TestPaths.routes + "/states/\(name).json", encoding: .utf8)).rendered()
            for link in links { lines.append(#"{"url":"\#(link)","current":\#(state),"context":{"signedIn":true}}"#) }
        }
        for line in lines + lines + lines { #expect(batch.resolve(line: line) == batch.result(of: line).rendered(), "\(line)") }
    }
}
