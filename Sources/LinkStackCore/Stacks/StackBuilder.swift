/// Builds the whole target state for a route match: its flow and tab, its stack root first, and
/// the modal stacks over it.
///
/// For a `screen:` route the screens are the screen's parent chain; for a `stack:` route, the
/// listed screens. Each screen below the top gets its ``ScreenDefinition/parameterNames`` (its
/// `params:`, or what every route showing it on top captures and its title mentions) as far as the
/// route captured them; the top screen gets every parameter the route captured; a stack entry with
/// explicit `params:` gets exactly those. Titles are interpolated.
/// A `presentation: modal` screen starts a modal stack; the flow and tab follow from the root.
///
/// ```swift
/// let state = StackBuilder(graph: graph).state(for: .screen("Reviews"), params: ["id": 42])
/// state.stack.map(\.description)  // ["Home", "ProductList", "Product(id: 42)", "Reviews(id: 42)"]
/// ```
package struct StackBuilder: Sendable {
    /// The screens the stacks are built from, by name.
    package let screens: [String: ScreenDefinition]
    /// The flows, by name; empty for an app with one stack.
    package let flows: [String: FlowDefinition]

    /// What every stack reads of the screens and flows, worked out when the builder is made.
    private let prepared: PreparedScreens

    /// Creates a builder over a graph's screens and flows: the graph's own, prepared once.
    package init(graph: ScreenGraph) {
        self = graph.builder
    }

    /// Creates a builder over screens and flows.
    package init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition]) {
        self.screens = screens
        self.flows = flows
        prepared = PreparedScreens(screens: screens, flows: flows)
    }

    /// The navigation state a route's target shows with `params`. Other tabs of the target's flow
    /// keep their stacks from `current`; tabs `current` does not show start at their root.
    ///
    /// A target holding a screen over the current state (`parent: current`) goes on top of
    /// `current` when `current` shows the flow of its `otherwise:` chain (or, without flows,
    /// anything): on the visible stack, or as a modal layer over everything. Otherwise it is built on that chain.
    package func state(for target: RouteTarget, params: Parameters, over current: NavigationState = .empty) -> NavigationState {
        let prepared = self.prepared
        let (layers, overCurrentStart, chain) = layered(for: target, params: params, prepared: prepared)
        let base = layers.first ?? []
        // The flow the stack's root starts: a screen's chain knows it; a stack's root is looked up by name.
        let rootFlow = if let chain { prepared.flow(of: chain) } else { base.first.flatMap { prepared.flow(ofRoot: $0.name) } }
        if let start = overCurrentStart, !current.isEmpty, current.flow == rootFlow?.definition.name {
            return overCurrent(Array(layers.joined()), from: start, over: current)  // joined only then
        }
        let modals = Array(layers.dropFirst())
        guard let root = base.first?.name, let flow = rootFlow else {
            return NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: base, modals: modals)
        }
        // The flow's fields are read through its reference: copying the definition out retained
        // and released each of its fields (about 280 instructions a line).
        guard flow.definition.isTabbed else {
            return NavigationState(flow: flow.definition.name, tab: nil, tabStacks: [:], flowStack: base, modals: modals)
        }
        guard current.flow == flow.definition.name else {
            // The flow's first state, the root's tab given the built stack: mapped from the prepared
            // dictionary, whose stacks are each tab's root screen alone (its key), so the copy keeps
            // the dictionary's layout and no tab's name is hashed (copying it on write and setting the
            // root's tab cost about 1.3 K instructions a line).
            let tabStacks = flow.initialState.tabStacks.mapValues { stack in stack.first?.name == root ? base : stack }
            return NavigationState(flow: flow.definition.name, tab: root, tabStacks: tabStacks, flowStack: [], modals: modals)
        }
        var tabStacks = flow.initialState.tabStacks
        let tabs = flow.definition.tabs
        if current.tabStacks.count == tabs.count, current.tabStacks.allSatisfy({ !$0.value.isEmpty && tabs.contains($0.key) }) {
            tabStacks = current.tabStacks  // every tab shown: what keeping each one would make, without a look-up
        } else {  // each shown tab's stack kept, one by one (no filtered copy to merge)
            for (tab, stack) in current.tabStacks where !stack.isEmpty && tabs.contains(tab) { tabStacks[tab] = stack }
        }
        tabStacks[root] = base
        return NavigationState(flow: flow.definition.name, tab: root, tabStacks: tabStacks, flowStack: [], modals: modals)
    }

    /// `current` with `built[start...]` (a screen over the current state and what its target puts
    /// on it) on top: pushed on the visible stack (the top modal layer's, else the selected one),
    /// popping to an equal screen already there instead of pushing a copy; or, for a presented
    /// screen, as new modal layers over everything, replacing a layer already rooted at that
    /// screen (and those above it). Nothing else of `current` changes.
    func overCurrent(_ built: [Screen], from start: Int, over current: NavigationState) -> NavigationState {
        let overlay = Array(built[start...])
        var state = current
        var layers = self.layers(of: overlay)
        if screens[overlay[0].name]?.isModal == true {
            if let existing = state.modals.lastIndex(where: { $0.first?.name == overlay[0].name }) { state.modals.removeSubrange(existing...) }
        } else {
            var visible = state.visibleStack
            if let equal = visible.lastIndex(of: overlay[0]) { visible.removeSubrange(equal...) }
            state.visibleStack = visible + layers.removeFirst()
        }
        state.modals += layers
        return state
    }

    /// `stack` cut into navigation stacks: a modal screen starts a new one.
    private func layers(of stack: [Screen]) -> [[Screen]] {
        let prepared = self.prepared
        var layers: [[Screen]] = []
        for screen in stack {
            if layers.isEmpty || prepared.cache.rung(screen.name)?.isModal == true {
                layers.append([screen])
            } else {
                layers[layers.count - 1].append(screen)
            }
        }
        return layers
    }

    /// What a flow shows when it is first switched to: its root, or every tab at its root with the first selected.
    package func initialState(of flow: FlowDefinition) -> NavigationState {
        let prepared = self.prepared
        if let state = prepared.flows[flow.name]?.initialState, flows[flow.name] == flow { return state }
        return PreparedScreens.initialState(of: flow, cache: prepared.cache)
    }

    /// ``initialState(of:)`` for the builder's own flow named `name` (not compared with it
    /// again); empty for a name no flow has.
    package func initialState(ofOwnNamed name: String) -> NavigationState {
        let prepared = self.prepared
        if let flow = prepared.flows[name] { return flow.initialState }
        return flows[name].map { PreparedScreens.initialState(of: $0, cache: prepared.cache) } ?? .empty
    }

    /// The stack a target shows with the given parameters, root first.
    package func stack(for target: RouteTarget, params: Parameters) -> [Screen] {
        Array(layered(for: target, params: params, prepared: prepared).layers.joined())
    }

    /// The stack a target shows, cut into navigation stacks as it is built: a modal screen starts a
    /// new one; and where in it the first screen over the current state (`parent: current`) is,
    /// told by its rung (looking each screen's name up in a set hashed it, for every line with a
    /// current state); and for a screen, its chain, which knows its root's flow.
    private func layered(for target: RouteTarget, params: Parameters,
                         prepared: PreparedScreens) -> (layers: [[Screen]], overCurrentStart: Int?, chain: ScreenChains.Chain?) {
        // One array with room for every screen, and where each modal layer starts in it: a stack
        // without modal screens (most) is that array, never copied or grown.
        var screens: [Screen] = [], modalStarts: [Int] = [], overCurrentStart: Int?, found: ScreenChains.Chain?
        func add(_ rung: PreparedScreens.Rung, _ params: Parameters) {
            if rung.isModal, !screens.isEmpty { modalStarts.append(screens.count) }
            if rung.isOverCurrent, overCurrentStart == nil { overCurrentStart = screens.count }
            screens.append(rung.screen(params))
        }
        switch target {
        case .screen(let name):
            guard let made = prepared.cache.chain(of: name) else { return ([], nil, nil) }
            found = made
            let chain = made.rungs
            screens.reserveCapacity(chain.count)
            var last: (names: [String], params: Parameters)?  // parents often keep what the screen above them keeps
            for (index, rung) in chain.enumerated() {
                guard index < chain.count - 1 else { add(rung, params); break }
                if let last, last.names == rung.parameterNames {
                    add(rung, last.params)
                } else {
                    let kept = params.restricted(to: rung.parameterNames)
                    last = (rung.parameterNames, kept)
                    add(rung, kept)
                }
            }
        case .stack(let entries):
            screens.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() {
                let rung = prepared.cache.rung(entry.screen) ?? PreparedScreens.Rung(undeclared: entry.screen)
                if let templates = entry.params {
                    var given = Parameters()
                    for (name, template) in templates { given[name] = template.value(with: params) }
                    add(rung, given)
                } else {
                    add(rung, index == entries.count - 1 ? params : params.restricted(to: rung.parameterNames))
                }
            }
        case .exclude, .redirect:
            break
        }
        guard !screens.isEmpty else { return ([], nil, nil) }
        guard !modalStarts.isEmpty else { return ([screens], overCurrentStart, found) }
        let bounds = [0] + modalStarts + [screens.count]
        return (zip(bounds, bounds.dropFirst()).map { Array(screens[$0..<$1]) }, overCurrentStart, found)
    }
}
