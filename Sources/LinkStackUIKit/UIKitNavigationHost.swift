#if canImport(UIKit) && !os(watchOS)
import LinkStackCore
import UIKit

/// A ``NavigationHost`` for UIKit: the window's root switches between flows (a
/// `UINavigationController`, or a `UITabBarController` with one per tab), plans push, pop and set
/// on the selected one, and modal layers are presented navigation controllers.
///
/// Each step completes when UIKit has finished it: the `transitionCoordinator` of a navigation
/// change, `present`/`dismiss` completions, the flow's transition. Every screen of a step is built
/// before UIKit is touched; a screen `makeViewController` cannot build fails the step with nothing
/// changed. A back swipe, a tab tapped and a sheet swiped away are reported to ``applier``.
/// It holds no navigation logic: the order, the rules and the state are the core's ``PlanApplier``'s.
///
/// ```swift
/// let host = UIKitNavigationHost(window: window, flows: ShopLinks.table.flows) { screen in
///     ScreenFactory.viewController(for: screen)   // nil: this app cannot show it
/// }
/// let applier = PlanApplier(host: host)
/// applier.open(url.absoluteString, with: ShopLinks.resolver, context: session.context)
/// ```
@MainActor
public final class UIKitNavigationHost: NSObject, NavigationHost {
    /// The applier driving this host, told of the user's changes.
    public weak var applier: PlanApplier?
    /// The window whose root controller this host sets.
    public let window: UIWindow
    /// The flows, for their tabs' order.
    public let flows: [String: FlowDefinition]
    /// Builds the view controller for a screen; nil when the app cannot show it.
    public let makeViewController: @MainActor (Screen) -> UIViewController?
    /// How long a flow's fade or slide takes.
    public var transitionDuration: TimeInterval = 0.3

    /// The screen each view controller this host built shows.
    let screens = NSMapTable<UIViewController, ScreenBox>.weakToStrongObjects()
    /// The tabs of the flow shown, in order.
    var tabs: [String] = []
    /// The flow shown, once a step has switched to one.
    var flow: String?
    /// Whether a step is running: navigation callbacks then come from it, not from the user.
    var performing = false

    /// Creates a host for `window`; a window without a root controller gets an empty navigation controller.
    public init(window: UIWindow, flows: [String: FlowDefinition] = [:],
                makeViewController: @escaping @MainActor (Screen) -> UIViewController?) {
        self.window = window
        self.flows = flows
        self.makeViewController = makeViewController
        super.init()
        if window.rootViewController == nil { window.rootViewController = navigationController([]) }
    }

    /// Builds the flow's stacks and makes them the window's root with `transition`.
    public func switchFlow(to flow: String, transition: FlowTransition, tab: String?, stack: [Screen],
                           tabStacks: [String: [Screen]], completion: @escaping Completion) {
        let order = NavigationState(flow: flow, tab: tab, tabStacks: tabStacks, flowStack: stack, modals: []).tabs(in: flows)
        guard let built = build(tab == nil ? [stack] : order.map { tabStacks[$0] ?? [] }, completion: completion) else { return }
        let root: UIViewController
        if let tab {
            let bar = UITabBarController()
            bar.viewControllers = built.map(navigationController)
            bar.selectedIndex = order.firstIndex(of: tab) ?? 0
            bar.delegate = self
            root = bar
        } else {
            root = navigationController(built.first ?? [])
        }
        tabs = order
        self.flow = flow
        replaceRoot(with: root, transition: transition, completion: completion)
    }

    /// Selects the tab bar's tab.
    public func selectTab(_ tab: String, completion: @escaping Completion) {
        guard let bar = window.rootViewController as? UITabBarController, let index = tabs.firstIndex(of: tab) else {
            return completion(.refused("no tab \(tab) is shown"))
        }
        bar.selectedIndex = index
        completion(nil)
    }

    /// `setViewControllers` on the topmost navigation controller, keeping the live controllers named.
    public func setStack(_ screens: [PlannedScreen], completion: @escaping Completion) {
        let controller = topNavigationController
        let live = controller.viewControllers
        let reused = screens.map { entry in entry.reusedFrom.flatMap { live.indices.contains($0) ? live[$0] : nil } }
        let fresh = zip(screens, reused).filter { $0.1 == nil }.map(\.0.screen)
        guard var built = build([fresh], completion: completion)?.first else { return }
        let stack = reused.map { controller in controller ?? built.removeFirst() }
        perform(on: controller, completion: completion) { $0.setViewControllers(stack, animated: true) }
    }

    /// `pushViewController` on the topmost navigation controller (the top modal layer's, else the selected one).
    public func push(_ screen: Screen, completion: @escaping Completion) {
        guard let built = build([[screen]], completion: completion)?.first?.first else { return }
        perform(on: topNavigationController, completion: completion) { $0.pushViewController(built, animated: true) }
    }

    /// `popToViewController` on the topmost navigation controller (the top modal layer's, else the selected one).
    public func popTo(index: Int, completion: @escaping Completion) {
        let controller = topNavigationController
        guard controller.viewControllers.indices.contains(index) else {
            return completion(.refused("no screen at index \(index) to pop to"))
        }
        let target = controller.viewControllers[index]
        perform(on: controller, completion: completion) { _ = $0.popToViewController(target, animated: true) }
    }

    /// Presents a navigation controller with the screens over the topmost controller, its
    /// `modalPresentationStyle` `.pageSheet` for a sheet and `.fullScreen` for a full-screen modal.
    public func present(_ screens: [Screen], style: PresentationStyle, completion: @escaping Completion) {
        guard let built = build([screens], completion: completion)?.first else { return }
        let modal = navigationController(built)
        modal.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
        modal.presentationController?.delegate = self
        topmostController.present(modal, animated: true, completion: mainActor { completion(nil) })
    }

    /// Dismisses the topmost `count` modal layers in one `dismiss`.
    public func dismiss(count: Int, completion: @escaping Completion) {
        let layers = presentedLayers
        guard count > 0, count <= layers.count, let presenter = layers[layers.count - count].presentingViewController else {
            return completion(.refused("\(count) modal layers are not presented"))
        }
        presenter.dismiss(animated: true, completion: mainActor { completion(nil) })
    }
}
#endif
