import Observation

/// The navigation state for SwiftUI: an observable ``NavigationState`` that links change through
/// a ``PlanApplier`` and the user changes through the bindings of `LinkStackSwiftUI`'s views.
///
/// SwiftUI draws the state it is given, so each step is on screen at once; links still queue in
/// order, and the user's changes (``userSelectedTab(_:)``, ``userSetPath(_:tab:)``,
/// ``userSetModalPath(_:layer:)``, ``userDismissedModal(layer:)``) are checked with UIKit's rules
/// and planned from, like a UIKit host's.
///
/// ```swift
/// let model = NavigationModel(state: NavigationState([Screen("Home")]))
/// model.open("shop://products/42", with: resolver)
/// model.state.top  // Product(id: 42)
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class NavigationModel {
    /// What is shown.
    public private(set) var state: NavigationState
    /// The applier links go through; its host completes each step at once.
    @ObservationIgnored public let applier: PlanApplier
    /// How each modal stack is presented, by its root screen's name: the table's
    /// `ScreenGraph.presentationStyles`, so a full-screen modal is drawn as a full-screen cover.
    public var presentationStyles: [String: PresentationStyle]

    /// Creates a model showing `state`, drawing modal stacks in `presentationStyles` (sheets unless listed).
    public init(state: NavigationState = .empty, presentationStyles: [String: PresentationStyle] = [:]) {
        self.state = state
        self.presentationStyles = presentationStyles
        applier = PlanApplier(host: ImmediateHost(), state: state)
        applier.stateDidChange = { [weak self] shown in self?.state = shown }
    }

    /// Resolves `url` when its turn comes and shows where it leads (see ``PlanApplier/open(_:with:context:completion:)``).
    public func open(_ url: String, with resolver: any LinkResolving, context: NavigationContext = NavigationContext(),
                     completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        applier.open(url, with: resolver, context: context, completion: completion)
    }

    /// Queues the way back to a state a guard kept (``Resumption/pending``), once what it required
    /// holds (see ``PlanApplier/resume(_:with:context:completion:)``).
    public func resume(_ pending: NavigationState, with resolver: any LinkResolving, context: NavigationContext = NavigationContext(),
                       completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        applier.resume(pending, with: resolver, context: context, completion: completion)
    }

    /// Shows a resolution made from ``state`` (see ``PlanApplier/apply(_:completion:)``).
    public func apply(_ resolution: Resolution, completion: (@MainActor (AppliedPlan) -> Void)? = nil) {
        applier.apply(resolution, completion: completion)
    }

    /// The user tapped `tab`. Returns whether the change was taken (the tab exists and nothing covers it).
    @discardableResult
    public func userSelectedTab(_ tab: String) -> Bool {
        guard tab != state.tab else { return true }
        return take { () throws(NavigationError) in try applier.userDid(.selectTab(tab)) }
    }

    /// The user navigated within the stack of `tab` (nil: the flow's), which now shows its root and
    /// then `path` (a `NavigationStack`'s path). Only the stack on screen, with no modal over it,
    /// can change; returns whether the change was taken.
    @discardableResult
    public func userSetPath(_ path: [Screen], tab: String?) -> Bool {
        guard tab == state.tab, state.modals.isEmpty, let root = state.stack.first else { return false }
        return take { () throws(NavigationError) in try applier.userChangedStack(to: [root] + path) }
    }

    /// The user navigated within the topmost modal layer, `layer` (0 is the bottom one), which now
    /// shows its root and then `path`. Returns whether the change was taken.
    @discardableResult
    public func userSetModalPath(_ path: [Screen], layer: Int) -> Bool {
        guard layer == state.modals.count - 1, let root = state.modals.last?.first else { return false }
        return take { () throws(NavigationError) in try applier.userChangedStack(to: [root] + path) }
    }

    /// The user swiped the modal layer `layer` away: it and every layer over it go. Returns
    /// whether the change was taken.
    @discardableResult
    public func userDismissedModal(layer: Int) -> Bool {
        guard state.modals.indices.contains(layer) else { return false }
        return take { () throws(NavigationError) in try applier.userDid(.dismiss(count: state.modals.count - layer)) }
    }

    /// How the modal layer `layer` (0 is the bottom one) is presented: its root's style, a sheet unless listed.
    public func presentationStyle(ofModal layer: Int) -> PresentationStyle {
        PresentationStyle.of(state.modals.indices.contains(layer) ? state.modals[layer].first : nil, in: presentationStyles)
    }

    private func take(_ change: () throws(NavigationError) -> Void) -> Bool {
        do throws(NavigationError) {
            try change()
            return true
        } catch {
            return false
        }
    }
}
