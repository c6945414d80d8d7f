import GeneratedLinks
import LinkStackCore
import Testing
@_spi(Engine) @testable import LinkStack

/// The files `linkstack generate swift` wrote (Tests/GeneratedLinks, compiled against
/// LinkStackCore alone): their tables are the engine's, their resolvers answer as the engine, and
/// their typed API writes the links `linkstack url` writes.
@Suite struct GeneratedLinksTests {
    /// Each generated enum's table and resolver, with the route files it came from.
    static let generated: [(routes: String, table: LinkTable, resolver: CoreResolver)] = [
        ("Routes", AppLinks.table, AppLinks.resolver),
        ("Routes/blog", BlogLinks.table, BlogLinks.resolver),
        ("Tests/Fixtures/RouteFiles/shop-one-stack.yaml", ShopOneStackLinks.table, ShopOneStackLinks.resolver),
        ("Tests/Fixtures/RouteFiles/settings-one-stack.yaml", SettingsOneStackLinks.table, SettingsOneStackLinks.resolver),
        ("Tests/Fixtures/RouteFiles/reader-query.yaml", ReaderQueryLinks.table, ReaderQueryLinks.resolver),
        ("Tests/Fixtures/RouteFiles/parameter-safety.yaml", ParameterSafetyLinks.table, ParameterSafetyLinks.resolver),
        ("Tests/Fixtures/RouteFiles/rank.yaml", RankLinks.table, RankLinks.resolver),
        ("Tests/Fixtures/RouteFiles/host-rank.yaml", HostRankLinks.table, HostRankLinks.resolver),
        ("Tests/Fixtures/RouteFiles/tight-limits.yaml", TightLimitsLinks.table, TightLimitsLinks.resolver),
        ("Tests/Fixtures/RouteFiles/news.yaml", NewsLinks.table, NewsLinks.resolver),
        ("Tests/Fixtures/RouteFiles/guarded-music.yaml", GuardedMusicLinks.table, GuardedMusicLinks.resolver),
        ("Tests/Fixtures/RouteFiles/music-over-current.yaml", MusicOverCurrentLinks.table, MusicOverCurrentLinks.resolver),
        ("Tests/Fixtures/RouteFiles/optional-values.yaml", OptionalValuesLinks.table, OptionalValuesLinks.resolver),
        ("Tests/Fixtures/RouteFiles/flat-query.yaml", FlatQueryLinks.table, FlatQueryLinks.resolver),
        ("Tests/Fixtures/RouteFiles/prefix-routes.yaml", PrefixRoutesLinks.table, PrefixRoutesLinks.resolver),
        ("Tests/Fixtures/RouteFiles/open-url.yaml", OpenURLLinks.table, OpenURLLinks.resolver),
        ("Tests/Fixtures/RouteFiles/link-parameter.yaml", LinkParameterLinks.table, LinkParameterLinks.resolver),
        ("Tests/Fixtures/RouteFiles/feed-url.yaml", FeedURLLinks.table, FeedURLLinks.resolver),
    ]

    /// How many tables Scripts/generated-links.txt lists.
    static func generatedCount() throws -> Int {
        try String(contentsOfFile: TestPaths.root + "/Scripts/generated-links.txt", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
    }

    static func engineTable(_ routes: String) throws -> RouteTable {
        try RouteTable(contentsOf: TestPaths.root + "/" + routes, reportingAs: routes)
    }

    /// Each file's table data reads back as the engine's table, its files relative to the folder
    /// of the generated files, byte for byte when written again.
    @Test func theTablesAreTheEnginesTables() throws {
        for (routes, table, _) in Self.generated {
            let bytes = try Self.engineTable(routes).linkTable.encoded { RelativePath.of($0, from: "Tests/GeneratedLinks") }
            #expect(table.encoded() == bytes, "\(routes)")
            let engine = try LinkTable(data: bytes)
            #expect(table.routes == engine.routes, "\(routes)")
            #expect(table.graph.screens == engine.graph.screens, "\(routes)")
            #expect(table.graph.flows == engine.graph.flows, "\(routes)")
            #expect(table.linkLimits == engine.linkLimits && table.linkOptions == engine.linkOptions, "\(routes)")
        }
    }

    @Test func theResolversAnswerAsTheEngineOnEveryFixtureLinkAndEveryRoutesOwnLink() throws {
        var checked = 0
        for (routes, _, resolver) in Self.generated {
            let table = try Self.engineTable(routes)
            var urls: [String] = []
            let engine = Resolver(table: table)
            for path in FixtureRunner.fixtureFiles(at: TestPaths.fixtures) {
                guard let fixture = try? Fixture(contentsOf: path), fixture.routes == routes, let url = fixture.url else { continue }
                urls.append(url)
                // From the fixture's own state and context too: guards, screens over the current state, styles.
                var context = NavigationContext()
                guard let current = fixture.current.map({ try? NavigationState(json: $0) }) ?? .empty,
                      (try? fixture.context.map { facts throws in try context.add(json: facts) }) != nil else { continue }
                #expect(CoreResolverTests.answer(resolver, url, from: current, context: context)
                        == CoreResolverTests.answer(engine, url, from: current, context: context), "\(path)")
            }
            for route in table.routes where route.pattern != nil {
                let params = Dictionary(uniqueKeysWithValues: route.spec.pathParameters.map { ($0.name, $0.kind == .int ? "7" : "x") })
                if let url = try? table.url(of: route, params: params) { urls += [url, url + "/extra", url + "?unknown=1"] }
            }
            for url in urls {
                #expect(CoreResolverTests.answer(resolver, url) == CoreResolverTests.answer(engine, url), "\(routes): \(url)")
            }
            checked += urls.count
        }
        #expect(checked > 300)
    }

    @Test func theTypedAPIWritesWhatLinkstackURLWrites() throws {
        let engine = try Self.engineTable("Routes")
        #expect(try AppLinks.Route.productReviews(id: 42).url() == "shop://products/42/reviews")
        #expect(try AppLinks.Route.productReviews(id: 42).url(scheme: "https")
                == engine.url(for: "Reviews", params: ["id": "42"], scheme: "https"))
        #expect(try AppLinks.Route.searchResults(query: "red shoes", page: 2).url() == engine.url(for: "SearchResults", params: ["query": "red shoes", "page": "2"]))
        #expect(try AppLinks.Route.searchResults(query: "hats").url() == engine.url(for: "SearchResults", params: ["query": "hats"]))
        #expect(try AppLinks.Screen.appSettingsGroup(bundle: "com.example.app", group: "alerts").url()
                == engine.url(for: "AppSettingsGroup", params: ["bundle": "com.example.app", "group": "alerts"]))
        #expect(AppLinks.Route.productReview(id: 1, review: 2).name == "product.review")
        #expect(AppLinks.Route.productReview(id: 1, review: 2).params == ["id": "1", "review": "2"])
        #expect(AppLinks.Screen.home.name == "Home")
        let link = try AppLinks.Route.product(id: 7).url()
        let resolution = try AppLinks.resolver.resolve(link)
        #expect(resolution.route == AppLinks.Route.product(id: 7).name && resolution.params["id"] == .int(7))
        #expect(throws: ReverseRoutingError.self) { try AppLinks.Route.product(id: 7).url(scheme: "ftp") }
    }

    /// The README's "In the app" example.
    @Test func theReadmeExampleHolds() throws {
        #expect(try AppLinks.Route.productReviews(id: 42).url() == "shop://products/42/reviews")
        #expect(try AppLinks.Screen.product(id: 42).url(scheme: "https") == "https://shop.example.com/products/42")
        let shown = try NavigationState(jsonText: #"[{"screen": "Home"}]"#)
        let resolution = try AppLinks.resolver.resolve("shop://products/42/reviews", from: shown, context: NavigationContext(["signedIn": true]))
        #expect(resolution.route == "product.reviews")
        let engine = try Resolver(table: Self.engineTable("Routes"))
            .resolve("shop://products/42/reviews", from: shown, context: NavigationContext(["signedIn": true]))
        #expect(resolution.json == engine.json)
    }
}
