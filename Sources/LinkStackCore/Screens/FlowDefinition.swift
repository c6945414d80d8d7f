/// An independent part of an app with its own navigation, as a route file declares it:
/// `main: { tabs: [Home, Search, Library], requires: [signedIn], redirect: signIn, transition: fade }`.
public struct FlowDefinition: Sendable, Hashable {
    /// The flow's name.
    public let name: String
    /// The root screen of a flow with one stack; nil for a tabbed flow.
    public let root: String?
    /// The tabs of a tabbed flow, each named by its root screen, in order; empty for a one-stack flow.
    public let tabs: [String]
    /// What must hold in the context (such as `signedIn`) for the flow to be shown.
    public let requires: [String]
    /// The flow shown instead while a requirement is unmet, with the link kept as pending.
    public let redirect: String?
    /// How the root container switches to this flow.
    public let transition: FlowTransition
    /// Where the flow is declared.
    public let location: SourceLocation

    /// Creates a flow.
    public init(name: String, root: String? = nil, tabs: [String] = [], requires: [String] = [],
                redirect: String? = nil, transition: FlowTransition = .none, location: SourceLocation) {
        self.name = name
        self.root = root
        self.tabs = tabs
        self.requires = requires
        self.redirect = redirect
        self.transition = transition
        self.location = location
    }

    /// The root screens of the flow's stacks: its root, or its tabs.
    public var rootScreens: [String] { root.map { [$0] } ?? tabs }

    /// Whether the flow shows a tab bar.
    public var isTabbed: Bool { root == nil }
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
