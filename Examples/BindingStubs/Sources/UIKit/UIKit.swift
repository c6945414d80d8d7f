// A stub of the UIKit surface LinkStackUIKit uses, with the SDK's isolation, to type-check the host on Linux
// (Scripts/check-bindings.sh). Not UIKit: signatures are simplified to what the host calls.
@_exported import Foundation
public typealias CGFloat = Double

@MainActor open class UIResponder: NSObject {}
@MainActor open class UIView: UIResponder {
    public let layer = CALayer()
    public struct AnimationOptions: OptionSet, Sendable { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 1) }
    open class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (@MainActor @Sendable () -> Void)?, completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
}
@MainActor open class UIWindow: UIView { open var rootViewController: UIViewController? }
@MainActor open class UITabBarItem: NSObject {}
@MainActor public protocol UIViewControllerTransitionCoordinatorContext {}
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {}
@MainActor open class UIPresentationController: NSObject { open weak var delegate: (any UIAdaptivePresentationControllerDelegate)? }
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
@MainActor open class UIViewController: UIResponder {
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var presentationController: UIPresentationController? { nil }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
}
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {}
@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
}
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {}
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    open var selectedViewController: UIViewController?
    open weak var delegate: (any UITabBarControllerDelegate)?
}
public struct CATransitionType: Sendable { public static let push = CATransitionType() }
public struct CATransitionSubtype: Sendable { public static let fromRight = CATransitionSubtype() }
open class CAAnimation: NSObject {}
open class CATransition: CAAnimation { open var type = CATransitionType.push; open var subtype: CATransitionSubtype?; open var duration: TimeInterval = 0 }
open class CALayer: NSObject { open func add(_ anim: CAAnimation, forKey key: String?) {} }
public let kCATransition = "transition"
open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
}
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    open func object(forKey aKey: KeyType?) -> ObjectType? { nil }
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {}
}
