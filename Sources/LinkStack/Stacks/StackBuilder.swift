/// Builds the whole target stack for a route match, root first.
///
/// For a `screen:` route the stack is the screen's parent chain; for a `stack:` route it is the
/// listed screens. Each screen below the top gets the parameters it declares with `params:` (or,
/// without that list, those its title mentions); the top screen gets every parameter the route
/// captured; a stack entry with explicit `params:` gets exactly those. Titles are interpolated.
///
/// ```swift
/// let state = StackBuilder(screens: table.screens).state(for: match)
/// state.stack.map(\.description)  // ["Home", "ProductList", "Product(id: 42)", "Reviews(id: 42)"]
/// ```
public struct StackBuilder: Sendable {
    /// The screens the stacks are built from, by name.
    public let screens: [String: ScreenDefinition]

    /// Creates a builder over a table's screens.
    public init(screens: [String: ScreenDefinition]) { self.screens = screens }

    /// The navigation state a match leads to.
    public func state(for match: RouteMatch) -> NavigationState {
        NavigationState(stack(for: match.route.target, params: match.params))
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
        }
    }

    private func screen(_ definition: ScreenDefinition, params: Parameters) -> Screen {
        Screen(definition.name, params: params, title: definition.title(with: params))
    }
}
