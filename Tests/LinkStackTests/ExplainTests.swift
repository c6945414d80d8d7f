import Foundation
import Testing
@testable import LinkStack

@Suite struct ExplainTests {
    static let rank = Result { try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/rank.yaml") }

    func verdict(_ url: String, route: String) throws -> RouteExplanation.Verdict? {
        try Self.rank.get().explain(DeepLink(url)).candidates.first { $0.route.name == route }?.verdict
    }

    @Test func theWinnerIsWhatMatchReturnsForEveryFixtureURL() throws {
        var tables: [String: RouteTable] = [:], compared = 0
        for path in FixtureRunner.fixtureFiles(at: TestPaths.fixtures) {
            guard let data = FileManager.default.contents(atPath: path),
                  let fixture = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let url = fixture["url"] as? String, let routes = fixture["routes"] as? String else { continue }
            let routesPath = TestPaths.file(routes)
            if tables[routesPath] == nil { tables[routesPath] = try? RouteTable(contentsOf: routesPath) }
            guard let table = tables[routesPath], let link = try? table.link(url) else { continue }
            let expected = try? table.match(link).route.name
            #expect((try? table.explain(link))?.winner?.name == expected, "\(path)")
            compared += 1
        }
        #expect(compared > 80)
    }

    /// The near misses are the routes that start with the link's first segment, or the first
    /// few that answer its scheme when none does.
    @Test func nearMissesShareTheFirstSegment() throws {
        let table = try Self.rank.get()
        let users = try table.explain(DeepLink("rank://users/me/extra")).nearMisses.map(\.route.name)
        #expect(!users.isEmpty && users.allSatisfy { name in table.routes.first { $0.name == name }?.template.hasPrefix("/users") == true })
        let nowhere = try table.explain(DeepLink("rank://nowhere")).nearMisses
        #expect(nowhere.count == RouteExplanation.nearMissCount)
        #expect(nowhere.map(\.route.name) == Array(table.routes.map(\.name).prefix(RouteExplanation.nearMissCount)))
    }

    @Test func outrankedRoutesSayWhy() throws {
        #expect(try verdict("rank://users/me", route: "user") == .outranked(by: "me", reason: "at segment 2, the literal 'me' beats a plain parameter {id}"))
        #expect(try verdict("rank://promo/sale", route: "promo.sale") == .outranked(by: "promoted", reason: "priority 10 beats 0"))
        #expect(try verdict("rank://items/42", route: "item.named")
            == .outranked(by: "item.id", reason: "at segment 2, a typed parameter {id:int} beats a plain parameter {name}"))
        #expect(try verdict("rank://files/a", route: "file.any")
            == .outranked(by: "file.one", reason: "at segment 2, a plain parameter {name} beats a catch-all {rest:path}"))
    }

    @Test func theWinnersStackShowsPresentationOverCurrentAndGuards() throws {
        let shop = try RouteTable(contentsOf: TestPaths.routes)
        let payment = try shop.explain(try DeepLink("shop://checkout/payment"))
        #expect(payment.shows == ["Home", "Cart (requires signedIn)", "Checkout (full screen)", "Payment"])
        let quickLook = try shop.explain(try DeepLink("shop://products/7/quick-look"))
        #expect(quickLook.shows == ["Home", "ProductList", "QuickLook (modal) (over current)"])
        #expect(quickLook.json["shows"] == ["Home", "ProductList", "QuickLook (modal) (over current)"])
    }

    @Test func rejectedRoutesSayWhatDoesNotFit() throws {
        #expect(try verdict("rank://users/me/x", route: "me") == .rejected("the path has 3 segments, the pattern 2"))
        #expect(try verdict("rank://one/two", route: "root") == .rejected("the path has 2 segments, the pattern 0"))
        #expect(try verdict("rank://tags/Big", route: "tag") == .rejected("segment 2 'Big' is not a {s:slug}"))
        #expect(try verdict("rank://promo/sale", route: "me") == .rejected("segment 1 is 'promo', not 'users'"))
        let optional = try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/optional-values.yaml")
        let explanation = try optional.explain(try DeepLink("tunes://premium?plan=student"))
        let premium = try #require(explanation.candidates.first { $0.route.name == "premium" })
        #expect(premium.verdict == .rejected("query 'plan' value 'student' is not a {plan:(monthly|yearly)}"))
        #expect(explanation.winner == nil)
        // Under invalidOptional: ignore a value that does not fit refuses nothing: the shop's results win on page 1.
        let shop = try RouteTable(contentsOf: TestPaths.routes)
        let ignoring = try shop.explain(try DeepLink("shop://search?q=shoes&page=x"))
        #expect(ignoring.winner?.name == "search.results")
        #expect(ignoring.ignored == ["page": "x"] && ignoring.shows == ["Search", "SearchResults"])
        #expect(explanation.shows.isEmpty && explanation.ignored.isEmpty)
        let other = try #require(try shop.explain(try DeepLink("prefs://general")).candidates.first { $0.route.name == "search" })
        #expect(other.verdict == .rejected("answers https, shop, not the scheme 'prefs'"))
    }

    @Test func explainSaysWhyOwnHostsExclusionsAndRedirectsDidOrDidNotMatch() throws {
        let blog = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        func verdicts(_ url: String) throws -> [String: RouteExplanation.Verdict] {
            let explanation = try blog.explain(blog.link(url))
            return Dictionary(uniqueKeysWithValues: explanation.candidates.map { ($0.route.name, $0.verdict) })
        }
        let preview = try verdicts("https://en.blog.wordpress.com/2024/05/01/hello/?preview=1")
        #expect(preview["site.post"] == .rejected("query 'preview' is given, and the route lists it in absent:"))
        #expect(preview["site.post.preview"] == .excludes)
        let apex = try verdicts("https://wordpress.com/2024/05/01/hello/")
        #expect(apex["site.post"] == .rejected("answers hosts *.wordpress.com, not 'wordpress.com'"))
        let custom = try verdicts("wordpress://stats/day/x")
        #expect(custom["stats"] == .rejected("answers only hosts wordpress.com, and this wordpress link carries none"))
        let wrapped = try blog.explain(blog.link("https://wordpress.com/mbar?redirect_to=/read"))
        #expect(wrapped.winner?.name == "mbar")
        #expect(wrapped.redirect == "https://wordpress.com/read")
        let away = try blog.explain(blog.link("https://wordpress.com/mbar?redirect_to=https://evil.example/"))
        #expect(away.redirect == nil)
        #expect(away.redirectError?.code == "invalid_url")
        #expect(away.json["redirectError"]?["code"] == "invalid_url")
    }
}
