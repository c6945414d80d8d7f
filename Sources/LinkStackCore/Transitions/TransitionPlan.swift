/// The smallest set of operations that turns one navigation state into another.
///
/// Operations come in a fixed order: `dismiss` (modal layers, topmost first) → `switchFlow` →
/// `selectTab` → `popTo` / `push` / `setStack` in the selected stack → `present`. Only layers and
/// tabs that differ are touched: a modal layer whose stack is the same is kept, other tabs' stacks
/// are left as they were, and a flow switch replaces the stacks in one step. When the selected
/// stack stays as it is and the first modal layer that differs keeps its root, the layers above it
/// are dismissed and that layer is popped and pushed within (UIKit pushes on the presented
/// navigation controller); a layer whose root differs is dismissed and presented anew. Each
/// `present` carries its stack's ``PresentationStyle``.
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
    /// How many screens leave the selected stack (all of the old one on a flow switch), or the
    /// modal layer popped within when only modal layers change.
    public let pops: Int
    /// How many screens join the selected stack (all of the new one on a flow switch), or the
    /// modal layer pushed within when only modal layers change.
    public let pushes: Int

    /// The minimal plan from `current` to `target`.
    ///
    /// - Parameters:
    ///   - current: What the app shows now.
    ///   - target: What it must show.
    ///   - transitions: How the root container switches to each flow, by flow name; `none` when absent.
    ///   - styles: How each modal stack is presented, by its root screen's name
    ///     (`ScreenGraph.presentationStyles`); a stack whose root is not listed is a sheet.
    ///   - style: ``Style/minimal`` (pops and pushes) or ``Style/reuse`` (one `setStack` per changed stack).
    public init(from current: borrowing NavigationState, to target: borrowing NavigationState, transitions: [String: FlowTransition] = [:],
                styles: [String: PresentationStyle] = [:], style: Style = .minimal) {
        // (The states are borrowed: an initializer takes its arguments owned, so every caller
        // copied both states, each field retained, for the plan to release them again.)
        var operations: [NavigationOperation] = []
        let present = { (layer: [Screen]) in NavigationOperation.present(layer, style: .of(layer.first, in: styles)) }
        let dismissAll: [NavigationOperation] = current.modals.isEmpty ? [] : [.dismiss(count: current.modals.count)]
        let presentAll = target.modals.map(present)
        // (Arrays are added only when not empty: appending an array of operations, even an empty
        // one, cost about 550 instructions.)
        if let flow = target.flow, current.flow != flow {
            operations.reserveCapacity(dismissAll.count + 1 + presentAll.count)
            if !dismissAll.isEmpty { operations += dismissAll }
            operations.append(.switchFlow(flow: flow, transition: transitions[flow] ?? .none, tab: target.tab,
                                          stack: target.flowStack, tabStacks: target.tabStacks))
            if !presentAll.isEmpty { operations += presentAll }
            (self.operations, pops, pushes) = (operations, current.stack.count, target.stack.count)
            return
        }
        let currentBase = current.stack(tab: target.tab)
        let base = style == .reuse ? TransitionPlan.reuseOperations(from: currentBase, to: target.stack)
                                   : TransitionPlan.stackOperations(from: currentBase, to: target.stack)
        if current.tab != target.tab || !base.operations.isEmpty {
            let selecting = target.tab.flatMap { current.tab != $0 ? NavigationOperation.selectTab($0) : nil }
            if dismissAll.isEmpty, selecting == nil, presentAll.isEmpty {
                operations = base.operations  // the stack's own, as they are
            } else {
                operations = dismissAll
                if let selecting { operations.append(selecting) }
                if !base.operations.isEmpty { operations += base.operations }
                if !presentAll.isEmpty { operations += presentAll }
            }
        } else {
            let layers = TransitionPlan.layerOperations(from: current.modals, to: target.modals, present: present)
            operations = style == .reuse ? TransitionPlan.reuseOperations(fromModals: current.modals, to: target.modals, present: present)
                                         : layers.operations
            (self.operations, pops, pushes) = (operations, layers.pops, layers.pushes)
            return
        }
        (self.operations, pops, pushes) = (operations, base.pops, base.pushes)
    }

    /// The plan for modal layers over an unchanged stack: the first layer that differs is popped
    /// and pushed within when it keeps its root (the layers above it dismissed first), otherwise
    /// it and those above go and the new ones are presented. Pops and pushes count the changed
    /// layer's screens.
    static func layerOperations(from old: [[Screen]], to new: [[Screen]],
                                present: ([Screen]) -> NavigationOperation) -> (operations: [NavigationOperation], pops: Int, pushes: Int) {
        let kept = sharedPrefix(old, new)
        if kept < old.count, kept < new.count, let root = old[kept].first, root == new[kept].first {
            let above = old.count - kept - 1
            let within = stackOperations(from: old[kept], to: new[kept])
            let dismissing: [NavigationOperation] = above > 0 ? [.dismiss(count: above)] : []
            return (dismissing + within.operations + new[(kept + 1)...].map(present), within.pops, within.pushes)
        }
        let dismissing: [NavigationOperation] = old.count > kept ? [.dismiss(count: old.count - kept)] : []
        return (dismissing + new[kept...].map(present), 0, 0)
    }

    /// The plan within one stack: `setStack` when it is empty or the roots differ, otherwise
    /// `popTo` the last shared screen and push the rest.
    static func stackOperations(from old: [Screen], to new: [Screen]) -> (operations: [NavigationOperation], pops: Int, pushes: Int) {
        let shared = sharedPrefix(old, new)
        let counts = (old.count - shared, new.count - shared)
        if shared == old.count, shared == new.count { return ([], counts.0, counts.1) }  // old == new
        if shared == 0 { return ([.setStack(new)], counts.0, counts.1) }
        var operations: [NavigationOperation] = []
        operations.reserveCapacity(1 + new.count - shared)
        if old.count > shared { operations.append(.popTo(index: shared - 1)) }
        for screen in new[shared...] { operations.append(.push(screen)) }
        return (operations, counts.0, counts.1)
    }

    /// Whether the plan changes nothing.
    package var isEmpty: Bool { operations.isEmpty }
}

extension TransitionPlan {
    /// How many elements from the start `old` and `new` have equal, counted in place: a `zip`'s
    /// `prefix(while:)` made an array of the pairs (each screen copied) to count them.
    @inline(__always)
    static func sharedPrefix<Element: Equatable>(_ old: [Element], _ new: [Element]) -> Int {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] { shared += 1 }
        return shared
    }
}

extension TransitionPlan: CustomStringConvertible {
    /// The steps in order, `; ` between them (`popTo 0; push Product(id: 42)`), or `no change`.
    public var description: String {
        operations.isEmpty ? "no change" : operations.map(\.description).joined(separator: "; ")
    }
}
