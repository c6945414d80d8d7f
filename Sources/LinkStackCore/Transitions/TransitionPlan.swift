/// The smallest set of operations that turns one navigation state into another.
///
/// Operations come in a fixed order: `dismiss` (modal layers, topmost first) → `switchFlow` →
/// `selectTab` → `popTo` / `push` / `setStack` in the selected stack → `present`. Only layers and
/// tabs that differ are touched: a modal layer whose stack is the same is kept, other tabs' stacks
/// are left as they were, and a flow switch replaces the stacks in one step.
///
/// Within the selected stack, with `k` the length of the common prefix (screens equal by name and
/// parameters): an empty stack, or different roots (`k == 0`), take one `setStack`; otherwise
/// `popTo(index: k - 1)` when the stack is longer than `k`, then one `push` per target screen past
/// `k`. Either way `pops == current.count - k` and `pushes == target.count - k`. A
/// ``Style/reuse`` plan instead replaces each stack that changes with one
/// ``NavigationOperation/reuseStack(_:)`` keeping the live screens it can.
///
/// ```swift
/// let plan = TransitionPlan(from: current, to: target)
/// plan.operations  // [.popTo(index: 1), .push(product), .push(reviews)]
/// ```
public struct TransitionPlan: Sendable, Hashable {
    /// The operations, in the order they are applied.
    public let operations: [NavigationOperation]
    /// How many screens leave the selected stack (all of the old one on a flow switch).
    public let pops: Int
    /// How many screens join the selected stack (all of the new one on a flow switch).
    public let pushes: Int

    /// The minimal plan from `current` to `target`.
    ///
    /// - Parameters:
    ///   - current: What the app shows now.
    ///   - target: What it must show.
    ///   - transitions: How the root container switches to each flow, by flow name; `none` when absent.
    ///   - style: ``Style/minimal`` (pops and pushes) or ``Style/reuse`` (one `setStack` per changed stack).
    public init(from current: NavigationState, to target: NavigationState, transitions: [String: FlowTransition] = [:],
                style: Style = .minimal) {
        var operations: [NavigationOperation] = []
        let dismissAll: [NavigationOperation] = current.modals.isEmpty ? [] : [.dismiss(count: current.modals.count)]
        let presentAll = target.modals.map(NavigationOperation.present)
        if let flow = target.flow, current.flow != flow {
            operations = dismissAll
            operations.append(.switchFlow(flow: flow, transition: transitions[flow] ?? .none, tab: target.tab,
                                          stack: target.flowStack, tabStacks: target.tabStacks))
            operations += presentAll
            (self.operations, pops, pushes) = (operations, current.stack.count, target.stack.count)
            return
        }
        let currentBase = current.stack(tab: target.tab)
        let base = style == .reuse ? TransitionPlan.reuseOperations(from: currentBase, to: target.stack)
                                   : TransitionPlan.stackOperations(from: currentBase, to: target.stack)
        if current.tab != target.tab || !base.operations.isEmpty {
            operations = dismissAll
            if let tab = target.tab, current.tab != tab { operations.append(.selectTab(tab)) }
            operations += base.operations + presentAll
        } else if style == .reuse {
            operations = TransitionPlan.reuseOperations(fromModals: current.modals, to: target.modals)
        } else {
            let kept = zip(current.modals, target.modals).prefix { $0 == $1 }.count
            if current.modals.count > kept { operations.append(.dismiss(count: current.modals.count - kept)) }
            operations += target.modals[kept...].map(NavigationOperation.present)
        }
        (self.operations, pops, pushes) = (operations, base.pops, base.pushes)
    }

    /// The plan within one stack: `setStack` when it is empty or the roots differ, otherwise
    /// `popTo` the last shared screen and push the rest.
    static func stackOperations(from old: [Screen], to new: [Screen]) -> (operations: [NavigationOperation], pops: Int, pushes: Int) {
        let shared = zip(old, new).prefix { $0 == $1 }.count
        let counts = (old.count - shared, new.count - shared)
        if old == new { return ([], counts.0, counts.1) }
        if shared == 0 { return ([.setStack(new)], counts.0, counts.1) }
        let popping: [NavigationOperation] = old.count > shared ? [.popTo(index: shared - 1)] : []
        return (popping + new[shared...].map(NavigationOperation.push), counts.0, counts.1)
    }

    /// Whether the plan changes nothing.
    public var isEmpty: Bool { operations.isEmpty }
}
