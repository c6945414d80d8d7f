/// What ``StackBuilder`` reads for every link, worked out once per table: each screen's parent
/// chain, root first, with only what building a stack needs of each screen (its name, the
/// parameters it keeps below the top, its title's pieces, whether it is presented), each the
/// first time a link needs it (``ChainCache``); the flow each root screen starts; each flow's
/// first state. (A class: reading it out of its ``LazyValue`` is one reference, not four.)
final class PreparedScreens: Sendable {
    /// A screen of a chain: what a stack needs of its ``ScreenDefinition``.
    struct Rung: Sendable {
        /// The screen's name.
        let name: String
        /// ``ScreenDefinition/parameterNames``: what it keeps below the top.
        let parameterNames: [String]
        /// Its title, read into pieces; nil without one.
        let title: TextTemplate?
        /// Whether it starts a modal stack.
        let isModal: Bool

        init(_ definition: ScreenDefinition) {
            name = definition.name
            parameterNames = definition.parameterNames
            title = definition.titleTemplate
            isModal = definition.isModal
        }

        /// A screen no definition names (a stack entry's): no parameters kept, no title.
        init(undeclared name: String) {
            self.name = name
            parameterNames = []
            title = nil
            isModal = false
        }

        /// The screen shown with `params`, its title filled in.
        func screen(_ params: Parameters) -> Screen {
            Screen(name, params: params, title: title?.filled(with: params))
        }
    }

    /// Each screen's chain and rung, worked out on first use.
    let cache: ChainCache
    /// The flow each root screen (a flow's root or tab) starts.
    let flowOfRoot: [String: FlowDefinition]
    /// The screens `parent: current` places over the current state.
    let overCurrent: Set<String>
    /// What each flow shows when it is first switched to, by name.
    let initialStates: [String: NavigationState]
    /// The JSON of those states' stacks, which every resolution showing them copies.
    let stackJSON: PreparedStackJSON

    init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition]) {
        let cache = ChainCache(screens: screens)
        var flowOfRoot: [String: FlowDefinition] = [:]
        for root in flows.values.flatMap(\.rootScreens) where flowOfRoot[root] == nil {
            flowOfRoot[root] = flows.values.first { $0.rootScreens.contains(root) }
        }
        self.cache = cache
        self.flowOfRoot = flowOfRoot
        overCurrent = Set(screens.values.lazy.filter(\.isOverCurrent).map(\.name))
        initialStates = flows.mapValues { PreparedScreens.initialState(of: $0, cache: cache) }
        stackJSON = PreparedStackJSON(stacks: initialStates.values.flatMap { [$0.flowStack] + Array($0.tabStacks.values) })
    }

    /// What `flow` shows when it is first switched to: its root, or every tab at its root with the first selected.
    static func initialState(of flow: FlowDefinition, cache: ChainCache) -> NavigationState {
        let roots = flow.rootScreens.map { name in (cache.rung(name) ?? Rung(undeclared: name)).screen([:]) }
        guard flow.isTabbed else { return NavigationState(roots, flow: flow.name) }
        let stacks = Dictionary(roots.map { ($0.name, [$0]) }, uniquingKeysWith: { first, _ in first })
        return NavigationState(flow: flow.name, tab: flow.tabs.first, tabStacks: stacks, flowStack: [], modals: [])
    }
}
