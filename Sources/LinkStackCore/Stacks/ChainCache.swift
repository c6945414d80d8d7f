import CLinkStackAtomics

/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out the first time
/// a link shows the screen and kept: a table of thousands of screens pays at load for none of them.
///
/// A screen is found by its name's bytes (``NameIndex``) and its chain kept at its position: no
/// name is hashed with SipHash per link (a `Dictionary` look-up cost 330–790 instructions a link,
/// by the name's length). A name spelled in another Unicode form than the declaration's (which a
/// `String` compares equal) is found through the screens' dictionary.
///
/// A chain or rung made is read with no lock: each position's slot holds its address, written once
/// under the lock with release ordering and read with acquire ordering (`CLinkStackAtomics`, as
/// ``LazyValue`` reads its value). The lock and its closure cost about 100 instructions a link.
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
    /// Each position's chain and rung once made (a retained object's address), nil before: written
    /// under ``lock``, read without it (``kept(at:in:make:)``).
    private let chains: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let rungs: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// Held while a chain or a rung is made and its slot written.
    private let lock = PthreadLock()

    /// A cache of `screens`' chains, whose roots' flows are found in `roots` (a flow's position by
    /// the name of each root screen).
    init(screens: [String: ScreenDefinition], roots: NameIndex) {
        self.screens = screens
        names = Array(screens.keys)
        index = NameIndex(names)
        self.roots = roots
        (chains, rungs) = (.allocate(capacity: max(names.count, 1)), .allocate(capacity: max(names.count, 1)))
        chains.initialize(repeating: nil, count: max(names.count, 1))
        rungs.initialize(repeating: nil, count: max(names.count, 1))
    }

    deinit {
        for position in names.indices {
            if let chain = chains[position] { Unmanaged<Chain>.fromOpaque(chain).release() }
            if let rung = rungs[position] { Unmanaged<PreparedScreens.Rung>.fromOpaque(rung).release() }
        }
        chains.deallocate()
        rungs.deallocate()
        lock.destroy()
    }

    /// The object kept in `slots` at `position`: read with acquire ordering and no lock once made;
    /// else made by `make` (nil: none to keep) and kept, with release ordering, under the lock,
    /// unless another thread kept one first.
    private func kept<Object: AnyObject>(at position: Int, in slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
                                         make: () -> Object?) -> Object? {
        if let object = linkstack_load_acquire(slots + position) { return Unmanaged<Object>.fromOpaque(object).takeUnretainedValue() }
        return lock.withLock {
            if let object = slots[position] { return Unmanaged<Object>.fromOpaque(object).takeUnretainedValue() }
            guard let made = make() else { return nil }
            linkstack_store_release(slots + position, Unmanaged.passRetained(made).toOpaque())
            return made
        }
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
        return kept(at: position, in: chains) { () -> Chain? in
            guard let definition = screens[names[position]] else { return nil }
            var rungs: [PreparedScreens.Rung] = [], seen: Set<String> = []
            var next: ScreenDefinition? = definition
            while let screen = next, ChainCache.isNew(screen.name, after: rungs, seen: &seen) {
                rungs.append(PreparedScreens.Rung(screen))
                next = screen.parent.flatMap { screens[$0] }
            }
            rungs.reverse()
            return Chain(rungs: rungs, rootFlow: rungs.first.flatMap { roots[$0.name] } ?? -1)
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
        return kept(at: position, in: rungs) { screens[names[position]].map(PreparedScreens.Rung.init) }
    }
}
