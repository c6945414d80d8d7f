import Testing
@testable import LinkStackCore
@testable import LinkStack

/// `LinkOrigins` answers whether a route takes a link's scheme and host as the route itself does
/// (`LinkRoute.accepts`), for every link it gives an origin; a link whose host only a wildcard
/// matches gets none.
@Suite struct LinkOriginsTests {
    @Test func theBitsAnswerAsTheRouteDoes() throws {
        let schemes = ["app", "https", "shop", "x-y"]
        let hosts = ["a.com", "b.a.com", "*.a.com", "c.org", "*.b.a.com", "d.net"]
        let probes = ["a.com", "b.a.com", "z.a.com", "z.b.a.com", "c.org", "d.net", "e.net"]
        var random = SampleGenerator(seed: 74)
        for _ in 0..<40 {
            let routes = (0..<Int.random(in: 1...8, using: &random)).map { index -> LinkRoute in
                let own = hosts.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
                return LinkRoute(name: "r\(index)", path: .template([.literal("p")]), target: .screen("S"),
                                 schemes: schemes.filter { _ in Bool.random(using: &random) }, hosts: own, ownsHosts: !own.isEmpty)
            }
            let scope = LinkScope(routes: routes)
            let origins = try #require(scope.origins)
            for scheme in schemes + ["ftp"] {
                for host in probes.map(Optional.some) + [nil] {
                    // A custom scheme carries a host when the options say so; without, its link has none.
                    let text = host.map { "\(scheme)://\($0)/p" } ?? "\(scheme)://p"
                    let link = try DeepLink(text, options: DeepLink.Options(hostSchemes: host == nil ? [] : Set(schemes + ["ftp"])))
                    guard let origin = origins.origin(of: link) else {
                        // No origin: the scheme is not the table's, or no exact host is this one.
                        #expect(!scope.schemes.contains(link.scheme) || link.host.map { !scope.hosts.contains($0) } == true, "\(link.text)")
                        continue
                    }
                    for (position, route) in routes.enumerated() {
                        #expect(origins.accepts(route: position, origin) == route.accepts(link), "\(route.name) \(link.text)")
                    }
                }
            }
        }
    }
}
