/// What a route shows: one screen with its parent chain, or an explicit stack.
public enum RouteTarget: Sendable, Hashable {
    /// `screen: Reviews`: the stack is the screen's parent chain, root first.
    case screen(String)
    /// `stack: [Home, { screen: Product, params: { id: "{id}" } }]`: exactly these screens.
    case stack([StackEntry])
}

extension RouteTarget {
    /// The name of the screen on top of the target stack.
    public var topScreen: String {
        switch self {
        case .screen(let name): return name
        case .stack(let entries): return entries.last?.screen ?? ""
        }
    }
}
