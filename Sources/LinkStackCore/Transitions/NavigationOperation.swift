/// One step of a ``TransitionPlan``, mirroring a UIKit call.
///
/// Plans list them in a fixed order: `dismiss` → `switchFlow` → `selectTab` → `popTo` / `push` /
/// `setStack` → `present`.
public enum NavigationOperation: Sendable, Hashable {
    /// `dismiss(animated:)`: the topmost `count` modal stacks go away.
    case dismiss(count: Int)
    /// The root container shows another flow, with `transition`, and its stacks replace the old
    /// flow's in one step: `stack` for a one-stack flow; `tab` and every tab's stack for a tabbed one.
    case switchFlow(flow: String, transition: FlowTransition, tab: String?, stack: [Screen], tabStacks: [String: [Screen]])
    /// `UITabBarController.selectedIndex`: another tab's stack is shown, as it was left.
    case selectTab(String)
    /// `popToViewController`: everything above the screen at `index` is removed, so it becomes the
    /// top. Index 0 is `popToRootViewController`.
    case popTo(index: Int)
    /// `pushViewController`: one screen goes on top.
    case push(Screen)
    /// `setViewControllers`: the whole stack is replaced. Used only when the stack is empty or
    /// its root differs, since a root cannot be popped.
    case setStack([Screen])
    /// `present(_:animated:)`: a modal navigation stack goes over everything, as a page sheet
    /// or full screen (its root's `presentation:`).
    case present([Screen], style: PresentationStyle)
    /// `setViewControllers` on the topmost navigation stack (the top modal layer's, else the
    /// selected one), keeping the live screens each entry names: a reuse plan's `setStack`
    /// (``TransitionPlan/Style/reuse``). In JSON its `op` is `setStack`, each entry a screen
    /// object with `reusedFrom` when a live screen is kept.
    case reuseStack([PlannedScreen])

    /// The operation's name in JSON.
    public var name: String {
        switch self {
        case .dismiss: return "dismiss"
        case .switchFlow: return "switchFlow"
        case .selectTab: return "selectTab"
        case .popTo: return "popTo"
        case .push: return "push"
        case .setStack, .reuseStack: return "setStack"
        case .present: return "present"
        }
    }
}
