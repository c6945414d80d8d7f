/// Why a ``NavigationHost`` could not perform a step. The host changed nothing for that step, so
/// the ``PlanApplier`` ends the plan with the state after the step before.
public enum NavigationHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The app has no view or view controller for the screen (its factory returned nil).
    case cannotBuild(Screen)
    /// The host refused the step for a reason of its own, in words a person understands.
    case refused(String)

    /// A stable name for the error: `cannot_build_screen` or `host_refused`.
    public var code: String {
        switch self {
        case .cannotBuild: return "cannot_build_screen"
        case .refused: return "host_refused"
        }
    }

    /// What went wrong: `the app cannot build screen Product(id: 42)`.
    public var description: String {
        switch self {
        case .cannotBuild(let screen): return "the app cannot build screen \(screen)"
        case .refused(let reason): return reason
        }
    }
}
