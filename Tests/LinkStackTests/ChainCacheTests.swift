import Foundation
import Testing
@testable import LinkStack
@testable import LinkStackCore

/// A screen's chain is found by its name's bytes, and by a `String`'s equality when the name is
/// spelled in another Unicode form than its declaration: the stack is the one the parent links
/// give, whichever spelling a target uses, and nothing for a screen not declared.
@Suite struct ScreenChainsTests {
    @Test func aScreensChainIsItsParentsWhateverTheNamesForm() {
        let names = ["Home", "Caf\u{E9}", "Cafe\u{301}s", "Menu", "\u{C5}rhus", "Detail", "A\u{30A}lborg"]
        var random = SampleGenerator(seed: 81)
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        for _ in 0..<40 {
            var parents: [String: String] = [:]
            var screens: [String: ScreenDefinition] = [:]
            for (position, name) in names.enumerated() {
                let parent = position > 0 && Bool.random(using: &random) ? names[Int.random(in: 0..<position, using: &random)] : nil
                parents[name] = parent
                screens[name] = ScreenDefinition(name: name, parent: parent, location: here)
            }
            let builder = StackBuilder(screens: screens, flows: [:])
            let asked = names + ["Cafe\u{301}", "Ca\u{301}f\u{E9}s", "\u{C5}rhus".decomposedStringWithCanonicalMapping, "Nowhere"]
            for name in asked.shuffled(using: &random) {
                var expected: [String] = []
                var next: String? = screens[name].map(\.name)
                while let screen = next { expected.insert(screen, at: 0); next = parents[screen] }
                #expect(builder.stack(for: .screen(name), params: Parameters()).map(\.name) == expected, "\(Array(name.unicodeScalars))")
            }
        }
    }

    /// A chain longer than the few screens compared one by one is whole, and a cycle of parents,
    /// short or long, ends where it closes.
    @Test func aLongChainIsWholeAndACycleEndsWhereItCloses() {
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        for (count, cycles) in [(3, true), (40, false), (40, true)] {
            let names = (0..<count).map { "S\($0)" }
            var screens: [String: ScreenDefinition] = [:]
            for (position, name) in names.enumerated() {
                // Each screen's parent is the one before it; the first's, in a cycle, the last.
                let parent = position > 0 ? names[position - 1] : cycles ? names[count - 1] : nil
                screens[name] = ScreenDefinition(name: name, parent: parent, location: here)
            }
            let builder = StackBuilder(screens: screens, flows: [:])
            let last = builder.stack(for: .screen(names[count - 1]), params: Parameters()).map(\.name)
            #expect(last == (cycles ? Array(names.prefix(count)) : names), "\(count) screens, cycle: \(cycles)")
            let middle = count / 2
            let expected = cycles ? Array(names[(middle + 1)...] + names[...middle]) : Array(names[...middle])
            #expect(builder.stack(for: .screen(names[middle]), params: Parameters()).map(\.name) == expected, "\(count), \(cycles)")
        }
    }

    /// Threads asking for fresh chains at once share the one chain made for each screen (read
    /// with no lock once made), and each chain knows the flow its root starts: a flow's root or
    /// tab, the first flow listing it, none for any other root.
    @Test func threadsShareTheOneChainMadeAndItKnowsItsRootsFlow() {
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        var screens: [String: ScreenDefinition] = [:]
        for root in 0..<4 {
            screens["R\(root)"] = ScreenDefinition(name: "R\(root)", location: here)
            for depth in 1...50 {
                let parent = depth == 1 ? "R\(root)" : "R\(root)S\(depth - 1)"
                screens["R\(root)S\(depth)"] = ScreenDefinition(name: "R\(root)S\(depth)", parent: parent, location: here)
            }
        }
        let flows = ["main": FlowDefinition(name: "main", tabs: ["R0", "R1"], location: here),
                     "other": FlowDefinition(name: "other", root: "R2", location: here)]
        for _ in 0..<20 {
            let prepared = PreparedScreens(screens: screens, flows: flows)
            let names = Array(screens.keys).sorted()
            let seen = Locked([String: Set<ObjectIdentifier>]())
            DispatchQueue.concurrentPerform(iterations: 8) { turn in
                var random = SampleGenerator(seed: UInt64(turn + 1))
                for name in names.shuffled(using: &random) {
                    guard let chain = prepared.cache.chain(of: name) else { continue }
                    seen.withLock { _ = $0[name, default: []].insert(ObjectIdentifier(chain)) }
                }
            }
            #expect(seen.withLock { $0.count } == names.count)
            #expect(seen.withLock { $0.values.allSatisfy { $0.count == 1 } })
            for name in ["R0S7", "R1", "R2S50", "R3S3"] {
                let chain = prepared.cache.chain(of: name)
                #expect(chain?.rungs.last?.name == name)
                let root = chain?.rungs.first?.name
                let expected: String? = root == "R0" || root == "R1" ? "main" : root == "R2" ? "other" : nil
                #expect(chain.flatMap(prepared.flow(of:))?.definition.name == expected, "\(name)")
            }
        }
    }
}
