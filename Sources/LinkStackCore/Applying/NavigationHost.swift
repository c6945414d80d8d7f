/// What shows navigation in an app: a root container, tab bars, navigation stacks and modal
/// layers, changed one step at a time by a ``PlanApplier``.
///
/// Each method starts one step and calls `completion` exactly once, when the step is on screen
/// (after its animation), with nil, or with a ``NavigationHostError`` when it could not be done; a
/// step that fails changes nothing (build every screen first, then touch the UI). The applier
/// calls the next step only after the completion, checks each step against `ReferenceNavigator`'s
/// rules before calling, and keeps the state that results.
///
/// What the user does by hand (a back swipe, a tab tapped, a sheet swiped away) the host reports
/// to ``applier`` with ``PlanApplier/userDid(_:)`` or ``PlanApplier/userChangedStack(to:)``; its
/// own steps it does not report. `LinkStackUIKit`'s `UIKitNavigationHost` is one for UIKit;
/// ``NavigationModel`` drives SwiftUI without one. `Navigator` is the synchronous special case:
/// a state without UI that applies an operation at once.
@MainActor
public protocol NavigationHost: AnyObject {
    /// How a step ends: nil when it is done and on screen, or why it could not be done.
    typealias Completion = @MainActor (NavigationHostError?) -> Void

    /// The applier that drives this host, set when the applier takes it, and told of user
    /// changes. Declare it `weak`: the applier holds the host.
    var applier: PlanApplier? { get set }

    /// Shows another flow with `transition`: `stack` for a one-stack flow, or `tabStacks` with
    /// `tab` selected for a tabbed one; everything of the old flow goes away.
    func switchFlow(to flow: String, transition: FlowTransition, tab: String?, stack: [Screen],
                    tabStacks: [String: [Screen]], completion: @escaping Completion)
    /// Selects another tab, whose stack is shown as it was left.
    func selectTab(_ tab: String, completion: @escaping Completion)
    /// Replaces the topmost navigation stack (the top modal layer's, else the selected one): each
    /// entry with ``PlannedScreen/reusedFrom`` keeps the live screen at that index, the others are new.
    func setStack(_ screens: [PlannedScreen], completion: @escaping Completion)
    /// Pushes one screen onto the topmost navigation stack (the top modal layer's, else the selected one).
    func push(_ screen: Screen, completion: @escaping Completion)
    /// Pops the topmost navigation stack (the top modal layer's, else the selected one) back to
    /// the screen at `index` (0 is the root).
    func popTo(index: Int, completion: @escaping Completion)
    /// Presents a modal navigation stack over everything, as a page sheet or full screen.
    func present(_ screens: [Screen], style: PresentationStyle, completion: @escaping Completion)
    /// Dismisses the topmost `count` modal layers.
    func dismiss(count: Int, completion: @escaping Completion)
    /// What the host shows now, read from its views, when it can tell: asked after a step timed
    /// out, so the next link is planned from the truth. Nil (the default) keeps the state before
    /// that step.
    func shownState() -> NavigationState?
}

extension NavigationHost {
    /// Nil: the host cannot read what it shows back.
    public func shownState() -> NavigationState? { nil }

    /// Starts the step for `operation`: a minimal plan's `setStack` and a reuse plan's are both
    /// ``setStack(_:completion:)``, the first with no screen kept.
    public func perform(_ operation: NavigationOperation, completion: @escaping Completion) {
        switch operation {
        case let .switchFlow(flow, transition, tab, stack, tabStacks):
            switchFlow(to: flow, transition: transition, tab: tab, stack: stack, tabStacks: tabStacks, completion: completion)
        case .selectTab(let tab): selectTab(tab, completion: completion)
        case .setStack(let screens): setStack(screens.map { PlannedScreen($0) }, completion: completion)
        case .reuseStack(let entries): setStack(entries, completion: completion)
        case .push(let screen): push(screen, completion: completion)
        case .popTo(let index): popTo(index: index, completion: completion)
        case let .present(screens, style): present(screens, style: style, completion: completion)
        case .dismiss(let count): dismiss(count: count, completion: completion)
        }
    }
}
