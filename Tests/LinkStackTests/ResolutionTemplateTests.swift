import Foundation
import Testing
@testable import LinkStack
@_spi(Engine) @testable import LinkStackCore

/// A link written from its kind's template (``ResolutionTemplates``) is the very bytes of its
/// whole resolution: over the shipped tables' samples, lines with their own current states, random
/// tables in the whole route language, and the kinds a template cannot stand for.
@Suite struct ResolutionTemplateTests {
    /// The engine's resolver without its link writer, answering batch lines through templates or
    /// (`templated` false) by resolving each whole, as the protocol's default does.
    struct Answering: LinkResolving {
        let resolver: Resolver
        let templated: Bool

        func resolve(_ url: String, from current: NavigationState, context: NavigationContext, events: Bool) throws(ResolutionError) -> Resolution {
            try resolver.resolve(url, from: current, context: context, events: events)
        }

        func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext) throws(ResolutionError) -> Resumption {
            try resolver.resume(pending, from: current, context: context)
        }

        func renderResolution(of url: String, from current: NavigationState, context: NavigationContext, events: Bool,
                              into output: inout [UInt8]) throws(ResolutionError) {
            guard templated else { return try resolve(url, from: current, context: context, events: events).renderJSON(into: &output) }
            try resolver.renderResolution(of: url, from: current, context: context, events: events, into: &output)
        }
    }

    /// Expects each line answered through templates as it is answered whole, under every context
    /// given, with and without events, in both plan styles; returns the table's kinds kept.
    static func expectSameBytes(_ table: RouteTable, lines: [String], contexts: [NavigationContext],
                                current: NavigationState = .empty) -> ResolutionTemplates.Counts {
        for context in contexts {
            for events in [false, true] {
                for style in [TransitionPlan.Style.minimal, .reuse] {
                    var resolver = Resolver(table: table)
                    resolver.planStyle = style
                    let templated = BatchResolver(resolver: Answering(resolver: resolver, templated: true), current: current, context: context, events: events)
                    let whole = BatchResolver(resolver: Answering(resolver: resolver, templated: false), current: current, context: context, events: events)
                    for line in lines {
                        #expect(templated.resolve(line: line) == whole.resolve(line: line), "\(line) \(context) events: \(events) \(style)")
                    }
                }
            }
        }
        return table.graph.templates.counts
    }

    static let signedOutAndIn = [NavigationContext(), NavigationContext(["signedIn": true])]

    /// A table of one `app:` route whose screen, with `title`, is over Home.
    static func table(route pattern: String, screen: String, title: String) throws -> RouteTable {
        try RouteTable(yaml: """
            schemes: [app]
            screens:
              Home: {}
              \(screen): { parent: Home, title: "\(title)" }
            routes:
              - { pattern: '\(pattern)', screen: \(screen) }
            """)
    }

    @Test func everySampleLinkOfTheShippedTablesIsItsWholeResolution() throws {
        for path in [TestPaths.routes, TestPaths.routes + "/blog"] {
            let table = try RouteTable(contentsOf: path)
            // Each route's links twice over with other values: the later ones are written from templates.
            let lines = table.samples(perRoute: 3, misses: 0.1, seed: 5).map(\.url) + table.samples(perRoute: 3, misses: 0.1, seed: 6).map(\.url)
            let counts = Self.expectSameBytes(table, lines: lines, contexts: Self.signedOutAndIn)
            #expect(counts.kept > 40, "\(path)")
        }
    }

    @Test func linesWithTheirOwnCurrentStateAreTheirWholeResolution() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let lines = try String(contentsOfFile: TestPaths.fixtures + "/batch-golden/samples-shop-current-lines.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(lines.count > 50)
        let counts = Self.expectSameBytes(table, lines: lines + lines.reversed(), contexts: Self.signedOutAndIn)
        #expect(counts.kept > 20)
    }

    /// Whether a target's screen equals one the app shows depends on the values: a product shown
    /// makes the product links' kind one no template stands for, even when the first link's value
    /// differs from the shown one (and its own bytes would have come back from a template).
    @Test func aScreenTheShownStateShowsTooIsResolvedWhole() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let shown = NavigationState(flow: "main", tab: "Home", tabStacks: [
            "Home": [Screen("Home"), Screen("ProductList"), Screen("Product", params: ["id": 43])],
            "Search": [Screen("Search")], "Account": [Screen("Account")],
        ])
        let lines = ["shop://products/41", "shop://products/43", "shop://products/43/reviews", "shop://products/7", "shop://products/43"]
        let counts = Self.expectSameBytes(table, lines: lines, contexts: Self.signedOutAndIn, current: shown)
        #expect(counts.declined > 0)
    }

    /// A title whose own text looks like a placeholder: the kind is resolved whole.
    @Test func aTableTextThatLooksLikeAPlaceholderIsResolvedWhole() throws {
        let table = try Self.table(route: "/items/{id}", screen: "Item", title: "Item %EE%80%80LinkStack=%EE%80%810%EE%80%81 {id}")
        let counts = Self.expectSameBytes(table, lines: ["app://items/a", "app://items/b", "app://items/%EE%80%80"], contexts: [NavigationContext()])
        #expect(counts.kept == 0)
        #expect(counts.declined > 0)
    }

    /// Optional parameters make kinds of their own: the same number of them under other names is
    /// another kind.
    @Test func eachSetOfOptionalValuesIsAKindOfItsOwn() throws {
        let table = try Self.table(route: "/s?a={a?}&b={b:int?}", screen: "Results", title: "{a} and {b}")
        let lines = ["app://s?a=x", "app://s?b=2", "app://s?a=y&b=3", "app://s", "app://s?b=4", "app://s?a=z"]
        let counts = Self.expectSameBytes(table, lines: lines + lines, contexts: [NavigationContext()])
        // Sixteen kinds (four sets of values, with and without events, in both styles): the route keeps its last eight.
        #expect(counts.kept == ResolutionTemplates.capacity)
    }

    /// Random tables in the whole route language (flows, guards, screens over the current state,
    /// hosts, optional, boolean and open-map queries, `invalidOptional`), from each of their states
    /// and contexts, each table's links three times (the third from the writer, where it can tell).
    @Test func randomTablesInTheWholeRouteLanguageAreTheirWholeResolutions() throws {
        var kept = 0
        for (index, (table, urls)) in RandomTables.sample(seed: 29, count: 60, links: 30, yaml: RandomLanguageTables.yaml,
                                                          url: RandomLanguageTables.url).enumerated() {
            let flowed = !table.graph.flows.isEmpty
            let current = flowed ? RandomLanguageTables.currents[index % RandomLanguageTables.currents.count] : .empty
            let contexts = flowed ? [RandomLanguageTables.contexts[index % 4], RandomLanguageTables.contexts[(index + 1) % 4]] : [NavigationContext()]
            kept += Self.expectSameBytes(table, lines: urls + urls + urls, contexts: contexts, current: current).kept
        }
        #expect(kept > 200)
    }

    /// A template's answer is written straight into the array it is appended to: the same bytes
    /// after any bytes already there, whatever room the array has past them (with less than a
    /// copy's 16-byte slack past the answer, it is written into memory of its own first).
    @Test func aTemplatesAnswerIsTheSameWhateverRoomItsArrayHas() throws {
        let resolver = Resolver(table: try RouteTable(contentsOf: TestPaths.routes))
        let link = "shop://products/42/reviews", current = NavigationState.empty, context = NavigationContext()
        var whole: [UInt8] = []
        try resolver.resolve(link, from: current, context: context, events: false).renderJSON(into: &whole)
        for _ in 0..<2 {  // the kind is learned: its template writes from here on
            var output: [UInt8] = []
            try resolver.renderResolution(of: link, from: current, context: context, events: false, into: &output)
        }
        #expect(resolver.table.graph.templates.counts.kept == 1)
        for kept in [0, 1, 7, 100] {
            for room in 0..<40 {
                var output = [UInt8](repeating: UInt8(ascii: "x"), count: kept)
                output.reserveCapacity(kept + whole.count + room)
                try resolver.renderResolution(of: link, from: current, context: context, events: false, into: &output)
                #expect(output == [UInt8](repeating: UInt8(ascii: "x"), count: kept) + whole, "kept \(kept), room \(room)")
            }
        }
    }

    /// Past its limit over all routes, a memo drops every kind and starts again.
    @Test func theKindsOfEveryRouteTogetherAreBounded() {
        let memo = ResolutionTemplates(limit: 20)
        var most = 0
        for turn in 0..<100 {
            let entry = ResolutionTemplates.Entry(route: "r\(turn % 37)", names: [], current: .empty, context: NavigationContext(),
                                                  flags: turn % 3, status: .seen)
            memo.keep(entry)
            let counts = memo.counts
            most = max(most, counts.seen)
            #expect(memo.entry(route: entry.route, params: Parameters(), current: .empty, context: NavigationContext(), flags: turn % 3) === entry)
        }
        #expect(most == 20)
    }

    /// Threads sharing one graph make and read its templates at once: every line's bytes are still
    /// its whole resolution's.
    @Test func threadsSharingATableGetTheirWholeResolutions() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let lines = table.samples(perRoute: 4, misses: 0.1, seed: 11).map(\.url)
        let whole = BatchResolver(resolver: Answering(resolver: Resolver(table: table), templated: false))
        let expected = lines.map { whole.resolve(line: $0) }
        let templated = BatchResolver(resolver: Answering(resolver: Resolver(table: table), templated: true))
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { turn in
            var random = SampleGenerator(seed: UInt64(turn))
            for index in lines.indices.shuffled(using: &random) where templated.resolve(line: lines[index]) != expected[index] {
                mismatches.withLock { $0 += 1 }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
        #expect(table.graph.templates.counts.kept > 20)
    }

    /// Lines each with a current state of their own keep at most ``ResolutionTemplates/capacity``
    /// kinds a route.
    @Test func theKindsKeptAreBounded() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let batch = BatchResolver(resolver: Answering(resolver: Resolver(table: table), templated: true))
        for turn in 0..<200 {
            let current = #"[{"screen":"Home"},{"screen":"Categories"},{"screen":"Category","params":{"category":"c\#(turn)"}}]"#
            _ = batch.resolve(line: #"{"url":"shop://cart","current":\#(current)}"#)
            _ = batch.resolve(line: #"{"url":"shop://products/\#(turn)","current":\#(current)}"#)
        }
        let counts = table.graph.templates.counts
        #expect(counts.kept + counts.declined + counts.seen <= 2 * ResolutionTemplates.capacity)
        #expect(counts.seen >= ResolutionTemplates.capacity)
    }
}
