/// One hop of a redirect chain: the `redirect:` route that answered a link, and the link it sent
/// the app to instead (resolved again on the same table).
public struct Redirect: Sendable, Hashable {
    /// The redirect route's name.
    public let route: String
    /// The link it produced.
    public let url: String

    /// The most `redirect:` hops one link may take before it is a ``ResolutionError/redirectLoop(url:hops:)``.
    package static let maxHops = 4

    /// Creates a hop.
    package init(route: String, url: String) {
        self.route = route
        self.url = url
    }

    /// `{"route": ..., "url": ...}`.
    package var json: JSONValue { ["route": .string(route), "url": .string(url)] }
}
