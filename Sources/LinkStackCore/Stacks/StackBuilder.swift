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
public struct StackBuilder: Sendable {
    /// The screens the stacks are built from, by name.
    public let screens: [String: ScreenDefinition]
    /// The flows, by name; empty for an app with one stack.
    public let flows: [String: FlowDefinition]

    /// Creates a builder over a graph's screens and flows.
    public init(graph: ScreenGraph) {
        self.init(screens: graph.screens, flows: graph.flows)
    }

    /// Creates a builder over screens and flows.
    package init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition]) {
        self.screens = screens
        self.flows = flows
    }

    /// The navigation state a route's target shows with `params`. Other tabs of the target's flow
    /// keep their stacks from `current`; tabs `current` does not show start at their root.
    ///
    /// A target holding a screen over the current state (`parent: current`) goes on top of
    /// `current` when `current` shows the flow of its `otherwise:` chain (or, without flows,
    /// anything): on the visible stack, or as a modal layer over everything. Otherwise it is built on that chain.
    public func state(for target: RouteTarget, params: Parameters, over current: NavigationState = .empty) -> NavigationState {
        let built = stack(for: target, params: params)
        if let start = built.firstIndex(where: { screens[$0.name]?.isOverCurrent == true }), !current.isEmpty,
           current.flow == built.first.flatMap({ root in flows.values.first { $0.rootScreens.contains(root.name) } })?.name {
            return overCurrent(built, from: start, over: current)
        }
        let layers = self.layers(of: built)
        let base = layers.first ?? []
        let modals = Array(layers.dropFirst())
        guard let root = base.first?.name, let flow = flows.values.first(where: { $0.rootScreens.contains(root) }) else {
            return NavigationState(flow: nil, tab: nil, tabStacks: [:], flowStack: base, modals: modals)
        }
        guard flow.isTabbed else {
            return NavigationState(flow: flow.name, tab: nil, tabStacks: [:], flowStack: base, modals: modals)
        }
        var tabStacks = initialState(of: flow).tabStacks
        if current.flow == flow.name {
            tabStacks.merge(current.tabStacks.filter { flow.tabs.contains($0.key) && !$0.value.isEmpty }) { _, kept in kept }
        }
        tabStacks[root] = base
        return NavigationState(flow: flow.name, tab: root, tabStacks: tabStacks, flowStack: [], modals: modals)
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
        var layers: [[Screen]] = []
        for screen in stack {
            if layers.isEmpty || screens[screen.name]?.isModal == true {
                layers.append([screen])
            } else {
                layers[layers.count - 1].append(screen)
            }
        }
        return layers
    }

    /// What a flow shows when it is first switched to: its root, or every tab at its root with the first selected.
    public func initialState(of flow: FlowDefinition) -> NavigationState {
        let roots = flow.rootScreens.map { name in
            screen(screens[name] ?? ScreenDefinition(name: name, location: flow.location), params: [:])
        }
        guard flow.isTabbed else { return NavigationState(roots, flow: flow.name) }
        let stacks = Dictionary(roots.map { ($0.name, [$0]) }, uniquingKeysWith: { first, _ in first })
        return NavigationState(flow: flow.name, tab: flow.tabs.first, tabStacks: stacks, flowStack: [], modals: [])
    }

    /// The stack a target shows with the given parameters, root first.
    public func stack(for target: RouteTarget, params: Parameters) -> [Screen] {
        switch target {
        case .screen(let name):
            var chain: [ScreenDefinition] = []
            var next = screens[name]
            while let definition = next, !chain.contains(definition) {
                chain.append(definition)
                next = definition.parent.flatMap { screens[$0] }
            }
            return chain.reversed().enumerated().map { index, definition in
                screen(definition, params: index == chain.count - 1 ? params : params.restricted(to: definition.parameterNames))
            }
        case .stack(let entries):
            return entries.enumerated().map { index, entry in
                let definition = screens[entry.screen] ?? ScreenDefinition(name: entry.screen, location: entry.location)
                if let templates = entry.params {
                    var given = Parameters()
                    for (name, template) in templates { given[name] = template.value(with: params) }
                    return screen(definition, params: given)
                }
                let isTop = index == entries.count - 1
                return screen(definition, params: isTop ? params : params.restricted(to: definition.parameterNames))
            }
        case .exclude, .redirect:
            return []
        }
    }

    private func screen(_ definition: ScreenDefinition, params: Parameters) -> Screen {
        Screen(definition.name, params: params, title: definition.title(with: params))
    }
}
