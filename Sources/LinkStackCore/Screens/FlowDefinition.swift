/// An independent part of an app with its own navigation, as a route file declares it:
/// `main: { tabs: [Home, Search, Library], requires: [signedIn], redirect: signIn, transition: fade }`,
/// or with a chain of guards: `signIn: { root: Login, guards: [{ requires: [onboarded], redirect: onboarding }, ...] }`.
public struct FlowDefinition: Sendable, Hashable {
    /// The flow's name.
    public let name: String
    /// The root screen of a flow with one stack; nil for a tabbed flow.
    public let root: String?
    /// The tabs of a tabbed flow, each named by its root screen, in order; empty for a one-stack flow.
    public let tabs: [String]
    /// Its guards, checked in order: the first whose requirements are unmet sends the user to its
    /// redirect flow, with the link kept as pending. Empty for a flow anyone may see.
    package let guards: [NavigationGuard]
    /// How the root container switches to this flow.
    public let transition: FlowTransition
    /// Where the flow is declared.
    package let location: SourceLocation

    /// Creates a flow.
    package init(name: String, root: String? = nil, tabs: [String] = [], guards: [NavigationGuard] = [],
                transition: FlowTransition = .none, location: SourceLocation) {
        self.name = name
        self.root = root
        self.tabs = tabs
        self.guards = guards
        self.transition = transition
        self.location = location
    }

    /// Every requirement of its guards, in order: what must hold for the flow to be shown.
    package var requires: [String] { guards.flatMap(\.requires) }

    /// The root screens of the flow's stacks: its root, or its tabs.
    package var rootScreens: [String] { root.map { [$0] } ?? tabs }

    /// Whether the flow shows a tab bar.
    package var isTabbed: Bool { root == nil }
}

/// How the root container switches from one flow to another.
public enum FlowTransition: String, Sendable, Hashable, CaseIterable {
    /// No animation.
    case none
    /// A cross-fade.
    case fade
    /// A slide.
    case slide
}
