/// A root container, tab bar and navigation controllers with UIKit's rules and no UI: the
/// reference that plans are applied to.
///
/// The root of a stack cannot be popped (`popTo` keeps at least the screen at index 0), no stack
/// is ever set empty, nothing is pushed or popped before there is a root, and nothing under a
/// presented modal stack changes until it is dismissed: `popTo` and `push` act on the topmost
/// navigation stack (the top modal layer's, as UIKit pushes on the presented navigation
/// controller), and a flow switch, a tab switch or `setStack` need every modal dismissed.
///
/// ```swift
/// var navigator = ReferenceNavigator(state: current)
/// try navigator.apply(TransitionPlan(from: current, to: target))
/// navigator.state == target  // true
/// ```
package struct ReferenceNavigator: Navigator, Sendable, Hashable {
    /// What is shown now.
    package private(set) var state: NavigationState

    /// Creates a navigator showing `state`.
    package init(state: NavigationState = .empty) { self.state = state }

    /// Creates a navigator showing one stack.
    package init(stack: [Screen]) { self.state = NavigationState(stack) }

    /// Applies one operation with UIKit's rules.
    package mutating func apply(_ operation: NavigationOperation) throws(NavigationError) {
        switch operation {
        case .dismiss(let count):
            guard count > 0, count <= state.modals.count else { throw .notPresented(count: count, presented: state.modals.count) }
            state.modals.removeLast(count)
        case .present(let screens, _):
            guard !screens.isEmpty else { throw .emptyStack }
            state.modals.append(screens)
        case .switchFlow(let flow, _, let tab, let stack, let tabStacks):
            guard state.modals.isEmpty else { throw .coveredByModal }
            let shown = tab.map { tabStacks[$0] ?? [] } ?? stack
            guard !shown.isEmpty, tabStacks.values.allSatisfy({ !$0.isEmpty }) else { throw .emptyStack }
            state = NavigationState(flow: flow, tab: tab, tabStacks: tabStacks, flowStack: stack, modals: [])
        case .selectTab(let tab):
            guard state.modals.isEmpty else { throw .coveredByModal }
            guard state.tabStacks[tab] != nil else { throw .unknownTab(tab) }
            state.tab = tab
        case .popTo(let index):
            guard !state.visibleStack.isEmpty else { throw .noRoot }
            guard state.visibleStack.indices.contains(index) else { throw .indexOutOfRange(index: index, count: state.visibleStack.count) }
            state.visibleStack.removeSubrange((index + 1)...)
        case .push(let screen):
            guard !state.visibleStack.isEmpty else { throw .noRoot }
            state.visibleStack.append(screen)
        case .setStack(let screens):
            guard state.modals.isEmpty else { throw .coveredByModal }
            guard !screens.isEmpty else { throw .emptyStack }
            state.stack = screens
        case .reuseStack(let entries):
            guard !entries.isEmpty else { throw .emptyStack }
            let live = state.visibleStack
            var kept: Set<Int> = []
            for case let (screen, index?) in entries.map({ ($0.screen, $0.reusedFrom) }) {
                guard live.indices.contains(index), live[index] == screen, kept.insert(index).inserted else { throw .notReusable(index: index) }
            }
            state.visibleStack = entries.map(\.screen)
        }
    }
}
