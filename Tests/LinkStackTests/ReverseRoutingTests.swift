import Foundation
import Testing
import GeneratedLinks
@_spi(Engine) @testable import LinkStack

/// Reverse routing: `url(for:params:)` writes a link that resolves back to the same screen and
/// parameters, for every template route of the shipped tables and the fixtures' tables.
@Suite struct ReverseRoutingTests {
    /// Every route table that loads: the shipped `Routes/` and each fixture route file.
    static let tables: [(String, RouteTable)] = {
        let folder = TestPaths.fixtures + "/RouteFiles"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        return ([TestPaths.routes, TestPaths.routes + "/blog"] + files).compactMap { path in (try? RouteTable(contentsOf: path)).map { (path, $0) } }
    }()

    /// A value each kind accepts, with characters that need encoding where the kind allows them.
    static func sample(_ kind: ParameterKind, table: RouteTable, route: Route) -> String? {
        switch kind {
        case .plain: return "a+ /é"  // space, plus, slash and non-ASCII, and short enough for tight limits
        case .int: return "42"
        case .bool: return "true"
        case .intRange(let range): return String(range.upperBound)
        case .uuid: return "123e4567-e89b-12d3-a456-426614174000"
        case .slug: return "red-shoes-2"
        case .path, .optionalPath: return "guides/a b/c"
        case .rest: return "https://a.example/p?x=1&y=2"
        case .url: return route.urlHosts.sorted().first.map { "https://\($0.hasPrefix("*.") ? "docs" + $0.dropFirst() : $0)/next?x=1" }
        case .regex(let source):
            let pattern = try? PCRE2Pattern("^(?:\(source))\\z")
            return ["home", "search", "library", "com.example.mail", "abc", "a", "42", "2024", "x-y", "A1"]
                .first { (try? pattern?.matches($0)) == true }
        }
    }

    @Test func everyTemplateRouteRoundTrips() throws {
        var checked = 0, unreachable: [String] = []
        for (path, table) in Self.tables {
            let resolver = Resolver(table: table)
            for route in table.routes {
                guard let pattern = route.pattern, route.target.showsScreens else { continue }
                var params: [String: String] = [:]
                var kinds = pattern.path.compactMap { component -> (String, ParameterKind)? in
                    if case .parameter(let name, let kind) = component, !name.isEmpty { return (name, kind) }  // (`*` is no parameter)
                    return nil
                }
                kinds += route.query.compactMap { requirement in
                    if case .parameter(let name, let kind) = requirement.value { return (name, kind) }
                    return nil
                }
                for (name, kind) in kinds {
                    params[name] = Self.sample(kind, table: table, route: route)
                }
                guard params.count == kinds.count else { continue }
                let screen = route.target.topScreen
                let url: String
                do {
                    url = try table.url(for: screen, params: params)
                } catch {
                    unreachable.append("\((path as NSString).lastPathComponent) \(route.name)")
                    continue
                }
                let resolution = try resolver.resolve(url)  // signed out: a guarded target comes back as pending
                let top = resolution.pending?.top ?? resolution.target.top
                #expect(top?.name == screen, "\(path) \(route.name): \(url)")
                for (name, value) in params {
                    #expect(resolution.params[name]?.text == value, "\(path) \(route.name): \(url) lost \(name)")
                }
                checked += 1
            }
        }
        #expect(checked > 60)
        // Shadowed on purpose: priority 10 on /promo/{code} takes every link /promo/sale could have,
        // and /series/{id}, written first in declaration order, every link of /series/special.
        // Internal routes have no link of their own (only a redirect reaches them). The others answer
        // only wildcard hosts (*.wordpress.com, or * for any host): a link must name one host.
        #expect(unreachable.sorted() == ["any-host feed", "any-host hosted", "blog site.post", "declaration-order.yaml series.special",
                                         "host-rank.yaml about.sites", "host-rank.yaml home.site", "host-rank.yaml search.sites",
                                         "internal-routes.yaml privacy", "internal-routes.yaml settings.general", "rank.yaml promo.sale"])
    }

    /// A UUID is written canonical, lower-case, whatever case it is given in (`UUID().uuidString`
    /// writes upper case), by the engine and the core alike.
    @Test func aUUIDIsWrittenLowerCase() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/uuid-orders.yaml")
        let upper = "6C2D4A7E-2B21-4C8B-9A8E-0E1F2A3B4C5D"
        #expect(try table.url(for: "Tracking", params: ["order": upper]) == "food://orders/\(upper.lowercased())/tracking")
        #expect(try CoreResolver(table: table.linkTable).url(for: "Orders", params: ["order": upper])
                == "food://orders?highlight=\(upper.lowercased())")
    }

    @Test func theNewRouteLanguageIsWrittenBack() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        // Literal alternatives write their first word; an optional query parameter only when given.
        #expect(try table.url(for: "ReaderPost", params: ["blog": "1", "post": "2"]) == "wordpress://read/blogs/1/posts/2")
        #expect(try table.url(for: "ReaderPost", params: ["blog": "1", "post": "2", "ref": "home"])
                    == "wordpress://read/blogs/1/posts/2?ref=home")
        // An open query map is written from name=value pairs, sorted and encoded.
        #expect(try table.url(for: "ReaderSearch", params: ["query": "shoes", "filters": "size=9+&color=red"])
                    == "wordpress://read/search?q=shoes&color=red&size=9%2B")
        #expect(try table.url(for: "Notifications", params: ["unread": "true"]) == "wordpress://notifications?unread=true")
        #expect(try table.url(for: "Editor", params: ["content": "a\nb"]) == "wordpress://post?content=a%0Ab")
        // A route on its own hosts is written with its first scheme that carries a host (wpcom is
        // listed before https), never the custom scheme without one; a share link asks for https.
        #expect(try table.url(for: "Stats", params: ["period": "day", "site": "x"]) == "wpcom://wordpress.com/stats/day/x")
        #expect(try table.url(for: "Stats", params: ["period": "day", "site": "x"], scheme: "https") == "https://wordpress.com/stats/day/x")
        // trailingSlash: strict keeps a pattern's trailing slash; a catch-all keeps the value's.
        #expect(try table.url(for: "Tag", params: ["tag": "swift/"]) == "wordpress://tag/swift/")
        #expect(throws: ReverseRoutingError(screen: "SitePost", reason: "route 'site.post' answers only wildcard hosts "
                                              + "(*.wordpress.com), and a link names one host: give one")) {
            try table.url(for: "SitePost", params: ["year": "2024", "month": "5", "day": "1", "slug": "hello"])
        }
        #expect(try table.url(for: "SitePost", params: ["year": "2024", "month": "5", "day": "1", "slug": "hello"], scheme: "https",
                              host: "en.blog.wordpress.com") == "https://en.blog.wordpress.com/2024/5/1/hello/")
        #expect(throws: ReverseRoutingError.self) { try table.url(for: "ReaderSearch", params: ["query": "x", "filters": "q=1"]) }
    }

    /// `{*}` writes each parameter the route does not name as a query item of its own, in name
    /// order; a map (an open map's value) it cannot hold, and a name the route reads is its own.
    @Test func aFlatQueryWritesEachOtherParameterAsAnItem() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/flat-query.yaml")
        #expect(try table.url(for: "Artist", params: ["id": "banksy", "utm_source": "ig", "from": "a b"])
                    == "artsy://artist/banksy?from=a%20b&utm_source=ig")
        #expect(try table.url(for: "Artist", params: ["id": "banksy", "tab": "works"]) == "artsy://artist/banksy?tab=works")
        #expect(try CoreResolver(table: table.linkTable).url(for: "Artist", params: ["id": "kaws", "from": "feed"])
                    == "artsy://artist/kaws?from=feed")
        #expect(throws: ReverseRoutingError.self) {
            try table.url(for: Screen("Artist", params: ["id": "banksy", "filters": .map(["a": "1"])]))
        }
    }

    @Test func valuesArePercentEncodedAndDefaultsLeftOut() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        #expect(try table.url(for: "Reviews", params: ["id": "42"]) == "shop://products/42/reviews")
        #expect(try table.url(for: "SearchResults", params: ["query": "red shoes&more", "page": "1"]) == "shop://search?q=red%20shoes%26more")
        #expect(try table.url(for: "SearchResults", params: ["query": "x", "page": "3"]) == "shop://search?q=x&page=3")
        #expect(try table.url(for: "Help", params: ["topic": "a b/c"]) == "shop://help/a%20b/c")
    }

    @Test func whyNoURLIsSaidRouteByRoute() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        #expect(throws: ReverseRoutingError(screen: "Reviews", reason: "route 'product.reviews' needs 'id'")) {
            try table.url(for: "Reviews", params: [:])
        }
        #expect(throws: ReverseRoutingError(screen: "Nope", reason: "no screen is named 'Nope'")) {
            try table.url(for: "Nope", params: [:])
        }
        // A value its kind refuses is named as such, not as a link that does not resolve back; a slip in a screen's name gets a did-you-mean.
        #expect(throws: ReverseRoutingError(screen: "Reviews", reason: "route 'product.reviews' cannot write it: 'forty-two' is not an int for 'id'")) {
            try table.url(for: "Reviews", params: ["id": "forty-two"])
        }
        #expect(throws: ReverseRoutingError(screen: "Order", reason: "route 'order' cannot write it: '12' is not a uuid for 'order'")) {
            try table.url(for: "Order", params: ["order": "12"])
        }
        #expect(throws: ReverseRoutingError(screen: "Reveiws", reason: "no screen is named 'Reveiws'; did you mean 'Reviews'?")) {
            try table.url(for: "Reveiws", params: ["id": "1"])
        }
    }

    /// A 100 KB value makes a short error: the written link and each value are repeated in part,
    /// at most 256 characters each (issue 61), by the engine and by a generated file's `url()`.
    @Test func aHugeValueMakesAShortError() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let huge = String(repeating: "a", count: 100_000)
        for (screen, params) in [("SearchResults", ["query": huge]), ("Reviews", ["id": String(repeating: "7", count: 100_000)])] {
            do {
                _ = try table.url(for: screen, params: params)
                Issue.record("\(screen) was written")
            } catch {
                #expect(error.reason.utf8.count < 1_000, "\(error.reason.prefix(300))")
                #expect(error.reason.contains("(100") && error.reason.contains(" bytes)"), "\(error.reason.prefix(300))")
            }
        }
        do {
            _ = try AppLinks.Route.searchResults(query: huge).url()
            Issue.record("the generated url() wrote it")
        } catch {
            #expect(error.reason.utf8.count < 1_000, "\(error.reason.prefix(300))")
        }
    }

    /// Share links: the scheme and host asked for, checked against the route; a Screen value as a state holds it.
    @Test func shareLinksTakeASchemeAndAHostTheRouteAnswers() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let params = ["id": "42"]
        #expect(try table.url(for: "Reviews", params: params, scheme: "https") == "https://shop.example.com/products/42/reviews")
        #expect(try table.url(for: "Reviews", params: params, scheme: "HTTPS", host: "www.shop.example.com")
                    == "https://www.shop.example.com/products/42/reviews")
        #expect(try table.url(for: "Reviews", params: params, host: "shop.example.com") == "https://shop.example.com/products/42/reviews")
        #expect(throws: ReverseRoutingError(screen: "Reviews", reason: "route 'product.reviews' does not answer scheme 'http' "
                                              + "(it answers shop, https)")) {
            try table.url(for: "Reviews", params: params, scheme: "http")
        }
        #expect(throws: ReverseRoutingError(screen: "Reviews", reason: "route 'product.reviews' does not answer host 'evil.com' "
                                              + "(it answers shop.example.com, www.shop.example.com)")) {
            try table.url(for: "Reviews", params: params, scheme: "https", host: "evil.com")
        }
        #expect(throws: ReverseRoutingError(screen: "Reviews", reason: "route 'product.reviews' cannot put a host in a 'shop' link: "
                                              + "the scheme carries none")) {
            try table.url(for: "Reviews", params: params, scheme: "shop", host: "shop.example.com")
        }
        #expect(try table.url(for: Screen("Reviews", params: ["id": 42])) == "shop://products/42/reviews")
        #expect(try table.url(for: Screen("SearchResults", params: ["query": "red shoes", "page": 2]), scheme: "https")
                    == "https://shop.example.com/search?q=red%20shoes&page=2")
        let blog = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        let search = Screen("ReaderSearch", params: ["query": "shoes", "filters": .map(["size": "9&10", "color": "red"])])
        #expect(try blog.url(for: search) == "wordpress://read/search?q=shoes&color=red&size=9%2610")
    }
}
