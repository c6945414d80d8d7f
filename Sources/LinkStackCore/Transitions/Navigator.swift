/// Something that shows navigation state and can apply a ``TransitionPlan`` to it.
///
/// An app conforms its root container wrapper; ``ReferenceNavigator`` implements the same rules
/// UIKit enforces, and is what tests apply plans to.
public protocol Navigator {
    /// What is shown now.
    var state: NavigationState { get }
    /// Applies one operation.
    ///
    /// - Throws: ``NavigationError`` when the operation breaks UIKit's rules.
    mutating func apply(_ operation: NavigationOperation) throws(NavigationError)
}

extension Navigator {
    /// Applies every operation of `plan`, in order.
    ///
    /// - Throws: ``NavigationError`` for the first operation that breaks the rules.
    public mutating func apply(_ plan: TransitionPlan) throws(NavigationError) {
        for operation in plan.operations { try apply(operation) }
    }

    /// The selected stack, root first.
    public var stack: [Screen] { state.stack }
}
