/// A checked route table as data: the routes in match order, the screens and flows, and how
/// links are read. `linkstack generate swift` writes one into an app as a Swift literal; the
/// engine's `RouteTable.linkTable` gives the same for a loaded table. ``CoreResolver`` resolves
/// links with it, without PCRE2.
public struct LinkTable: Sendable {
    /// The routes in match order, each with its rank class.
    public let routes: [LinkRoute]
    /// The screens and flows.
    package let graph: ScreenGraph
    /// The flows by name (none for an app with one stack): what a host orders a flow's tabs by.
    public var flows: [String: FlowDefinition] { graph.flows }
    /// The size limits links are parsed under.
    package let linkLimits: DeepLink.Limits
    /// How links are read: `hostSchemes` and the `trailingSlash` rule.
    package let linkOptions: DeepLink.Options

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - routes: The routes in match order (as a checked table gives them).
    ///   - screens: Every screen.
    ///   - flows: Every flow; none for an app with one stack.
    ///   - linkLimits: The size limits links are parsed under.
    ///   - linkOptions: How links are read.
    package init(routes: [LinkRoute], screens: [ScreenDefinition], flows: [FlowDefinition] = [],
                linkLimits: DeepLink.Limits = .default, linkOptions: DeepLink.Options = DeepLink.Options()) {
        self.routes = routes
        self.graph = ScreenGraph(screens: Dictionary(screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                                 flows: Dictionary(flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                                 samples: { routes.map { ($0.target, $0.sampleParameters) } })
        self.linkLimits = linkLimits
        self.linkOptions = LinkTable.options(linkOptions, routes: routes)
    }

    /// A table over a graph already built from these routes (the engine's).
    package init(routes: [LinkRoute], graph: ScreenGraph, linkLimits: DeepLink.Limits, linkOptions: DeepLink.Options) {
        self.routes = routes
        self.graph = graph
        self.linkLimits = linkLimits
        self.linkOptions = LinkTable.options(linkOptions, routes: routes)
    }

    /// `options` reading as `routes` do: a query name one reads as `{name:rest}` takes the rest
    /// of the query, `&`s and all, wherever it stands (``DeepLink/Options/restQuery``).
    private static func options(_ options: DeepLink.Options, routes: [LinkRoute]) -> DeepLink.Options {
        var options = options
        // Each route's query read in place: a closure taking the route copied all of it (0.4 M of a GitHub cold start).
        options.restQuery = Set(routes.indices.flatMap { index in
            routes[index].query.compactMap { if case .parameter(_, .rest) = $0.value { $0.queryName } else { nil } }
        }).sorted()
        return options
    }
}
