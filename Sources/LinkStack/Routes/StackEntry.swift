/// One screen of a route's explicit `stack:`, such as `{ screen: Product, params: { id: "{id}" } }`.
public struct StackEntry: Sendable, Hashable {
    /// The screen's name.
    public let screen: String
    /// The parameters given explicitly, each as a template; nil when the entry is just a name,
    /// so the screen gets the parameters it declares.
    public let params: [String: ValueTemplate]?
    /// Where the entry is written.
    public let location: SourceLocation

    /// Creates an entry.
    public init(screen: String, params: [String: ValueTemplate]? = nil, location: SourceLocation) {
        self.screen = screen
        self.params = params
        self.location = location
    }
}

/// A parameter value written in a route file: a reference to a capture, fixed text or number,
/// or text with captures interpolated.
public enum ValueTemplate: Sendable, Hashable {
    /// `"{id}"`: the capture named `id`, with its type.
    case reference(String)
    /// A fixed value: `7` or `"reviews"`.
    case literal(ParameterValue)
    /// Text with `{name}` placeholders, such as `"order-{id}"`: always a string.
    case interpolated(String)

    /// The names of the captures the template uses.
    public var referencedNames: [String] {
        switch self {
        case .reference(let name): return [name]
        case .literal: return []
        case .interpolated(let text): return ScreenDefinition.placeholders(in: text)
        }
    }

    /// The value for a set of captures.
    public func value(with captures: Parameters) -> ParameterValue? {
        switch self {
        case .reference(let name): return captures[name]
        case .literal(let value): return value
        case .interpolated(let text): return .string(ScreenDefinition.interpolate(text, with: captures))
        }
    }
}

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
