/// Navigation state without UI that applies an operation at once: the synchronous special case of
/// a ``NavigationHost``.
///
/// ``ReferenceNavigator`` implements the rules UIKit enforces, and is what plans are checked
/// against and tests apply plans to. An app does not conform its UI to this protocol: UIKit's
/// steps animate and finish later, so an app's container is a ``NavigationHost`` driven by a
/// ``PlanApplier`` (or, in SwiftUI, a ``NavigationModel``).
package protocol Navigator {
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
    package mutating func apply(_ plan: TransitionPlan) throws(NavigationError) {
        for operation in plan.operations { try apply(operation) }
    }

    /// The selected stack, root first.
    package var stack: [Screen] { state.stack }
}
