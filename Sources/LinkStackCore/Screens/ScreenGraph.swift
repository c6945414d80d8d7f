/// The screens and flows of an app, without its routes: everything the core needs to build the
/// state a route's target shows, to check a state someone hands in, and to apply the flows' guards.
///
/// An engine ``LinkResolving`` (the `LinkStack` product's `Resolver`) finds a link's route; the
/// graph turns that route's target and parameters into a ``Resolution``:
///
/// ```swift
/// let resolution = try graph.resolution(of: "shop://products/42", route: "product", target: .screen("Product"),
///                                       params: ["id": 42], from: current, context: context)
/// resolution.target.stack  // [Home, ProductList, Product(id: 42)]
/// ```
package struct ScreenGraph: Sendable {
    /// The screens by name.
    package let screens: [String: ScreenDefinition]
    /// The flows by name; empty for an app with one stack.
    package let flows: [String: FlowDefinition]
    /// The names the flows' and screens' guards check (`signedIn` for `!signedIn` too), sorted:
    /// the only names a ``NavigationContext`` may give.
    package let contextNames: [String]
    /// How each modal screen is presented, by name: what a plan's `present` and the events of a
    /// `dismiss` follow.
    package let presentationStyles: [String: PresentationStyle]
    /// The guards of each screen that has any, so a target without any is not searched (and a
    /// screen's guards are read without copying its whole definition).
    package let screenGuards: GuardIndex
    /// The guards of each flow that has any.
    package let flowGuards: GuardIndex
    /// The JSON type of each screen's parameters in the table's answers, for checking given states.
    package var parameterTypes: ParameterTypes { types.wrapped }
    /// ``parameterTypes``, learnt when a state is first checked (a process that resolves links from
    /// nothing never needs them; for the GitHub table they are 16 M of a 58 M cold start).
    private let types: LazyBox<ParameterTypes>
    /// The builder of this graph's stacks, whose prepared screens every resolution shares.
    package let builder: StackBuilder
    /// Each flow's ``FlowDefinition/transition``, for plans.
    package let transitions: [String: FlowTransition]

    /// Creates a graph.
    ///
    /// - Parameters:
    ///   - screens: The screens by name.
    ///   - flows: The flows by name; none for an app with one stack.
    ///   - samples: Each route's target with a value of the JSON type it gives each parameter
    ///     (`0` for an integer): a state handed in must use the same types. None by default.
    package init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition],
                samples: [(target: RouteTarget, params: Parameters)] = []) {
        self.init(screens: screens, flows: flows, samples: { samples })
    }

    /// Creates a graph whose samples are made only if a state is ever checked.
    package init(screens: [String: ScreenDefinition], flows: [String: FlowDefinition],
                 samples: @escaping @Sendable () -> [(target: RouteTarget, params: Parameters)]) {
        self.screens = screens
        self.flows = flows
        self.contextNames = ScreenGraph.contextNames(of: flows, screens: screens)
        self.screenGuards = ScreenGraph.guards(of: screens)
        self.flowGuards = GuardIndex(flows.compactMap { $0.value.guards.isEmpty ? nil : ($0.key, $0.value.guards) })
        self.presentationStyles = ScreenGraph.presentationStyles(of: screens)
        let builder = StackBuilder(screens: screens, flows: flows)
        self.builder = builder
        transitions = flows.mapValues(\.transition)
        types = LazyBox { ParameterTypes(samples: samples(), builder: builder) }
    }

    /// Refuses a context naming anything but the ``contextNames``, with a "did you mean"
    /// for a slip (`signedin` for `signedIn`): an unknown name would silently count as false.
    ///
    /// - Throws: ``ResolutionError/invalidContext(_:)``.
    package func check(_ context: NavigationContext) throws(ResolutionError) {
        guard context.values.keys.contains(where: { !contextNames.contains($0) }),
              let unknown = context.values.keys.sorted().first(where: { !contextNames.contains($0) }) else { return }
        guard !contextNames.isEmpty else {
            throw .invalidContext("'\(unknown)' is not a context name: no flow or screen of these routes requires anything")
        }
        let hint = NameSuggestion.hint(for: unknown, among: contextNames)
        throw .invalidContext("'\(unknown)' is not a context name of these routes\(hint) (their guards require: "
                              + "\(contextNames.joined(separator: ", ")))")
    }

    /// The non-empty guards of each screen, by name (a loop: a closure over the dictionary's
    /// members copied each screen's whole definition, a cost at load for every screen).
    private static func guards(of screens: [String: ScreenDefinition]) -> GuardIndex {
        var found: [(name: String, guards: [NavigationGuard])] = []
        for (name, definition) in screens where !definition.guards.isEmpty { found.append((name, definition.guards)) }
        return GuardIndex(found)
    }

    /// The presentation style of each screen that has one, by name (a loop, as for ``guards(of:)``).
    private static func presentationStyles(of screens: [String: ScreenDefinition]) -> [String: PresentationStyle] {
        var styles: [String: PresentationStyle] = [:]
        for (name, definition) in screens { if let style = definition.presentation { styles[name] = style } }
        return styles
    }

    /// The context names the guards of `flows` and `screens` require, sorted (loops, as for
    /// ``guards(of:)``: most screens have no guards).
    package static func contextNames(of flows: [String: FlowDefinition], screens: [String: ScreenDefinition]) -> [String] {
        var names: Set<String> = []
        let add = { (guards: [NavigationGuard]) in
            for rule in guards { for requirement in rule.requires { names.insert(NavigationContext.name(of: requirement)) } }
        }
        for (_, flow) in flows where !flow.guards.isEmpty { add(flow.guards) }
        for (_, screen) in screens where !screen.guards.isEmpty { add(screen.guards) }
        return names.sorted()
    }
}
