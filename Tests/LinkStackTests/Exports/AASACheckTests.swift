import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// `routes lint --aasa`: a deployed file read by Apple's rules and checked both ways; and the
/// shipped tables' exports pinned as golden files.
@Suite struct AASACheckTests {
    static func shop() throws -> RouteTable { try RouteTable(contentsOf: TestPaths.routes) }

    static func file(_ components: String, extra: String = "") -> String {
        #"{"applinks": {\#(extra)"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [\#(components)]}]}}"#
    }

    @Test func theExportedFileLosesNothingAndSendsNothingStray() throws {
        for (path, host) in [(TestPaths.routes, "shop.example.com"), (TestPaths.routes + "/blog", "wordpress.com")] {
            let table = try RouteTable(contentsOf: path)
            let text = try AppSiteAssociation(table: table, host: host).json(appIDs: ["ABCDE12345.com.example.shop"]).rendered()
            let check = try AASACheck(table: table, file: AASAFile(text: text), host: host)
            #expect(check.lostRoutes.isEmpty, "\(check.lostRoutes)")
            #expect(check.strayComponents.isEmpty, "\(check.strayComponents)")
            #expect(check.unchecked.isEmpty)
        }
    }

    @Test func lostRoutesComeWithASampleLinkAndTheReason() throws {
        let text = Self.file(#"{"/": "/products/*"}, {"/": "/help/*", "exclude": true}, {"/": "/help/*"}, {"/": "/legacy/*"}"#)
        let check = try AASACheck(table: Self.shop(), file: AASAFile(text: text))
        let lost = Dictionary(uniqueKeysWithValues: check.lostRoutes.map { ($0.route, $0) })
        #expect(lost["product"] == nil)
        #expect(lost["cart"]?.link == "https://shop.example.com/cart")
        #expect(lost["cart"]?.reason == "no component matches it")
        #expect(lost["help"]?.reason.contains("excludes it") == true)
        #expect(lost["order"]?.link.hasPrefix("https://shop.example.com/orders/") == true)
        #expect(check.strayComponents.map(\.pattern) == ["/legacy/*"])
        #expect(check.strayComponents.first?.samplePath == "/legacy/")
    }

    @Test func appleRulesCaseQueryDefaultsAndOlderPaths() throws {
        func opens(_ file: String, _ path: String, _ query: String? = nil) throws -> Bool {
            if case .opens = try AASAFile(text: file).decision(path: path, query: query, fragment: nil) { return true }
            return false
        }
        let cased = Self.file(#"{"/": "/Cart"}"#)
        #expect(try !opens(cased, "/cart"))
        #expect(try opens(Self.file(#"{"/": "/Cart", "caseSensitive": false}"#), "/cart"))
        #expect(try opens(Self.file(#"{"/": "/Cart"}"#, extra: #""defaults": {"caseSensitive": false}, "#), "/cart"))
        #expect(try opens(Self.file(#"{"/": "/a%20b"}"#), "/a%20b"))
        #expect(try !opens(Self.file(#"{"/": "/a%20b", "percentEncoded": false}"#), "/a%20b"))
        #expect(try opens(Self.file(#"{"/": "/a%20b", "percentEncoded": false}"#), "/a%2520b"))
        let query = Self.file(#"{"/": "/search", "?": {"q": "?*"}}"#)
        #expect(try opens(query, "/search", "q=shoes&page=2"))
        #expect(try !opens(query, "/search", "q="))
        #expect(try !opens(query, "/search", nil))
        #expect(try !opens(Self.file(#"{"/": "/x?"}"#), "/x"))
        #expect(try opens(Self.file(#"{"/": "/x/*"}"#), "/x/a/b"))
        let older = #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.x.y", "paths": ["NOT /help/web/*", "/help/*"]}]}}"#
        #expect(try opens(older, "/help/a"))
        #expect(try !opens(older, "/help/web/a"))
        for broken in ["[]", "{}", #"{"applinks": {"details": [{"appIDs": "x", "components": []}]}}"#,
                       #"{"applinks": {"details": [{"appIDs": [], "components": [{"exclude": "yes"}]}]}}"#, "not json"] {
            #expect(throws: ExportError.self) { try AASAFile(text: broken) }
        }
    }

    /// LinkStack's reading of a file agrees with the tests' own on random patterns and paths.
    @Test func theCheckersMatcherAgreesWithTheReferenceOne() throws {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["/", "a", "b", "ab", "*", "?", "%20", "-"]
        for _ in 0..<400 {
            let pattern = "/" + (0..<Int.random(in: 1...5, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
            let path = "/" + (0..<Int.random(in: 0...6, using: &rng)).map { _ in ["a", "b", "/", "%20", "-"].randomElement(using: &rng) ?? "" }.joined()
            let caseSensitive = Bool.random(using: &rng)
            let text = Self.file(#"{"/": "\#(pattern)", "caseSensitive": \#(caseSensitive)}"#)
            let ours: Bool
            if case .opens = try AASAFile(text: text).decision(path: path, query: nil, fragment: nil) { ours = true } else { ours = false }
            let reference = try AASAReferenceMatcher(data: Data(text.utf8)).sendsToApp("https://example.com" + path)
            #expect(ours == reference, "pattern \(pattern) path \(path)")
        }
    }

    /// Files of many components, some keyed by a first segment and some not, excluding or not, in
    /// either case: the component index (``AASAComponentIndex``) decides as the reference does,
    /// which tries every component in order.
    @Test func theIndexedDecisionAgreesWithTheReferenceOnManyComponents() throws {
        var rng = SplitMix64(state: 61)
        let firsts = ["/a", "/b", "/A", "/ab", "/*", "/?", "/a*", "*", "/%61", "/"]
        let rests = ["", "/", "/*", "/b", "/?", "*", "/a/b"]
        for _ in 0..<300 {
            let components = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
                let pattern = (firsts.randomElement(using: &rng) ?? "/") + (rests.randomElement(using: &rng) ?? "")
                let exclude = Int.random(in: 0..<4, using: &rng) == 0 ? #", "exclude": true"# : ""
                return #"{"/": "\#(pattern)", "caseSensitive": \#(Bool.random(using: &rng))\#(exclude)}"#
            }
            let text = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [\#(components.joined(separator: ", "))]}]}}"#
            let file = try AASAFile(text: text), reference = try AASAReferenceMatcher(data: Data(text.utf8))
            for _ in 0..<10 {
                let path = "/" + (0..<Int.random(in: 0...3, using: &rng)).map { _ in ["a", "b", "A", "ab", "x"].randomElement(using: &rng) ?? "" }
                    .joined(separator: "/") + (Bool.random(using: &rng) ? "" : "/")
                let ours: Bool
                if case .opens = file.decision(path: path, query: nil, fragment: nil) { ours = true } else { ours = false }
                #expect(ours == reference.sendsToApp("https://example.com" + path), "\(components) \(path)")
            }
        }
    }

    /// A file of 10,000 components, each keyed by its own first segment: a link's decision tries
    /// the few keyed by its segment and the unkeyed ones, not every component (issue 61).
    @Test func aLinkIsTriedAgainstTheComponentsOfItsFirstSegmentOnly() throws {
        let components = (0..<10_000).map { #"{"/": "/extra\#($0)/*"}"# } + [#"{"/": "*", "exclude": true}"#]
        let file = try AASAFile(text: Self.file(components.joined(separator: ", ")))
        #expect(file.index.candidates(forDecodedPath: "/extra4242/x").count == 2)
        #expect(file.decision(path: "/extra4242/x", query: nil, fragment: nil) == .opens(appIDs: ["ABCDE12345.com.example.shop"], detail: 0, component: 4242))
        #expect(file.decision(path: "/other", query: nil, fragment: nil) == .excluded(detail: 0, component: 10_000))
    }

    @Test(arguments: [("Routes", "com.example.shop"), ("Routes/blog", "org.wordpress.android")])
    func theShippedTablesExportsAreTheGoldenFiles(_ routes: String, _ package: String) throws {
        let table = try RouteTable(contentsOf: TestPaths.file(routes))
        let folder = TestPaths.file(routes + "/exports")
        func golden(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        let appID = routes == "Routes" ? "ABCDE12345.com.example.shop" : "ABCDE12345.org.wordpress"
        let aasa = try golden("apple-app-site-association")
        #expect(aasa == (try AppSiteAssociation(table: table).json(appIDs: [appID]).rendered(pretty: true)) + "\n",
                "run Scripts/update-exports.sh after changing the tables or the exporter")
        #expect(try JSONSerialization.jsonObject(with: Data(aasa.utf8)) is [String: Any])
        let xml = try golden("intent-filters.xml")
        // The same document after the header comment (which names the command's --routes argument).
        let body = AndroidIntentFilters(table: table).xml(activity: package + ".MainActivity").split(separator: "\n", maxSplits: 2)[2]
        #expect(xml.hasSuffix(body))
        let parsed = try AndroidReferenceMatcher(data: Data(xml.utf8))
        #expect(parsed.filters.count == AndroidIntentFilters(table: table).filters.count)
        let links = try golden("assetlinks.json")
        #expect(try JSONSerialization.jsonObject(with: Data(links.utf8)) is [[String: Any]])
        #expect(links.contains("\"" + package + "\""))
        let entitlements = try golden("entitlements.json")
        let domains = try #require(try JSONSerialization.jsonObject(with: Data(entitlements.utf8)) as? [String: [String]])
        #expect(domains["com.apple.developer.associated-domains"] == AppSiteAssociation.entitlements(of: table))
    }
}
