/// An operation a navigation controller refuses.
public enum NavigationError: Error, Sendable, Hashable {
    /// `popTo` named an index outside the stack.
    case indexOutOfRange(index: Int, count: Int)
    /// `setStack` with no screens: a navigation controller always has a root.
    case emptyStack
    /// `push` or `popTo` on an empty stack: there is no root yet, so `setStack` comes first.
    case noRoot
}
