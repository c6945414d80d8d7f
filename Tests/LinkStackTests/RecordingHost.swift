import LinkStackCore

/// A fake ``NavigationHost`` for tests: records each step it is asked for, then completes it at
/// once, holds it until the test releases it, or fails it.
@MainActor
final class RecordingHost: NavigationHost {
    weak var applier: PlanApplier?
    /// The steps asked for, in order; a `setStack` is recorded as `.reuseStack` (see ``normalized(_:)``).
    private(set) var performed: [NavigationOperation] = []
    /// The step (index into ``performed``) to fail, as an app that cannot build a screen does.
    var failing: Int?
    /// Whether completions wait for ``release()``.
    var holding = false
    /// Completions held back.
    private var held: [Completion] = []
    /// What ``shownState()`` answers: what a real host reads back from its views.
    var shown: NavigationState?

    /// How many completions are held back.
    var heldCount: Int { held.count }

    /// Completes the oldest held step, and returns its completion (which a faulty host might call again).
    @discardableResult
    func release(_ error: NavigationHostError? = nil) -> Completion? {
        guard !held.isEmpty else { return nil }
        let completion = held.removeFirst()
        completion(error)
        return completion
    }

    /// The calls a plan's operations make: a minimal `setStack` arrives as a setStack keeping nothing.
    static func normalized(_ operations: [NavigationOperation]) -> [NavigationOperation] {
        operations.map { operation in
            guard case .setStack(let screens) = operation else { return operation }
            return .reuseStack(screens.map { PlannedScreen($0) })
        }
    }

    private func record(_ operation: NavigationOperation, screen: Screen?, completion: @escaping Completion) {
        performed.append(operation)
        if performed.count - 1 == failing {
            completion(screen.map(NavigationHostError.cannotBuild) ?? .refused("the test host fails step \(performed.count - 1)"))
        } else if holding {
            held.append(completion)
        } else {
            completion(nil)
        }
    }

    func switchFlow(to flow: String, transition: FlowTransition, tab: String?, stack: [Screen],
                    tabStacks: [String: [Screen]], completion: @escaping Completion) {
        record(.switchFlow(flow: flow, transition: transition, tab: tab, stack: stack, tabStacks: tabStacks),
               screen: stack.first ?? tab.flatMap { tabStacks[$0]?.first }, completion: completion)
    }
    func selectTab(_ tab: String, completion: @escaping Completion) { record(.selectTab(tab), screen: nil, completion: completion) }
    func setStack(_ screens: [PlannedScreen], completion: @escaping Completion) {
        record(.reuseStack(screens), screen: screens.first { $0.reusedFrom == nil }?.screen, completion: completion)
    }
    func push(_ screen: Screen, completion: @escaping Completion) { record(.push(screen), screen: screen, completion: completion) }
    func popTo(index: Int, completion: @escaping Completion) { record(.popTo(index: index), screen: nil, completion: completion) }
    func present(_ screens: [Screen], style: PresentationStyle, completion: @escaping Completion) { record(.present(screens, style: style), screen: screens.first, completion: completion) }
    func dismiss(count: Int, completion: @escaping Completion) { record(.dismiss(count: count), screen: nil, completion: completion) }
    func shownState() -> NavigationState? { shown }
}
