import CLinkStackAtomics

/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out the first time
/// a link shows the screen and kept: a table of thousands of screens pays at load for none of them.
///
/// A screen is found by its name's bytes (``NameIndex``) and its chain kept at its position: no
/// name is hashed with SipHash per link (a `Dictionary` look-up cost 330–790 instructions a link,
/// by the name's length). A name spelled in another Unicode form than the declaration's (which a
/// `String` compares equal) is found through the screens' dictionary.
///
/// A chain made is read with no lock: each position's slot holds its ``Chain``'s address, written
/// once under the lock with release ordering and read with acquire ordering (`CLinkStackAtomics`,
/// as ``LazyValue`` reads its value). The lock and its closure cost about 100 instructions a link.
final class ChainCache: @unchecked Sendable {
    /// A screen's chain, root first, and the flow its root starts (a position among the roots the
    /// cache was given, -1 for none): what a stack's flow is read from, with no look-up by name.
    final class Chain: Sendable {
        let rungs: [PreparedScreens.Rung]
        let rootFlow: Int

        init(rungs: [PreparedScreens.Rung], rootFlow: Int) {
            self.rungs = rungs
            self.rootFlow = rootFlow
        }
    }

    private let screens: [String: ScreenDefinition]
    /// The declared names, by position, and their index.
    private let names: [String]
    private let index: NameIndex
    /// The root screens' names (each flow's root and tabs), by the position of the flow each starts.
    private let roots: NameIndex
    /// Each position's chain once made (a retained ``Chain``'s address), nil before: written under
    /// ``made``'s lock, read without it.
    private let chains: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// The rungs worked out so far, and for each position where its own is among them (-1 before
    /// it is): plain numbers, quick to set up for thousands of screens. The lock also guards
    /// ``chains``' writing.
    private let made: Locked<Made>

    private struct Made {
        var rungAt: [Int32], rungs: [PreparedScreens.Rung] = []
    }

    /// A cache of `screens`' chains, whose roots' flows are found in `roots` (a flow's position by
    /// the name of each root screen).
    init(screens: [String: ScreenDefinition], roots: NameIndex) {
        self.screens = screens
        names = Array(screens.keys)
        index = NameIndex(names)
        self.roots = roots
        chains = .allocate(capacity: max(names.count, 1))
        chains.initialize(repeating: nil, count: max(names.count, 1))
        made = Locked(Made(rungAt: Array(repeating: -1, count: names.count)))
    }

    deinit {
        for position in names.indices { if let chain = chains[position] { Unmanaged<Chain>.fromOpaque(chain).release() } }
        chains.deallocate()
    }

    /// The position of the screen `name` among ``names``, or nil for a screen the table does not declare.
    private func position(of name: String) -> Int? {
        if let position = index[name] { return position }
        guard let found = screens.index(forKey: name) else { return nil }
        return index[screens[found].key]
    }

    /// The screen `name`'s chain of parents, root first, the screen last (a cycle ends where it
    /// closes), with its root's flow; nil for a screen the table does not declare.
    func chain(of name: String) -> Chain? {
        guard let position = position(of: name) else { return nil }
        if let chain = linkstack_load_acquire(chains + position) {
            return Unmanaged<Chain>.fromOpaque(chain).takeUnretainedValue()
        }
        return made.withLock { _ -> Chain? in
            if let chain = chains[position] { return Unmanaged<Chain>.fromOpaque(chain).takeUnretainedValue() }
            guard let definition = screens[names[position]] else { return nil }
            var rungs: [PreparedScreens.Rung] = [], seen: Set<String> = []
            var next: ScreenDefinition? = definition
            while let screen = next, ChainCache.isNew(screen.name, after: rungs, seen: &seen) {
                rungs.append(PreparedScreens.Rung(screen))
                next = screen.parent.flatMap { screens[$0] }
            }
            rungs.reverse()
            let chain = Chain(rungs: rungs, rootFlow: rungs.first.flatMap { roots[$0.name] } ?? -1)
            linkstack_store_release(chains + position, Unmanaged.passRetained(chain).toOpaque())
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
