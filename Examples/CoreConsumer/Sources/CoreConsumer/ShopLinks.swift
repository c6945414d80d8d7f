import LinkStackCore

/// A resolver written by hand for a three-screen shop, the way an app without PCRE2 answers its
/// links: it finds the route itself and lets the core's ``ScreenGraph`` build, check and guard
/// the states and plan the way there.
struct ShopLinks: LinkResolving {
    let graph: ScreenGraph

    init() {
        let here = SourceLocation(file: #fileID, line: #line, column: 1)
        let screens = [
            ScreenDefinition(name: "Home", location: here),
            ScreenDefinition(name: "Product", title: "Product {id}", parent: "Home", location: here),
            ScreenDefinition(name: "Reviews", parent: "Product", declaredParams: ["id"], location: here),
        ]
        graph = ScreenGraph(screens: Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) }), flows: [:],
                            samples: [(.screen("Reviews"), ["id": 0])])
    }

    func resolve(_ url: String, from current: NavigationState, context: NavigationContext,
                 events: Bool) throws(ResolutionError) -> Resolution {
        let link = try DeepLink(resolving: url)
        let segments = link.segments
        guard link.scheme == "shop", segments.count >= 2, segments[0] == "products", let id = Int(segments[1]),
              segments.count == 2 || segments.count == 3 && segments[2] == "reviews" else {
            throw .noRoute(url: url, reason: "no route matches \(link.path)")
        }
        let (route, target): (String, RouteTarget) = segments.count == 3 ? ("product.reviews", .screen("Reviews")) : ("product", .screen("Product"))
        let params: Parameters = ["id": .int(id)]
        return try graph.resolution(of: url, route: route, target: target, params: params, from: current, context: context, events: events)
    }

    func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext) throws(ResolutionError) -> Resumption {
        try graph.resume(pending, from: current, context: context)
    }
}
