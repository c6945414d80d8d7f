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
            let initial = StackBuilder(graph: graph).initialState(of: flow).tabStacks
            state.tabStacks.merge(initial) { given, root in given.isEmpty ? root : given }
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

    /// Checks every screen is declared and each tab's stack starts at the tab, and fills in titles.
    private func checkScreens(_ state: NavigationState) throws(ResolutionError.Message) -> NavigationState {
        var stacks: [(String, [Screen])] = state.tabStacks.sorted { $0.key < $1.key }.map { ("stacks.\($0.key)", $0.value) }
        stacks.append((state.flow == nil && state.modals.isEmpty ? "" : "stack", state.flowStack))
        stacks += state.modals.enumerated().map { ("modals[\($0.offset)]", $0.element) }
        for (path, stack) in stacks {
            for (index, screen) in stack.enumerated() {
                guard graph.screens[screen.name] != nil else {
                    throw .init("\(path)[\(index)].screen: '\(screen.name)' is not a declared screen\(NameSuggestion.hint(for: screen.name, among: graph.screens.keys))")
                }
                let wrong = screen.params.items.compactMap { item in
                    graph.parameterTypes.problem(screen: screen.name, name: item.name, value: item.value).map { (item.name, $0) }
                }
                if let (name, problem) = wrong.min(by: { $0.0 < $1.0 }) { throw .init("\(path)[\(index)].params.\(name): \(problem)") }
            }
            if path.hasPrefix("stacks."), let root = stack.first?.name, root != String(path.dropFirst(7)) {
                throw .init("\(path)[0].screen: tab \(path.dropFirst(7))'s stack starts at its root, not at '\(root)'")
            }
        }
        var titled = state
        titled.flowStack = titled.flowStack.map(withTitle)
        titled.tabStacks = titled.tabStacks.mapValues { $0.map(withTitle) }
        titled.modals = titled.modals.map { $0.map(withTitle) }
        return titled
    }

    /// The screen with its title as the table words it for its parameters.
    private func withTitle(_ screen: Screen) -> Screen {
        var screen = screen
        screen.title = graph.screens[screen.name]?.title(with: screen.params)
        return screen
    }
}
