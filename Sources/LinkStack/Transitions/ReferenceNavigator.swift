/// A navigation controller with UIKit's rules and no UI: the reference that plans are applied to.
///
/// The root cannot be popped (`popTo` keeps at least the screen at index 0), `setStack` needs at
/// least one screen, and nothing can be pushed or popped before there is a root.
///
/// ```swift
/// var navigator = ReferenceNavigator(stack: current.stack)
/// try navigator.apply(TransitionPlan(from: current, to: target))
/// navigator.stack == target.stack  // true
/// ```
public struct ReferenceNavigator: Navigator, Sendable, Hashable {
    /// The stack shown now, root first.
    public private(set) var stack: [Screen]

    /// Creates a navigator showing `stack`.
    public init(stack: [Screen] = []) { self.stack = stack }

    /// Applies one operation with UIKit's rules.
    public mutating func apply(_ operation: NavigationOperation) throws(NavigationError) {
        switch operation {
        case .popTo(let index):
            guard !stack.isEmpty else { throw .noRoot }
            guard stack.indices.contains(index) else { throw .indexOutOfRange(index: index, count: stack.count) }
            stack.removeSubrange((index + 1)...)
        case .push(let screen):
            guard !stack.isEmpty else { throw .noRoot }
            stack.append(screen)
        case .setStack(let screens):
            guard !screens.isEmpty else { throw .emptyStack }
            stack = screens
        }
    }
}
