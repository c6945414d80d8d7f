/// An operation a navigation controller refuses.
public enum NavigationError: Error, Sendable, Hashable {
    /// `popTo` named an index outside the stack.
    case indexOutOfRange(index: Int, count: Int)
    /// `setStack`, `present` or `switchFlow` with no screens: a navigation stack always has a root.
    case emptyStack
    /// `push` or `popTo` on an empty stack: there is no root yet, so `setStack` comes first.
    case noRoot
    /// `dismiss` of more modal stacks than are presented.
    case notPresented(count: Int, presented: Int)
    /// A stack, tab or flow change while a modal stack is presented over it: dismiss first.
    case coveredByModal
    /// `selectTab` in a flow without that tab.
    case unknownTab(String)
    /// A reuse `setStack` entry names a live screen that is not there, differs, or is kept twice.
    case notReusable(index: Int)
}
