import Testing
@testable import LinkStackCore
@testable import LinkStack

/// `LinkOrigins` answers whether a route takes a link's scheme and host as the route itself does
/// (`LinkRoute.accepts`), for every link it gives an origin, a host only a wildcard matches
/// included; it gives none only to a scheme or host the table does not answer. A link read as
/// bytes (the link writer), in either case, gets the same answers as its parsed strings; and a
/// route that answers a host the table names exactly only by its wildcard is told (rank rule 3).
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
            let origins = try #require(LinkOrigins(routes: routes, schemes: scope.schemes, hosts: scope.hosts))
            for scheme in schemes + ["ftp"] {
                for host in probes.map(Optional.some) + [nil] {
                    // A custom scheme carries a host when the options say so; without, its link has none.
                    let text = host.map { "\(scheme)://\($0)/p" } ?? "\(scheme)://p"
                    let link = try DeepLink(text, options: DeepLink.Options(hostSchemes: host == nil ? [] : Set(schemes + ["ftp"])))
                    let answered = scope.schemes.contains(link.scheme)
                        && link.host.map { HostPattern.bestMatch(in: Set(scope.hosts), $0) != nil } != false
                    let shouted = Array(text.uppercased().utf8)  // as a line may spell it
                    let bytes = LinkBytes.reading(shouted) { line -> LinkOrigins.Origin? in
                        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? 0
                        let hostBytes = link.host.map { line.part((colon + 3)..<(colon + 3 + $0.utf8.count)) }
                        return origins.origin(scheme: line.part(0..<colon), host: hostBytes)
                    }
                    guard let origin = origins.origin(of: link) else {
                        #expect(!answered && bytes == nil, "\(link.text)")
                        continue
                    }
                    #expect(answered, "\(link.text)")
                    let read = try #require(bytes, "\(link.text)")
                    for (position, route) in routes.enumerated() {
                        #expect(origins.accepts(route: position, origin) == route.accepts(link), "\(route.name) \(link.text)")
                        #expect(origins.accepts(route: position, read) == route.accepts(link), "\(route.name) \(link.text) as bytes")
                        let byWildcard = link.host.map { scope.hosts.contains($0) && HostPattern.bestMatch(in: route.hostSet, $0) == .wildcard }
                        #expect(origins.answersByWildcard(route: position, origin) == (byWildcard == true), "\(route.name) \(link.text)")
                    }
                }
            }
        }
    }

    /// A scheme's or host's bytes hold an upper-case letter, by words, exactly when one of them is
    /// one: every length up to three words, a letter at each position, bytes next to `A` and `Z`
    /// and past 0x7F.
    @Test func anUpperCaseLetterIsFoundWhereverItIs() {
        var random = SampleGenerator(seed: 83)
        let bytes: [UInt8] = [0x40, 0x41, 0x4D, 0x5A, 0x5B, 0x61, 0x7A, 0x2E, 0x80, 0xC1, 0xDA, 0xFF]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in bytes.randomElement(using: &random) ?? 0 }
            let expected = text.contains { (0x41...0x5A).contains($0) }
            #expect(LinkBytes.reading(text) { LinkOrigins.hasUpper($0) } == expected, "\(text)")
        }
    }
}
