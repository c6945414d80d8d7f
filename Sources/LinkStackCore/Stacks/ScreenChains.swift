/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out when the table
/// loads: every link reads it, and none changes it.
///
/// A screen is found by its name's bytes (``NameIndex``): no name is hashed with SipHash per link
/// (a `Dictionary` look-up cost 330–790 instructions a link, by the name's length). A name spelled
/// in another Unicode form than the declaration's (which a `String` compares equal) is found
/// through the screens' dictionary.
final class ScreenChains: Sendable {
    /// A screen's chain, root first, and the flow its root starts (a position among the roots the
    /// chains were given, -1 for none): what a stack's flow is read from, with no look-up by name.
    final class Chain: Sendable {
        let rungs: [PreparedScreens.Rung]
        let rootFlow: Int

        init(rungs: [PreparedScreens.Rung], rootFlow: Int) {
            self.rungs = rungs
            self.rootFlow = rootFlow
        }
    }

    private let screens: [String: ScreenDefinition]
    /// The declared names' index: a screen's position in ``rungs`` and ``chains``.
    private let index: NameIndex
    /// Each screen, by position, as a stack needs it.
    private let rungs: [PreparedScreens.Rung]
    /// Each screen's chain, by position.
    private let chains: [Chain]

    /// The chains of `screens`, whose roots' flows are found in `roots` (a flow's position by the
    /// name of each root screen).
    init(screens: [String: ScreenDefinition], roots: NameIndex) {
        self.screens = screens
        // Each definition read once: its name, rung and parent's name (an entry read in the walk
        // below copied the whole definition, a third of this table's making for 806 screens).
        var names: [String] = [], rungs: [PreparedScreens.Rung] = [], parentNames: [String?] = []
        names.reserveCapacity(screens.count)
        rungs.reserveCapacity(screens.count)
        parentNames.reserveCapacity(screens.count)
        for (name, definition) in screens {
            names.append(name)
            rungs.append(PreparedScreens.Rung(definition))
            parentNames.append(definition.parent)
        }
        let index = NameIndex(names)
        let parents = parentNames.map { name in
            name.flatMap { index[$0] ?? screens.index(forKey: $0).flatMap { index[screens[$0].key] } }
        }
        self.index = index
        self.rungs = rungs
        chains = rungs.indices.map { position in
            var chain: [PreparedScreens.Rung] = [], seen: Set<String> = []
            var next: Int? = position
            while let at = next, ScreenChains.isNew(rungs[at].name, after: chain, seen: &seen) {
                chain.append(rungs[at])
                next = parents[at]
            }
            chain.reverse()
            return Chain(rungs: chain, rootFlow: chain.first.flatMap { roots[$0.name] } ?? -1)
        }
    }

    /// The position of the screen `name`, or nil for a screen the table does not declare.
    private func position(of name: String) -> Int? {
        if let position = index[name] { return position }
        guard let found = screens.index(forKey: name) else { return nil }
        return index[screens[found].key]
    }

    /// The screen `name`'s chain of parents, root first, the screen last (a cycle ends where it
    /// closes), with its root's flow; nil for a screen the table does not declare.
    func chain(of name: String) -> Chain? {
        position(of: name).map { chains[$0] }
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
        position(of: name).map { rungs[$0] }
    }
}
