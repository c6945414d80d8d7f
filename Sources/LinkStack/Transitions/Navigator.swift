/// Something that shows a navigation stack and can apply a ``TransitionPlan`` to it.
///
/// An app conforms its navigation controller wrapper; ``ReferenceNavigator`` implements the
/// same rules UIKit enforces, and is what tests apply plans to.
public protocol Navigator {
    /// The stack shown now, root first.
    var stack: [Screen] { get }
    /// Applies one operation.
    ///
    /// - Throws: ``NavigationError`` when the operation breaks a navigation controller's rules.
    mutating func apply(_ operation: NavigationOperation) throws(NavigationError)
}

extension Navigator {
    /// Applies every operation of `plan`, in order.
    ///
    /// - Throws: ``NavigationError`` for the first operation that breaks the rules.
    public mutating func apply(_ plan: TransitionPlan) throws(NavigationError) {
        for operation in plan.operations { try apply(operation) }
    }
}
