import Testing
@_spi(Engine) @testable import LinkStack

/// A link no route takes is `no_route`; when a route matched its path but refused its query, the
/// message says which and why (its near miss). The dispatcher tells whether a route refused the
/// link by its parameters, and only then are the routes asked for a near miss.
@Suite struct NearMissTests {
    static let yaml = """
        schemes: [app]
        screens: { Home: {}, Plan: {}, Item: {} }
        routes:
          - { name: premium, pattern: '/plans/{id}?plan={plan:(monthly|yearly)}', screen: Plan }
          - { name: item, pattern: '/items/{id:int}', screen: Item }
          - { name: home, pattern: '/', screen: Home }
        """

    /// The dispatcher's answer for `url` and whether a route refused it by its parameters.
    func dispatched(_ table: RouteTable, _ url: String) throws -> (route: String?, refused: Bool) {
        let link = try table.link(url)
        var refused = false
        let found = try table.dispatcher.match(link, query: link.queryItems, in: table.routes, origins: nil, origin: nil,
                                               limits: table.limits, refused: &refused)
        return (found?.route.name, refused)
    }

    @Test func theDispatcherTellsWhetherARouteRefusedTheLinkByItsParameters() throws {
        let table = try RouteTable(yaml: Self.yaml)
        #expect(try dispatched(table, "app://plans/7?plan=monthly") == ("premium", false))
        #expect(try dispatched(table, "app://plans/7?plan=student") == (nil, true))  // the query refused
        #expect(try dispatched(table, "app://items/99999999999999999999") == (nil, true))  // past Int: the kind refused
        #expect(try dispatched(table, "app://items/x") == (nil, false))  // not an int: the pattern's own, no route reached
        #expect(try dispatched(table, "app://nowhere/7") == (nil, false))  // no route's path reached
    }

    @Test func aMissNamesTheRouteThatRefusedItsQueryAndNothingElse() throws {
        let table = try RouteTable(yaml: Self.yaml)
        let reason = { (url: String) -> String? in
            do throws(ResolutionError) {
                _ = try table.match(table.link(resolving: url))
                return nil
            } catch {
                guard case .noRoute(_, let reason) = error else { return "\(error)" }
                return reason
            }
        }
        #expect(reason("app://plans/7?plan=student")
            == "no route matches /plans/7; route 'premium' matches the path, but query 'plan' value 'student' is not a {plan:(monthly|yearly)}")
        #expect(reason("app://plans/7") == "no route matches /plans/7; route 'premium' matches the path, but query 'plan' is missing")
        #expect(reason("app://items/99999999999999999999") == "no route matches /items/99999999999999999999")
        #expect(reason("app://items/x") == "no route matches /items/x")
        #expect(reason("app://nowhere/7") == "no route matches /nowhere/7")
        let resolver = Resolver(table: table)
        // (Escapes, a trailing slash and an upper-case scheme: a miss's path as the table reads it.)
        for url in ["app://plans/7?plan=student", "app://plans/7", "app://items/99999999999999999999", "app://items/x", "app://nowhere/7",
                    "APP://nowhere/caf%C3%A9/%7e/y/", "app://plans/%37?plan=st%75dent", "app://items/%2F1?x=%20"] {
            let link = try table.link(url)
            #expect(RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.match(link) }
                == RouteDispatcherTests.outcome { () throws(ResolutionError) in try table.referenceMatch(link) }, "\(url)")
            // The resolver, which reads a link from its bytes and words a plain miss from them, says the same.
            #expect(Self.error { () throws(ResolutionError) in _ = try resolver.resolve(url) }
                == Self.error { () throws(ResolutionError) in _ = try resolver.resolveWhole(url, from: .empty, context: .init(), events: false) },
                    "\(url)")
            #expect(Self.error { () throws(ResolutionError) in _ = try resolver.resolve(url) } == reason(url).map { "no_route: " + $0 })
        }
    }

    /// The code and message of the error `body` throws, or nil.
    static func error(_ body: () throws(ResolutionError) -> Void) -> String? {
        do throws(ResolutionError) {
            try body()
            return nil
        } catch {
            guard case .noRoute(_, let reason) = error else { return "\(error)" }
            return "no_route: " + reason
        }
    }
}
