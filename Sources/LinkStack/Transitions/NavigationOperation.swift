/// One step of a ``TransitionPlan``, mirroring a `UINavigationController` call.
public enum NavigationOperation: Sendable, Hashable {
    /// `popToViewController`: everything above the screen at `index` is removed, so it becomes the
    /// top. Index 0 is `popToRootViewController`.
    case popTo(index: Int)
    /// `pushViewController`: one screen goes on top.
    case push(Screen)
    /// `setViewControllers`: the whole stack is replaced. Used only when the stack is empty or
    /// its root differs, since a root cannot be popped.
    case setStack([Screen])

    /// The operation's name in JSON: `popTo`, `push` or `setStack`.
    public var name: String {
        switch self {
        case .popTo: return "popTo"
        case .push: return "push"
        case .setStack: return "setStack"
        }
    }
}
