/// What an app shows: for now one navigation stack, root first.
///
/// The stack is ordered the way `UINavigationController.setViewControllers(_:animated:)` takes
/// it: the first screen is the root and cannot be popped; the last one is visible.
///
/// ```swift
/// let state = NavigationState([Screen("Home"), Screen("Product", params: ["id": 42])])
/// state.top?.name  // "Product"
/// ```
public struct NavigationState: Sendable, Hashable {
    /// The screens, root first.
    public var stack: [Screen]

    /// Creates a state from a stack, root first.
    public init(_ stack: [Screen] = []) { self.stack = stack }

    /// The visible screen, if any.
    public var top: Screen? { stack.last }

    /// An empty state: nothing shown yet.
    public static let empty = NavigationState()
}
