/// The route a link matched and the parameters it captured.
public struct RouteMatch: Sendable {
    /// The route that matched.
    public let route: Route
    /// The captured (and defaulted) parameters, typed: `{name:int}` values are integers.
    public let params: Parameters

    /// The route's position in its table's routes, when the matcher that found it knew it; -1
    /// otherwise (rank rule 3 then looks it up).
    package let position: Int

    /// Creates a match.
    package init(route: Route, params: Parameters) {
        self.init(route: route, params: params, position: -1)
    }

    /// Creates a match by the route at `position` in its table's routes.
    package init(route: Route, params: Parameters, position: Int) {
        self.route = route
        self.params = params
        self.position = position
    }

    /// The match with the link `text` it answers under its route's `linkParameter:`, if it names
    /// one (`text` is made only then: a link read from its bytes has none made).
    package func givingLink(_ text: @autoclosure () -> String) -> RouteMatch {
        route.spec.linkParameter == nil ? self : RouteMatch(route: route, params: route.spec.withLink(text(), params), position: position)
    }
}
