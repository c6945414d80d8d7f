/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out the first time
/// a link shows the screen and kept: a table of thousands of screens pays at load for none of them.
final class ChainCache: Sendable {
    private let screens: [String: ScreenDefinition]
    /// The chains and rungs worked out so far, by screen name.
    private let made = Locked((chains: [String: [PreparedScreens.Rung]](), rungs: [String: PreparedScreens.Rung]()))

    init(screens: [String: ScreenDefinition]) {
        self.screens = screens
    }

    /// The screen `name`'s chain of parents, root first, the screen last (a cycle ends where it
    /// closes); nil for a screen the table does not declare.
    func chain(of name: String) -> [PreparedScreens.Rung]? {
        made.withLock { made in
            if let chain = made.chains[name] { return chain }
            guard let definition = screens[name] else { return nil }
            var chain: [PreparedScreens.Rung] = [], names: Set<String> = []
            var next: ScreenDefinition? = definition
            while let screen = next, names.insert(screen.name).inserted {
                chain.append(PreparedScreens.Rung(screen))
                next = screen.parent.flatMap { screens[$0] }
            }
            chain.reverse()
            made.chains[name] = chain
            return chain
        }
    }

    /// The screen `name` as a stack needs it; nil for a screen the table does not declare.
    func rung(_ name: String) -> PreparedScreens.Rung? {
        made.withLock { made in
            if let rung = made.rungs[name] { return rung }
            guard let definition = screens[name] else { return nil }
            let rung = PreparedScreens.Rung(definition)
            made.rungs[name] = rung
            return rung
        }
    }
}
