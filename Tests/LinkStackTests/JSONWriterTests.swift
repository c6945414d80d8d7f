import Testing
@testable import LinkStack
@testable import LinkStackCore

/// The engine's `Resolution.writeJSON(into:)` writes exactly the bytes of `json.render(into:)`: on every table
/// the tests load, over its sample links from empty and lived-in states, with and without the
/// context, with events, in both plan styles; and for the values a table rarely makes.
@Suite struct JSONWriterTests {
    static func expectSameBytes(_ resolution: Resolution, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var written: [UInt8] = [], rendered: [UInt8] = []
        resolution.writeJSON(into: &written)
        resolution.json.render(into: &rendered)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: rendered, as: UTF8.self), "\(label)",
                sourceLocation: sourceLocation)
    }

    @Test func everyTablesResolutionsGetTheRenderedBytes() throws {
        var compared = 0
        for (path, table) in RouteSamplesTests.tables() {
            let contexts = [NavigationContext(), NavigationContext(Dictionary(uniqueKeysWithValues: table.graph.contextNames.map { ($0, true) }))]
            for style in [TransitionPlan.Style.minimal, .reuse] {
                var resolver = Resolver(table: table)
                resolver.planStyle = style
                var shown = NavigationState.empty
                for (index, sample) in table.samples(perRoute: 2, misses: 0.1, seed: 5).enumerated() {
                    let context = contexts[index % 2]
                    guard let resolution = try? resolver.resolve(sample.url, from: shown, context: context, events: index % 3 == 0) else {
                        continue
                    }
                    Self.expectSameBytes(resolution, "\(path): \(sample.url)")
                    var written: [UInt8] = [], rendered: [UInt8] = []
                    resolution.outcome.writeJSON(into: &written)
                    resolution.outcome.json.render(into: &rendered)
                    #expect(written == rendered, "\(path): \(sample.url) (the resumption)")
                    shown = resolution.target
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }

    @Test func unusualValuesGetTheRenderedBytes() {
        let screen = Screen("Ünïcode \"quoted\"\n", params: ["b": .int(Int.min), "a": .int(-7), "é": .bool(false), "e\u{301}x": .int(0),
                                                           "z": .map(["y": "\u{1}", "x": "\\", "ä": ""]), "Z": .string("\t\r")],
                            title: "Title \u{7F}")
        let state = NavigationState(flow: "main", tab: "Tab\u{1F}", tabStacks: ["Tab\u{1F}": [screen], "A": []], modals: [[screen], [screen]])
        let operations: [NavigationOperation] = [
            .popTo(index: 12_345_678_901), .push(screen), .dismiss(count: 2), .selectTab("Tab"), .present([screen], style: .fullScreen),
            .setStack([screen]), .reuseStack([PlannedScreen(screen, reusedFrom: 3), PlannedScreen(screen)]),
            .switchFlow(flow: "f", transition: .fade, tab: nil, stack: [screen], tabStacks: [:]),
            .switchFlow(flow: "f", transition: .slide, tab: "Tab\u{1F}", stack: [], tabStacks: state.tabStacks),
        ]
        for operation in operations {
            var written: [UInt8] = [], rendered: [UInt8] = []
            JSONWriter.write(into: &written) { JSONWriter.operation(operation, to: &$0) }
            operation.json.render(into: &rendered)
            #expect(written == rendered, "\(operation)")
        }
        let plan = TransitionPlan(from: NavigationState([screen]), to: state)
        let outcome = Resumption(current: state, target: state, plan: plan, pending: NavigationState([screen]), requires: ["signedIn", "!guest"],
                                 events: [NavigationEvent(.viewWillAppear, screen: screen, operation: 1)])
        let resolution = Resolution(url: "app://x?\u{0}", route: "r\"", params: screen.params, outcome: outcome,
                                    redirects: [Redirect(route: "old", url: "app://y"), Redirect(route: "older", url: "app://z")],
                                    ignored: ["q": "bad", "p": "\u{2028}"])
        Self.expectSameBytes(resolution, "unusual values")
        Self.expectSameBytes(Resolution(url: "", route: "", params: [:], outcome: Resumption(current: .empty, target: .empty, plan: TransitionPlan(from: .empty, to: .empty))),
                             "empty")
    }

    /// `text` as a JSON string, escaped one scalar at a time: the oracle for both string writers.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    @Test func stringsEscapeEveryByteThatNeedsItWhereverItIs() {
        let specials: [Character] = ["\u{0}", "\u{1F}", "\"", "\\", "\u{7F}", " ", "!", "#", "[", "]", "~", "é", "\n", "\t", "😀"]
        var compared = 0
        for length in 0..<24 {
            for position in 0..<max(length, 1) {
                for special in specials {
                    var text = String(repeating: "a", count: length)
                    if length > 0 { text.replaceSubrange(text.index(text.startIndex, offsetBy: position)...text.index(text.startIndex, offsetBy: position), with: String(special)) }
                    var written: [UInt8] = [], rendered: [UInt8] = []
                    JSONWriter.write(into: &written) { JSONWriter.string(text, to: &$0) }
                    JSONValue.string(text).render(into: &rendered)
                    let expected = Array(Self.quoted(text).utf8)  // byte by byte, apart from the writers' shared scan
                    #expect(written == expected, "\(text.debugDescription)")
                    #expect(rendered == expected, "\(text.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared > 4000)
    }

    @Test func objectKeysAreWrittenInTheOrderOfTheirBytes() {
        // Keys that share eight-byte prefixes, end inside them, hold NUL or non-ASCII bytes.
        let pieces = ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgh\u{0}", "a\u{0}", "\u{0}", "é", "e\u{301}", "Z", "zz", "abcdefgg", "😀"]
        var rng = SplitMix64(state: 11)
        for _ in 0..<400 {
            var members: [String: Int] = [:]
            for _ in 0..<Int.random(in: 2...9, using: &rng) {
                members[pieces[Int.random(in: 0..<pieces.count, using: &rng)] + pieces[Int.random(in: 0..<pieces.count, using: &rng)]] = members.count
            }
            var written: [UInt8] = [], rendered: [UInt8] = []
            JSONWriter.write(into: &written) { output in
                JSONWriter.object(members, to: &output) { value, output in JSONWriter.int(value, to: &output) }
            }
            let expected = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\(Self.quoted($0)):\(members[$0] ?? -1)" }
            JSONValue.object(members.mapValues(JSONValue.int)).render(into: &rendered)
            #expect(String(decoding: written, as: UTF8.self) == "{" + expected.joined(separator: ",") + "}")
            #expect(written == rendered)
        }
    }

    /// A whole number is spelt as `String(value)` spells it, at every length and at both ends.
    @Test func aWholeNumberIsSpeltAsSwiftSpellsIt() {
        var values: [Int] = [0, 9, 10, -1, -10, Int.max, Int.min]
        var power = 1
        while power < Int.max / 10 {
            values += [power - 1, power, -power, -(power + 1)]
            power *= 10
        }
        for value in values {
            var buffer = ByteBuffer(capacity: 16)
            defer { buffer.deallocate() }
            var output = JSONOutput(buffer: buffer)
            JSONWriter.int(value, to: &output)
            buffer = output.buffer
            #expect(String(decoding: Array(buffer.bytes), as: UTF8.self) == String(value))
        }
    }

    @Test func aBufferGrowsAndKeepsEveryByte() {
        let expected = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var buffer = ByteBuffer(capacity: 16)
        defer { buffer.deallocate() }
        for (position, byte) in expected.enumerated() {
            if position % 2 == 0 { buffer.append(byte) } else { [byte].withUnsafeBufferPointer { buffer.append($0) } }
        }
        #expect(buffer.capacity >= expected.count)
        #expect(Array(buffer.bytes) == expected)
    }
}
