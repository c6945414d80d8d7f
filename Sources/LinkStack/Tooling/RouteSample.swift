/// One sample link of a route table and the route it must resolve to: what
/// `linkstack routes samples` prints (``RouteTable/samples(perRoute:misses:seed:)``).
public struct RouteSample: Sendable, Hashable {
    /// The link.
    public let url: String
    /// The route that answers the link, by name (for a `redirect:` route its own name, though
    /// resolving follows the redirect); nil for a near miss no route answers.
    public let route: String?
    /// Whether the link is a near miss (a sample link changed so that it may not match), not a
    /// link written for its route.
    public let isMiss: Bool

    /// Creates a sample.
    package init(url: String, route: String?, isMiss: Bool = false) {
        self.url = url
        self.route = route
        self.isMiss = isMiss
    }

    /// `URL<TAB>route`, `-` for no route: one line of `linkstack routes samples`.
    package var line: String { url + "\t" + (route ?? "-") }
}
