/// What ``StackBuilder`` reads for every link, worked out once per table: each screen's parent
/// chain, root first, with only what building a stack needs of each screen (its name, the
/// parameters it keeps below the top, its title's pieces, whether it is presented: ``ScreenChains``);
/// the flow each root screen starts; each flow's first state. (A class: a builder's copy is one
/// reference, not four.)
final class PreparedScreens: Sendable {
    /// A screen of a chain: what a stack needs of its ``ScreenDefinition``. (A class: reading a
    /// chain retains one reference a rung, not each of its fields.)
    final class Rung: Sendable {
        /// The screen's name.
        let name: String
        /// ``ScreenDefinition/parameterNames``: what it keeps below the top.
        let parameterNames: [String]
        /// Its title, read into pieces; nil without one.
        let title: TextTemplate?
        /// Whether it starts a modal stack.
        let isModal: Bool
        /// Whether it goes over the current state (`parent: current`).
        let isOverCurrent: Bool

        init(_ definition: ScreenDefinition) {
            name = definition.name
            parameterNames = definition.parameterNames
            title = definition.titleTemplate
            isModal = definition.isModal
            isOverCurrent = definition.isOverCurrent
        }

        /// A screen no definition names (a stack entry's): no parameters kept, no title.
        init(undeclared name: String) {
            self.name = name
            parameterNames = []
            title = nil
            isModal = false
            isOverCurrent = false
        }

        /// The screen shown with `params`, its title filled in.
        func screen(_ params: Parameters) -> Screen {
            Screen(name, params: params, title: title?.filled(with: params))
        }
    }

    /// A flow as every stack reads it: one reference, so reading it copies no definition.
    final class Flow: Sendable {
        /// The flow as declared.
        let definition: FlowDefinition
        /// What it shows when it is first switched to.
        let initialState: NavigationState

        init(_ definition: FlowDefinition, initialState: NavigationState) {
            self.definition = definition
            self.initialState = initialState
        }
    }

    /// Each screen's chain and rung.
    let cache: ScreenChains
    /// The flow each root screen (a flow's root or tab) starts: positions in ``rootFlows`` by the
    /// root's name.
    private let roots: NameIndex
    private let rootFlows: [Flow?]
    /// Each flow, by name.
    let flows: [String: Flow]

    init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition]) {
        // The roots first (each the first flow's that lists it), for the chains to know their roots' flows.
        var rootNames: [String] = [], rootFlowNames: [String] = [], seen: Set<String> = []
        for root in flows.values.flatMap(\.rootScreens) where seen.insert(root).inserted {
            guard let flow = flows.values.first(where: { $0.rootScreens.contains(root) }) else { continue }
            rootNames.append(root)
            rootFlowNames.append(flow.name)
        }
        let roots = NameIndex(rootNames), cache = ScreenChains(screens: screens, roots: roots)
        let prepared = flows.mapValues { Flow($0, initialState: PreparedScreens.initialState(of: $0, cache: cache)) }
        self.cache = cache
        self.roots = roots
        rootFlows = rootFlowNames.map { prepared[$0] }
        self.flows = prepared
    }

    /// The flow the root screen `name` starts, or nil when it starts none.
    func flow(ofRoot name: String) -> Flow? {
        roots[name].flatMap { rootFlows[$0] }
    }

    /// The flow a chain's root starts (``ScreenChains/Chain/rootFlow``), or nil for none.
    func flow(of chain: ScreenChains.Chain) -> Flow? {
        chain.rootFlow >= 0 ? rootFlows[chain.rootFlow] : nil
    }

    /// What `flow` shows when it is first switched to: its root, or every tab at its root with the first selected.
    static func initialState(of flow: FlowDefinition, cache: ScreenChains) -> NavigationState {
        let roots = flow.rootScreens.map { name in (cache.rung(name) ?? Rung(undeclared: name)).screen([:]) }
        guard flow.isTabbed else { return NavigationState(roots, flow: flow.name) }
        let stacks = Dictionary(roots.map { ($0.name, [$0]) }, uniquingKeysWith: { first, _ in first })
        return NavigationState(flow: flow.name, tab: flow.tabs.first, tabStacks: stacks, flowStack: [], modals: [])
    }
}
