/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out the first time
/// a link shows the screen and kept: a table of thousands of screens pays at load for none of them.
///
/// A screen is found by its name's bytes (``NameIndex``) and its chain kept at its position: no
/// name is hashed with SipHash per link (a `Dictionary` look-up cost 330–790 instructions a link,
/// by the name's length). A name spelled in another Unicode form than the declaration's (which a
/// `String` compares equal) is found through the screens' dictionary.
final class ChainCache: Sendable {
    private let screens: [String: ScreenDefinition]
    /// The declared names, by position, and their index.
    private let names: [String]
    private let index: NameIndex
    /// The chains and rungs worked out so far, and for each position where its own are among them
    /// (-1 before they are): plain numbers, quick to set up for thousands of screens.
    private let made: Locked<Made>

    private struct Made {
        var chainAt: [Int32], chains: [[PreparedScreens.Rung]] = []
        var rungAt: [Int32], rungs: [PreparedScreens.Rung] = []
    }

    init(screens: [String: ScreenDefinition]) {
        self.screens = screens
        names = Array(screens.keys)
        index = NameIndex(names)
        made = Locked(Made(chainAt: Array(repeating: -1, count: names.count), rungAt: Array(repeating: -1, count: names.count)))
    }

    /// The position of the screen `name` among ``names``, or nil for a screen the table does not declare.
    private func position(of name: String) -> Int? {
        if let position = index[name] { return position }
        guard let found = screens.index(forKey: name) else { return nil }
        return index[screens[found].key]
    }

    /// The screen `name`'s chain of parents, root first, the screen last (a cycle ends where it
    /// closes); nil for a screen the table does not declare.
    func chain(of name: String) -> [PreparedScreens.Rung]? {
        guard let position = position(of: name) else { return nil }
        return made.withLock { made in
            if made.chainAt[position] >= 0 { return made.chains[Int(made.chainAt[position])] }
            guard let definition = screens[names[position]] else { return nil }
            var chain: [PreparedScreens.Rung] = [], seen: Set<String> = []
            var next: ScreenDefinition? = definition
            while let screen = next, ChainCache.isNew(screen.name, after: chain, seen: &seen) {
                chain.append(PreparedScreens.Rung(screen))
                next = screen.parent.flatMap { screens[$0] }
            }
            chain.reverse()
            made.chainAt[position] = Int32(made.chains.count)
            made.chains.append(chain)
            return chain
        }
    }

    /// Whether the screen `name` is not yet in `chain` (its names compared as `String`s): looked
    /// for one by one in a chain as short as real ones (a set of names, hashed and allocated, was
    /// most of a chain's making), by `seen` past that.
    private static func isNew(_ name: String, after chain: [PreparedScreens.Rung], seen: inout Set<String>) -> Bool {
        let looked = 16
        guard chain.count >= looked else { return !chain.contains { $0.name == name } }
        if seen.isEmpty { seen = Set(chain.lazy.map(\.name)) }
        return seen.insert(name).inserted
    }

    /// The screen `name` as a stack needs it; nil for a screen the table does not declare.
    func rung(_ name: String) -> PreparedScreens.Rung? {
        guard let position = position(of: name) else { return nil }
        return made.withLock { made in
            if made.rungAt[position] >= 0 { return made.rungs[Int(made.rungAt[position])] }
            guard let definition = screens[names[position]] else { return nil }
            let rung = PreparedScreens.Rung(definition)
            made.rungAt[position] = Int32(made.rungs.count)
            made.rungs.append(rung)
            return rung
        }
    }
}
