/// One screen of a reuse plan's `setStack`: the screen, and where the live one to keep for it is.
///
/// With `reusedFrom`, the app keeps the view controller at that index of the stack it replaces
/// (same name and parameters) and moves it to this position; without it, it creates a new one.
public struct PlannedScreen: Sendable, Hashable {
    /// The screen at this position of the new stack.
    public let screen: Screen
    /// Its index in the stack being replaced, when the live screen there is kept; nil for a new one.
    public let reusedFrom: Int?

    /// Creates an entry.
    package init(_ screen: Screen, reusedFrom: Int? = nil) {
        self.screen = screen
        self.reusedFrom = reusedFrom
    }

    /// A new stack for `new` that keeps as many screens of `old` as it can: each screen of `new`
    /// takes the next unused equal screen of `old`, in order, so no live screen is used twice.
    static func reusing(_ old: [Screen], for new: [Screen]) -> [PlannedScreen] {
        var free: [Screen: [Int]] = [:]
        for (index, screen) in old.enumerated().reversed() { free[screen, default: []].append(index) }
        return new.map { screen in PlannedScreen(screen, reusedFrom: free[screen]?.popLast()) }
    }
}
