#if canImport(UIKit) && !os(watchOS)
import LinkStackCore
import UIKit

extension UIKitNavigationHost {
    /// The view controllers for `stacks`, every screen built before any is shown; nil after
    /// failing `completion` with the first screen the app cannot build.
    func build(_ stacks: [[Screen]], completion: Completion) -> [[UIViewController]]? {
        var built: [[UIViewController]] = []
        for stack in stacks {
            var controllers: [UIViewController] = []
            for screen in stack {
                guard let controller = makeViewController(screen) else {
                    completion(.cannotBuild(screen))
                    return nil
                }
                screens.setObject(ScreenBox(screen), forKey: controller)
                controllers.append(controller)
            }
            built.append(controllers)
        }
        return built
    }

    /// A navigation controller showing `controllers`, reporting to this host, with its root's tab item.
    func navigationController(_ controllers: [UIViewController]) -> UINavigationController {
        let controller = UINavigationController()
        controller.setViewControllers(controllers, animated: false)
        controller.delegate = self
        if let root = controllers.first { controller.tabBarItem = root.tabBarItem }
        return controller
    }

    /// Makes `root` the window's root controller with the flow's transition.
    func replaceRoot(with root: UIViewController, transition: FlowTransition, completion: @escaping Completion) {
        let window = window
        let done = mainActor { completion(nil) }
        switch transition {
        case .none:
            window.rootViewController = root
            done()
        case .fade:
            UIView.transition(with: window, duration: transitionDuration, options: .transitionCrossDissolve,
                              animations: mainActor { window.rootViewController = root }, completion: { _ in done() })
        case .slide:
            let slide = CATransition()
            slide.type = .push
            slide.subtype = .fromRight
            slide.duration = transitionDuration
            CATransaction.begin()
            CATransaction.setCompletionBlock(done)
            window.layer.add(slide, forKey: kCATransition)
            window.rootViewController = root
            CATransaction.commit()
        }
    }

    /// Runs `change` on `controller` and completes when its transition has finished (at once when
    /// it has no transition coordinator: nothing animates).
    func perform(on controller: UINavigationController, completion: @escaping Completion,
                 _ change: (UINavigationController) -> Void) {
        performing = true
        change(controller)
        let done = mainActor { [weak self] in
            self?.performing = false
            completion(nil)
        }
        if let coordinator = controller.transitionCoordinator {
            _ = coordinator.animate(alongsideTransition: nil) { _ in done() }
        } else {
            done()
        }
    }

    /// A closure UIKit may call from a nonisolated completion, which runs `body` on the main actor
    /// (UIKit calls completions on the main thread).
    nonisolated func mainActor(_ body: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
        { MainActor.assumeIsolated(body) }
    }

    /// The selected navigation stack: the selected tab's, or the root's.
    var selectedNavigationController: UINavigationController {
        if let bar = window.rootViewController as? UITabBarController,
           let selected = bar.selectedViewController as? UINavigationController { return selected }
        if let root = window.rootViewController as? UINavigationController { return root }
        let root = navigationController([])
        window.rootViewController = root
        return root
    }

    /// The modal layers, bottom-most first.
    var presentedLayers: [UIViewController] {
        var layers: [UIViewController] = []
        var next = window.rootViewController?.presentedViewController
        while let layer = next {
            layers.append(layer)
            next = layer.presentedViewController
        }
        return layers
    }

    /// The controller a new modal layer is presented from.
    var topmostController: UIViewController { presentedLayers.last ?? window.rootViewController ?? selectedNavigationController }

    /// What the window shows, read from the controllers this host built (the flow it last switched
    /// to, each tab's or the root's stack, the presented layers); nil when a controller is not one
    /// of its screens (the app changed the hierarchy itself).
    public func shownState() -> NavigationState? {
        func screens(of controller: UIViewController?) -> [Screen]? {
            guard let navigation = controller as? UINavigationController else { return nil }
            let shown = navigation.viewControllers.compactMap { self.screens.object(forKey: $0)?.screen }
            return shown.count == navigation.viewControllers.count ? shown : nil
        }
        var modals: [[Screen]] = []
        for layer in presentedLayers {
            guard let stack = screens(of: layer) else { return nil }
            modals.append(stack)
        }
        if let bar = window.rootViewController as? UITabBarController {
            let controllers = bar.viewControllers ?? []
            guard controllers.count == tabs.count, tabs.indices.contains(bar.selectedIndex) else { return nil }
            var stacks: [String: [Screen]] = [:]
            for (tab, controller) in zip(tabs, controllers) {
                guard let stack = screens(of: controller) else { return nil }
                stacks[tab] = stack
            }
            return NavigationState(flow: flow, tab: tabs[bar.selectedIndex], tabStacks: stacks, flowStack: [], modals: modals)
        }
        guard let stack = screens(of: window.rootViewController) else { return nil }
        return NavigationState(flow: flow, tab: nil, tabStacks: [:], flowStack: stack, modals: modals)
    }

    /// The topmost navigation stack: the top modal layer's, else the selected one.
    var topNavigationController: UINavigationController {
        presentedLayers.last as? UINavigationController ?? selectedNavigationController
    }
}
#endif
