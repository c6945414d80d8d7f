import Foundation
import GeneratedLinks
@testable import LinkStackCore
import Testing
@_spi(Engine) @testable import LinkStack

/// The generated files' types: parameters typed by kind (a wrong word or a non-UUID cannot be
/// written; a value outside an integer range throws a typed error naming the parameter), and the
/// `Screen` enum both ways with the core's screens.
@Suite struct GeneratedTypesTests {
    /// These lines compile only while the factories take the kinds' types: a word list's enum, a
    /// `UUID`, a `Bool`, an open map (a `String` in their place would not type-check here).
    @Test func parametersHaveTheirKindsTypes() throws {
        let premium: (OptionalValuesLinks.Plan) -> OptionalValuesLinks.Route = OptionalValuesLinks.Route.premium
        let order: (UUID) -> AppLinks.Route = AppLinks.Route.order
        let unread: OptionalValuesLinks.Plan? = OptionalValuesLinks.Plan(rawValue: "famly")
        #expect(unread == nil)
        #expect(OptionalValuesLinks.Plan.allCases.map(\.rawValue) == ["monthly", "yearly"])
        #expect(try premium(.yearly).url() == "tunes://premium?plan=yearly")
        let id = try #require(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
        #expect(order(id).params == ["order": "3f2504e0-4f89-11d3-9a0c-0305e82c3301"])
        #expect(try AppLinks.resolver.resolve(try order(id).url()).route == "order")
        let tab: (ParameterSafetyLinks.Tab) -> ParameterSafetyLinks.Route = ParameterSafetyLinks.Route.tab
        #expect(tab(ParameterSafetyLinks.Tab.allCases[0]).params.count == 1)
        let _: BlogLinks.Screen = .notifications(unread: true)
        let _: BlogLinks.Screen = .readerSearch(query: "swift", filters: ["lang": "en"])
    }

    /// `--name` refuses every public type of LinkStackCore (a generated enum of that name would
    /// hide it from the file's own code): the list follows the module.
    @Test func theReservedNamesHoldEveryPublicTypeOfTheCore() throws {
        let folder = TestPaths.root + "/Sources/LinkStackCore"
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var declared: Set<String> = []
        for file in files {
            for line in try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard line.hasPrefix("public "), words.count >= 3, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[1])
                else { continue }
                declared.insert(String(words[2].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        #expect(declared.count > 25)  // the scan found the module's types
        #expect(declared.subtracting(SwiftGenerator.reservedNames).sorted() == [])
    }

    @Test func anIntegerOutsideItsRangeThrowsNamingTheParameter() throws {
        #expect(try ParameterSafetyLinks.Route.page(n: 100).params == ["n": "100"])
        #expect(throws: LinkParameterError(parameter: "n", value: "101", expected: "an int in 1...100")) {
            try ParameterSafetyLinks.Route.page(n: 101)
        }
        do {
            _ = try ParameterSafetyLinks.Route.page(n: 0)
            Issue.record("0 is outside 1...100")
        } catch {
            #expect(error.description == "'0' is not an int in 1...100 for 'n'")
        }
    }

    /// A `Route` holds its values in the route's `parameterOrder`, which its factory must take
    /// its parameters in: the two orders agree for every route of every generated table.
    @Test func aFactoryTakesItsParametersInTheRoutesOrder() throws {
        var checked = 0
        for (routes, _, _) in GeneratedLinksTests.generated {
            for route in try GeneratedLinksTests.engineTable(routes).routes {
                let typed = TypedParameter.taken(by: route.spec, from: TypedParameter.of(route.spec, wordType: { _, _ in "Words" }))
                #expect(typed.map(\.name) == route.spec.parameterOrder, "\(routes): \(route.name)")
                checked += route.spec.parameterOrder.count > 1 ? 1 : 0
            }
        }
        #expect(checked > 10)
        #expect(BlogLinks.Route.readerSearch(query: "swift", filters: ["lang": "en"]).params == ["query": "swift", "filters": "lang=en"])
    }

    /// A core screen whose parameters do not fit a case's types reads as no typed screen.
    @Test func aScreenWithParametersThatDoNotFitIsNil() {
        #expect(ShopOneStackLinks.Screen(LinkStackCore.Screen("Review", params: ["id": 1, "review": 2])) == .review(id: 1, review: 2))
        #expect(ShopOneStackLinks.Screen(LinkStackCore.Screen("Review", params: ["id": 1])) == nil)
        #expect(ShopOneStackLinks.Screen(LinkStackCore.Screen("Review", params: ["id": 1, "review": "two"])) == nil)
        #expect(ShopOneStackLinks.Screen(LinkStackCore.Screen("Order", params: ["order": "not-a-uuid"])) == nil)
        #expect(ShopOneStackLinks.Screen(LinkStackCore.Screen("SearchResults", params: ["query": "x", "page": "two"])) == .searchResults(query: "x"))
        #expect(OptionalValuesLinks.Screen(LinkStackCore.Screen("Premium", params: ["plan": "famly"])) == nil)
    }

    /// A parameter named `writer` or `reader` is bound under another name where it would hide
    /// the helpers' own.
    @Test func aParameterNamedAsAHelperDoesNotHideIt() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Pen: {} }
            routes:
              - { name: pen, pattern: '/pen/{writer}/{reader:int}', screen: Pen }
            """)
        let source = try SwiftGenerator(table: table, name: "PenLinks", routesArgument: "routes.yaml", output: nil, version: "0").source()
        #expect(source.contains("case 0: return Screen.pen(writer: reader.string(), reader: reader.int())"))
        #expect(source.contains("case let .pen(writer_, reader):\n                writer.string(writer_); writer.int(reader); return 0"))
    }

    /// `{*}`'s items are the screen's `queryItems`, each a parameter of its own in `params` (a
    /// route's factory takes only what the route names); a name the case gives keeps its value.
    @Test func aFlatQueryIsTheScreensQueryItems() throws {
        let artist = FlatQueryLinks.Screen.artist(id: "banksy", tab: "works", queryItems: ["utm_source": "ig", "id": "kaws"])
        #expect(artist.screen.params == ["id": "banksy", "tab": "works", "utm_source": "ig"])
        #expect(FlatQueryLinks.Screen(artist.screen) == .artist(id: "banksy", tab: "works", queryItems: ["utm_source": "ig"]))
        let resolved = try FlatQueryLinks.resolver.resolve("artsy://artist/banksy?utm_source=ig&from=feed")
        #expect(resolved.target.stack.last.flatMap(FlatQueryLinks.Screen.init) == .artist(id: "banksy", queryItems: ["from": "feed", "utm_source": "ig"]))
        #expect(try FlatQueryLinks.Route.artist(id: "kaws").url() == "artsy://artist/kaws")
    }

    /// `linkParameter:` is a `String` of the screen's holding the link it was opened by; a route's
    /// factory does not take it (the link it writes is the link).
    @Test func theLinkItselfIsAStringOfTheScreens() throws {
        let link = "https://www.artsy.net/auction/spring-sale?ref=home"
        let resolved = try LinkParameterLinks.resolver.resolve(link)
        #expect(resolved.target.stack.last.flatMap(LinkParameterLinks.Screen.init) == .webView(rest: "auction/spring-sale", url: link))
        #expect(try LinkParameterLinks.Route.web(rest: "auction/spring-sale").url() == "artsy://auction/spring-sale")
        // The screen's canonical link is its route's, whatever link opened it.
        #expect(try LinkParameterLinks.Screen.webView(rest: "auction/spring-sale", url: link).url(scheme: "https")
                == "https://www.artsy.net/auction/spring-sale")
    }

    /// `{?query}` in a stack's `params:` writes the link's query after a `?`, or nothing: a
    /// `String` of the screen's; the route's factory takes the open map it comes from.
    @Test func aQueryInATemplateIsPartOfAString() throws {
        let resolved = try FeedURLLinks.resolver.resolve("pktc://subscribe/f.example.com/a.xml?t=1&a=x%20y")
        #expect(resolved.target.stack.last.flatMap(FeedURLLinks.Screen.init)
                == .podcastFromURL(feed: "f.example.com/a.xml", url: "https://f.example.com/a.xml?a=x%20y&t=1"))
        let bare = try FeedURLLinks.resolver.resolve("pktc://subscribe/f.example.com/a.xml")
        #expect(bare.target.stack.last.flatMap(FeedURLLinks.Screen.init) == .podcastFromURL(feed: "f.example.com/a.xml", url: "https://f.example.com/a.xml"))
        #expect(try FeedURLLinks.Route.subscribe(feed: "f.example.com/a.xml", query: ["t": "1"]).url() == "pktc://subscribe/f.example.com/a.xml?t=1")
    }

    /// A final `{name:path?}` is an optional `String`: nil when the link ends before it, and a
    /// screen without it writes the link without it; a final `*` gives the screen nothing.
    @Test func anOptionalRestIsAnOptionalString() throws {
        let notes = try PrefixRoutesLinks.resolver.resolve("firefox://notes")
        #expect(notes.target.stack.last.flatMap(PrefixRoutesLinks.Screen.init) == .note())
        let june = try PrefixRoutesLinks.resolver.resolve("firefox://notes/2024/june")
        #expect(june.target.stack.last.flatMap(PrefixRoutesLinks.Screen.init) == .note(note: "2024/june"))
        #expect(try PrefixRoutesLinks.Route.note().url() == "firefox://notes")
        #expect(try PrefixRoutesLinks.Route.files(folder: "a/b c").url() == "firefox://files/a/b%20c")
        let general = try PrefixRoutesLinks.resolver.resolve("firefox://settings/general/extra")
        #expect(general.target.stack.last.flatMap(PrefixRoutesLinks.Screen.init) == .settingsGeneral)
        #expect(try PrefixRoutesLinks.Route.settingsGeneral.url() == "firefox://settings/general")
    }

    /// `{url:rest}` is a `String` holding the rest of the query; a link written for it puts it last.
    @Test func aQueryRestIsTheRestOfTheQuery() throws {
        let opened = try OpenURLLinks.resolver.resolve("firefox://open-url?private=true&url=https://a.com/p?x=1&y=2")
        #expect(opened.target.stack.last.flatMap(OpenURLLinks.Screen.init) == .browser(url: "https://a.com/p?x=1&y=2", private: true))
        let written = try OpenURLLinks.Route.openUrl(url: "https://a.com/p?x=1&y=2", private: false).url()
        #expect(written == "firefox://open-url?private=false&url=https%3A%2F%2Fa.com%2Fp%3Fx%3D1%26y%3D2")
        #expect(try OpenURLLinks.resolver.resolve(written).params["url"] == "https://a.com/p?x=1&y=2")
    }

    /// `Screen`'s layout separates names by NUL: a name holding one (or a line feed, which would end
    /// a comment) is refused when the table loads, at its line.
    @Test func aNameHoldingALayoutSeparatorIsRefused() throws {
        for (name, yaml, code) in [("Home\u{0}X", #""Home\0X""#, "0000"), ("Home\nX", #""Home\nX""#, "000A")] {
            do {
                _ = try RouteTable(yaml: """
                    schemes: [app]
                    screens: { \(yaml): {} }
                    routes:
                      - { name: home, pattern: '/x/{id}', screen: \(yaml) }
                    """)
                Issue.record("\(SwiftLiteral.string(name)) was loaded")
            } catch {
                #expect(error.problems.map(\.message) == ["screen name \(SwiftLiteral.string(name)) holds U+\(code), a control, line-separator or "
                    + "bidirectional-format character, which a name may not: names are written into generated Swift and reports"])
                #expect(error.problems.first?.location.line == 2)
            }
        }
    }

    /// Every screen a route of a generated table opens, as the resolver gives it for the route's
    /// own link, reads into the typed `Screen` and back unchanged; a screen of no route does not.
    @Test func everyScreenOfEveryTableRoundTrips() throws {
        let tables: [(routes: String, resolver: CoreResolver, roundTrip: (LinkStackCore.Screen) -> LinkStackCore.Screen?)] = [
            ("Routes", AppLinks.resolver, { AppLinks.Screen($0)?.screen }),
            ("Routes/blog", BlogLinks.resolver, { BlogLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/shop-one-stack.yaml", ShopOneStackLinks.resolver, { ShopOneStackLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/settings-one-stack.yaml", SettingsOneStackLinks.resolver, { SettingsOneStackLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/reader-query.yaml", ReaderQueryLinks.resolver, { ReaderQueryLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/parameter-safety.yaml", ParameterSafetyLinks.resolver, { ParameterSafetyLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/rank.yaml", RankLinks.resolver, { RankLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/host-rank.yaml", HostRankLinks.resolver, { HostRankLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/tight-limits.yaml", TightLimitsLinks.resolver, { TightLimitsLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/news.yaml", NewsLinks.resolver, { NewsLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/guarded-music.yaml", GuardedMusicLinks.resolver, { GuardedMusicLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/music-over-current.yaml", MusicOverCurrentLinks.resolver, { MusicOverCurrentLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/optional-values.yaml", OptionalValuesLinks.resolver, { OptionalValuesLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/flat-query.yaml", FlatQueryLinks.resolver, { FlatQueryLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/prefix-routes.yaml", PrefixRoutesLinks.resolver, { PrefixRoutesLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/open-url.yaml", OpenURLLinks.resolver, { OpenURLLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/link-parameter.yaml", LinkParameterLinks.resolver, { LinkParameterLinks.Screen($0)?.screen }),
            ("Tests/Fixtures/RouteFiles/feed-url.yaml", FeedURLLinks.resolver, { FeedURLLinks.Screen($0)?.screen }),
        ]
        #expect(tables.count == (try GeneratedLinksTests.generatedCount()))
        var checked = 0
        for (routes, resolver, roundTrip) in tables {
            let table = try GeneratedLinksTests.engineTable(routes)
            let linkable = table.routes.filter { $0.pattern != nil && $0.spec.target.showsScreens }
            let opened = Set(linkable.map(\.spec.target.topScreen))
            for route in linkable {
                let params = Dictionary(uniqueKeysWithValues: route.spec.pathParameters.map { ($0.name, $0.kind.sampleText) })
                guard let url = try? table.url(of: route, params: params),
                      let top = (try? resolver.resolve(url, context: NavigationContext(["signedIn": true])))?.target.visibleStack.last
                else { continue }
                guard opened.contains(top.name) else { continue }  // a redirect's or guard's screen, which no template route opens
                #expect(roundTrip(top) == top, "\(routes): \(url)")
                checked += 1
            }
            for name in table.screens.keys where !opened.contains(name) {
                #expect(roundTrip(LinkStackCore.Screen(name)) == nil, "\(routes): \(name) is opened by no route")
            }
        }
        #expect(checked > 40)
    }
}

extension ParameterKind {
    /// A value of the kind as a link writes it, for the round trip's links.
    var sampleText: String {
        switch self {
        case .int: return "7"
        case .intRange(let range): return String(range.lowerBound)
        case .bool: return "true"
        case .uuid: return "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
        default: return TypedParameter.words(of: self)?.first ?? "x"
        }
    }
}

