#if canImport(UIKit) && !os(watchOS)
import LinkStackCore
import UIKit

extension UIKitNavigationHost: UINavigationControllerDelegate {
    /// A stack the user changed (a back button or swipe) is reported; the host's own steps are not.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        guard !performing else { return }
        let shown = navigationController.viewControllers.compactMap { screens.object(forKey: $0)?.screen }
        guard shown.count == navigationController.viewControllers.count else { return }
        try? applier?.userChangedStack(to: shown)
    }
}

extension UIKitNavigationHost: UITabBarControllerDelegate {
    /// A tab the user tapped is reported.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = tabBarController.viewControllers?.firstIndex(of: viewController), tabs.indices.contains(index) else { return }
        try? applier?.userDid(.selectTab(tabs[index]))
    }
}

extension UIKitNavigationHost: UIAdaptivePresentationControllerDelegate {
    /// A sheet the user swiped away is reported.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        try? applier?.userDid(.dismiss(count: 1))
    }
}
#endif
