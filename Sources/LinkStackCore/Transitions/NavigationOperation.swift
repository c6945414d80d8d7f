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

extension NavigationOperation: CustomStringConvertible {
    /// The step as a line: `dismiss 1`, `switchFlow main (fade) [Home]`, `selectTab Account`,
    /// `popTo 0`, `push Product(id: 42)`, `setStack [Home, Cart]`, `present [SignIn] as sheet`;
    /// a reuse plan's entry kept from a live screen is marked `(reused 1)`.
    public var description: String {
        func list(_ screens: [Screen]) -> String { "[" + screens.map(\.description).joined(separator: ", ") + "]" }
        switch self {
        case .dismiss(let count): return "dismiss \(count)"
        case .switchFlow(let flow, let transition, let tab, let stack, let tabStacks):
            guard let tab else { return "switchFlow \(flow) (\(transition.rawValue)) \(list(stack))" }
            let stacks = tabStacks.keys.sorted().map { "\($0): \(list(tabStacks[$0] ?? []))" }.joined(separator: ", ")
            return "switchFlow \(flow) (\(transition.rawValue)) tab \(tab), \(stacks)"
        case .selectTab(let tab): return "selectTab \(tab)"
        case .popTo(let index): return "popTo \(index)"
        case .push(let screen): return "push \(screen)"
        case .setStack(let stack): return "setStack \(list(stack))"
        case .present(let stack, let style): return "present \(list(stack)) as \(style.rawValue)"
        case .reuseStack(let entries):
            let items = entries.map { entry in entry.reusedFrom.map { "\(entry.screen) (reused \($0))" } ?? entry.screen.description }
            return "setStack [" + items.joined(separator: ", ") + "]"
        }
    }
}
