/// What a route does with the links it matches: show one screen with its parent chain or an
/// explicit stack, refuse them (`exclude: true`), or send them on as another link (`redirect:`).
package enum RouteTarget: Sendable, Hashable {
    /// `screen: Reviews`: the stack is the screen's parent chain, root first.
    case screen(String)
    /// `stack: [Home, { screen: Product, params: { id: "{id}" } }]`: exactly these screens.
    case stack([StackEntry])
    /// `exclude: true`: the links it matches answer `no_route`, before any lower-ranked route is tried.
    case exclude
    /// `redirect: "/posts/{id}"`: the value template, filled with the route's parameters, is
    /// resolved again as a link on the same table.
    case redirect(String)
}

extension RouteTarget {
    /// The name of the screen on top of the target stack; empty for an exclusion or a redirect.
    package var topScreen: String {
        switch self {
        case .screen(let name): return name
        case .stack(let entries): return entries.last?.screen ?? ""
        case .exclude, .redirect: return ""
        }
    }

    /// Whether the target shows screens (a `screen` or a `stack`).
    package var showsScreens: Bool {
        switch self {
        case .screen, .stack: return true
        case .exclude, .redirect: return false
        }
    }
}
