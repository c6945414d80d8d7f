/// A host whose steps are on screen as soon as they start: what ``NavigationModel`` applies plans
/// to, since SwiftUI draws the state it is given rather than performing steps.
@MainActor
final class ImmediateHost: NavigationHost {
    weak var applier: PlanApplier?

    func switchFlow(to flow: String, transition: FlowTransition, tab: String?, stack: [Screen],
                    tabStacks: [String: [Screen]], completion: @escaping Completion) { completion(nil) }
    func selectTab(_ tab: String, completion: @escaping Completion) { completion(nil) }
    func setStack(_ screens: [PlannedScreen], completion: @escaping Completion) { completion(nil) }
    func push(_ screen: Screen, completion: @escaping Completion) { completion(nil) }
    func popTo(index: Int, completion: @escaping Completion) { completion(nil) }
    func present(_ screens: [Screen], style: PresentationStyle, completion: @escaping Completion) { completion(nil) }
    func dismiss(count: Int, completion: @escaping Completion) { completion(nil) }
}
