/// Checks a state someone gave (such as `--current`) against a graph's screens and flows,
/// and places a bare stack in the flow its root belongs to.
struct StateValidator {
    let graph: ScreenGraph

    /// The state, checked: every screen declared, its parameters of the types the routes give
    /// them, flows and tabs known, tabs complete.
    ///
    /// - Throws: A message with the JSON path of the first problem, such as `stacks.Library[2].screen`.
    func validated(_ state: NavigationState) throws(ResolutionError.Message) -> NavigationState {
        var state = state
        if state.flow == nil, state.tab == nil, !graph.flows.isEmpty, let root = state.flowStack.first?.name {
            guard let flow = graph.flows.values.first(where: { $0.rootScreens.contains(root) }) else {
                guard graph.screens[root] != nil else {
                    throw .init("[0].screen: '\(root)' is not a declared screen\(NameSuggestion.hint(for: root, among: graph.screens.keys))")
                }
                throw .init("[0].screen: '\(root)' is not the root of any flow's stack")
            }
            state.flow = flow.name
            if flow.isTabbed {
                var stacks = StackBuilder(graph: graph).initialState(of: flow).tabStacks
                stacks[root] = state.flowStack
                (state.tab, state.tabStacks, state.flowStack) = (root, stacks, [])
            }
            return try checkScreens(state)
        }
        guard let name = state.flow else {
            guard graph.flows.isEmpty || state.isEmpty else { throw .init("flow: these routes have flows, so a state names its flow") }
            return try checkScreens(state)
        }
        guard let flow = graph.flows[name] else {
            throw .init("flow: '\(name)' is not a flow\(NameSuggestion.hint(for: name, among: graph.flows.keys)) (\(graph.flows.keys.sorted().joined(separator: ", ")))")
        }
        if flow.isTabbed {
            guard let tab = state.tab else { throw .init("tab: flow '\(name)' has tabs, so a state names the selected tab") }
            guard flow.tabs.contains(tab) else {
                throw .init("tab: '\(tab)' is not a tab of flow '\(name)'\(NameSuggestion.hint(for: tab, among: flow.tabs)) (\(flow.tabs.joined(separator: ", ")))")
            }
            if let unknown = state.tabStacks.keys.sorted().first(where: { !flow.tabs.contains($0) }) {
                throw .init("stacks.\(unknown): '\(unknown)' is not a tab of flow '\(name)'\(NameSuggestion.hint(for: unknown, among: flow.tabs))")
            }
            // A tab left out (or left empty) shows its first stack.
            if flow.tabs.contains(where: { state.tabStacks[$0]?.isEmpty ?? true }) {
                let initial = StackBuilder(graph: graph).initialState(of: flow).tabStacks
                state.tabStacks.merge(initial) { given, root in given.isEmpty ? root : given }
            }
        } else if state.tab != nil {
            throw .init("tab: flow '\(name)' has no tabs")
        } else if let root = flow.root {
            if state.flowStack.isEmpty { state.flowStack = StackBuilder(graph: graph).initialState(of: flow).flowStack }
            if let first = state.flowStack.first?.name, first != root {
                throw .init("stack[0].screen: flow '\(name)''s stack starts at its root '\(root)', not at '\(first)'")
            }
        }
        return try checkScreens(state)
    }

    /// Checks every screen is declared and each tab's stack starts at the tab, and fills in titles:
    /// the tabs' stacks in name order, then the flow's stack, then each modal layer (the order a
    /// first problem is found in).
    private func checkScreens(_ state: NavigationState) throws(ResolutionError.Message) -> NavigationState {
        var titled = state
        for tab in state.tabStacks.keys.sorted() {
            titled.tabStacks[tab] = try checked(state.tabStacks[tab] ?? [], tab: tab) { "stacks.\(tab)" }
        }
        titled.flowStack = try checked(state.flowStack) { state.flow == nil && state.modals.isEmpty ? "" : "stack" }
        for (layer, stack) in state.modals.enumerated() { titled.modals[layer] = try checked(stack) { "modals[\(layer)]" } }
        return titled
    }

    /// `stack` with its titles filled in, once every screen is declared with parameters of the
    /// types the routes give them, and the stack of `tab` starts at the tab. `path` words where
    /// the stack is (JSON), made only for a problem's message.
    private func checked(_ stack: [Screen], tab: String? = nil, path: () -> String) throws(ResolutionError.Message) -> [Screen] {
        var titled = stack
        for (index, screen) in stack.enumerated() {
            guard let definition = graph.screens[screen.name] else {
                throw .init("\(path())[\(index)].screen: '\(screen.name)' is not a declared screen\(NameSuggestion.hint(for: screen.name, among: graph.screens.keys))")
            }
            if !screen.params.isEmpty {
                let wrong = screen.params.items.compactMap { item in
                    graph.parameterTypes.problem(screen: screen.name, name: item.name, value: item.value).map { (item.name, $0) }
                }
                if let (name, problem) = wrong.min(by: { $0.0 < $1.0 }) { throw .init("\(path())[\(index)].params.\(name): \(problem)") }
                for name in graph.parameterTypes.uuids[screen.name] ?? [] {
                    if case .string(let text)? = screen.params[name] { titled[index].params[name] = .string(text.lowercased()) }
                }
            }
            titled[index].title = definition.title(with: screen.params)
        }
        if let tab, let root = stack.first?.name, root != tab {
            throw .init("\(path())[0].screen: tab \(tab)'s stack starts at its root, not at '\(root)'")
        }
        return titled
    }
}
