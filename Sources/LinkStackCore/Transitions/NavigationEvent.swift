/// A notification UIKit sends while a plan is applied, such as `viewWillAppear` for the new top.
public struct NavigationEvent: Sendable, Hashable {
    /// The notifications, in the order UIKit sends them for one visible change.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The old top is about to disappear.
        case viewWillDisappear
        /// The new top is about to appear.
        case viewWillAppear
        /// The navigation controller's delegate: `navigationController(_:willShow:animated:)`.
        case willShow
        /// The old top has disappeared.
        case viewDidDisappear
        /// The new top has appeared.
        case viewDidAppear
        /// The navigation controller's delegate: `navigationController(_:didShow:animated:)`.
        case didShow
    }

    /// Which notification.
    public let kind: Kind
    /// The screen it concerns.
    public let screen: Screen
    /// The index, in the plan's operations, of the operation that sends it.
    public let operation: Int

    /// Creates an event.
    package init(_ kind: Kind, screen: Screen, operation: Int) {
        self.kind = kind
        self.screen = screen
        self.operation = operation
    }

    /// The notifications applying `plan` to `current` sends, in order.
    ///
    /// Every operation that changes the visible screen sends `viewWillDisappear` (old top),
    /// `viewWillAppear` (new top), `willShow` (new top), `viewDidDisappear` (old top),
    /// `viewDidAppear` (new top) and `didShow` (new top). The navigation controller's delegate
    /// calls, `willShow` and `didShow`, come only from operations that put a new top on a
    /// navigation stack (`popTo`, `push`, `setStack`, `switchFlow`, `present`); `dismiss` and
    /// `selectTab` reveal a stack as it was left.
    ///
    /// A sheet (``PresentationStyle/sheet``) leaves its presenter in the window: presenting one
    /// sends the presenter no `viewWillDisappear`/`viewDidDisappear`, and dismissing down to the
    /// presenter sends it no `viewWillAppear`/`viewDidAppear`. A full-screen modal sends them all.
    ///
    /// - Parameters:
    ///   - plan: The plan, as planned from `current`.
    ///   - current: What the app shows before the plan.
    ///   - styles: How each modal stack is presented, by its root screen's name
    ///     (``ScreenGraph/presentationStyles``), for the layers a `dismiss` removes; a stack whose
    ///     root is not listed is a sheet. A `present` carries its own style.
    package static func events(applying plan: TransitionPlan, to current: NavigationState,
                              styles: [String: PresentationStyle] = [:]) -> [NavigationEvent] {
        var navigator = ReferenceNavigator(state: current)
        var events: [NavigationEvent] = []
        for (index, operation) in plan.operations.enumerated() {
            let old = navigator.state.top
            let modals = navigator.state.modals
            let presenterStays: Bool
            switch operation {
            case .present(_, let style): presenterStays = style == .sheet
            case .dismiss(let count) where count > 0 && count <= modals.count:
                presenterStays = PresentationStyle.of(modals[modals.count - count].first, in: styles) == .sheet
            default: presenterStays = false
            }
            do throws(NavigationError) {
                try navigator.apply(operation)
            } catch {
                break
            }
            guard let new = navigator.state.top, new != old else { continue }
            let delegate: Bool
            switch operation {
            case .dismiss, .selectTab: delegate = false
            default: delegate = true
            }
            // A sheet's presenter neither disappears when it is presented nor appears when it is dismissed.
            let (leaving, arriving): (Screen?, Screen?)
            switch operation {
            case .present: (leaving, arriving) = (presenterStays ? nil : old, new)
            case .dismiss: (leaving, arriving) = (old, presenterStays ? nil : new)
            default: (leaving, arriving) = (old, new)
            }
            let sequence: [(Kind, Screen?)] = [
                (.viewWillDisappear, leaving), (.viewWillAppear, arriving), (.willShow, delegate ? new : nil),
                (.viewDidDisappear, leaving), (.viewDidAppear, arriving), (.didShow, delegate ? new : nil),
            ]
            for case let (kind, screen?) in sequence {
                events.append(NavigationEvent(kind, screen: screen, operation: index))
            }
        }
        return events
    }
}
