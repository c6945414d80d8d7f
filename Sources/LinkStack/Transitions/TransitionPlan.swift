/// The smallest set of pops and pushes that turns one navigation state into another.
///
/// With `k` the length of the common prefix (screens equal by name and parameters):
/// - an empty current stack, or different roots (`k == 0`), take one `setStack`;
/// - otherwise `popTo(index: k - 1)` when the current stack is longer than `k`, then one `push`
///   per target screen past `k`.
///
/// Either way `pops == current.count - k` and `pushes == target.count - k`.
///
/// ```swift
/// let plan = TransitionPlan(from: current, to: target)
/// plan.operations  // [.popTo(index: 1), .push(product), .push(reviews)]
/// ```
public struct TransitionPlan: Sendable, Hashable {
    /// The operations, in the order they are applied.
    public let operations: [NavigationOperation]
    /// How many screens leave the stack.
    public let pops: Int
    /// How many screens join the stack.
    public let pushes: Int

    /// The minimal plan from `current` to `target`.
    public init(from current: NavigationState, to target: NavigationState) {
        let old = current.stack, new = target.stack
        let shared = zip(old, new).prefix { $0 == $1 }.count
        pops = old.count - shared
        pushes = new.count - shared
        if old == new {
            operations = []
        } else if shared == 0 {
            operations = [.setStack(new)]
        } else {
            let popping: [NavigationOperation] = old.count > shared ? [.popTo(index: shared - 1)] : []
            operations = popping + new[shared...].map(NavigationOperation.push)
        }
    }

    /// Whether the plan changes nothing.
    public var isEmpty: Bool { operations.isEmpty }
}
