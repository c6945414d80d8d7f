/// What an app shows: the flow, its tab, its stacks and the modal stacks presented over them.
///
/// Every stack is ordered the way `UINavigationController.setViewControllers(_:animated:)` takes
/// it: the first screen is the root and cannot be popped; the last one is visible. An app whose
/// route files declare no flows has one stack and no flow.
///
/// ```swift
/// let state = NavigationState([Screen("Home"), Screen("Product", params: ["id": 42])])
/// state.visibleStack.last?.name  // "Product"
/// ```
public struct NavigationState: Sendable, Hashable {
    /// The flow shown, when the route files declare flows.
    public var flow: String?
    /// The selected tab of a tabbed flow.
    public var tab: String?
    /// Each tab's stack, by tab, for a tabbed flow (the selected tab's included).
    public var tabStacks: [String: [Screen]]
    /// The one stack of a flow without tabs (or of an app without flows).
    public var flowStack: [Screen]
    /// Modal stacks presented over the selected stack, bottom-most first.
    public var modals: [[Screen]]

    /// Creates a state with one stack, root first.
    public init(_ stack: [Screen] = [], flow: String? = nil) {
        self.init(flow: flow, tab: nil, tabStacks: [:], flowStack: stack, modals: [])
    }

    /// Creates a state from its parts: for a tabbed flow, each tab's stack by tab, `tab` selected;
    /// for a flow without tabs, its one stack; and modal stacks over either.
    ///
    /// ```swift
    /// NavigationState(flow: "main", tab: "Search", tabStacks: ["Home": [Screen("Home")], "Search": [Screen("Search")]])
    /// ```
    public init(flow: String?, tab: String?, tabStacks: [String: [Screen]] = [:], flowStack: [Screen] = [], modals: [[Screen]] = []) {
        self.flow = flow
        self.tab = tab
        self.tabStacks = tabStacks
        self.flowStack = flowStack
        self.modals = modals
    }

    /// The selected stack: the selected tab's, or the flow's only one.
    public var stack: [Screen] {
        get { stack(tab: tab) }
        set {
            if let tab { tabStacks[tab] = newValue } else { flowStack = newValue }
        }
    }

    /// The topmost navigation stack, the one the user sees: the top modal layer's, else the selected one.
    public var visibleStack: [Screen] {
        get { modals.last ?? stack }
        set {
            if modals.isEmpty { stack = newValue } else { modals[modals.count - 1] = newValue }
        }
    }

    /// The stack of `tab`, or the flow's only one when `tab` is nil, root first; empty for a tab it lacks.
    public func stack(tab: String?) -> [Screen] {
        guard let tab else { return flowStack }
        return tabStacks[tab] ?? []
    }

    /// The tabs of a tabbed state in their tab bar's order: the flow's declared `tabs` in `flows`,
    /// else the state's tabs sorted by name; empty without tabs.
    public func tabs(in flows: [String: FlowDefinition]) -> [String] {
        guard tab != nil else { return [] }
        return flow.flatMap { flows[$0]?.tabs } ?? tabStacks.keys.sorted()
    }

    /// The visible screen: the top of the topmost modal stack, or of the selected stack.
    package var top: Screen? { modals.last?.last ?? stack.last }

    /// Whether nothing is shown.
    public var isEmpty: Bool { flow == nil && stack.isEmpty && modals.isEmpty }

    /// Whether the state is just one stack (no flow, no tabs, no modals): the array form of JSON.
    package var isSingleStack: Bool { flow == nil && tab == nil && tabStacks.isEmpty && modals.isEmpty }

    /// An empty state: nothing shown yet.
    public static let empty = NavigationState()
}
