/// The route a link matched and the parameters it captured.
public struct RouteMatch: Sendable {
    /// The route that matched.
    public let route: Route
    /// The captured (and defaulted) parameters, typed: `{name:int}` values are integers.
    public let params: Parameters

    /// Creates a match.
    public init(route: Route, params: Parameters) {
        self.route = route
        self.params = params
    }
}
