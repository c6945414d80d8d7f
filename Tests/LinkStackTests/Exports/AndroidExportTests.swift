import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The exported intent filters, read back with XMLParser and matched with the tests' own port of
/// Android's rules (``AndroidReferenceMatcher``): every link a route accepts, on every scheme,
/// is handled; a link no route accepts only by a documented over-cover.
@Suite struct AndroidExportTests {
    static func matcher(_ table: RouteTable) throws -> AndroidReferenceMatcher {
        try AndroidReferenceMatcher(data: Data(AndroidIntentFilters(table: table).xml(activity: "com.example.app.MainActivity").utf8))
    }

    /// The custom schemes a table's filters claim whole (a root route, or a first-segment catch-all).
    static func wholeSchemes(_ table: RouteTable) -> Set<String> {
        Set(table.routes.filter { route in
            guard !route.target.isExclusion, !route.ownsHosts, let first = route.spec.components?.first else {
                return route.spec.components?.isEmpty == true || route.pattern == nil
            }
            if case .parameter(_, .path) = first { return true }
            return false
        }.flatMap { route in route.schemes.filter { !table.linkOptions.carriesHost($0) } })
    }

    @Test func everyAcceptedLinkIsHandledAndEveryOtherOnlyByADocumentedOverCover() throws {
        var checked = 0, negatives = 0
        for (path, table) in ExportOracle.tables() {
            let matcher = try Self.matcher(table)
            let whole = Self.wholeSchemes(table)
            let routes = table.routes.filter { !$0.target.isExclusion }
            for route in routes {
                for scheme in route.schemeOrder {
                    let carriesHost = table.linkOptions.carriesHost(scheme)
                    let hosts: [String?] = carriesHost ? route.hostOrder.map { HostPattern.isWildcard($0) ? "en." + $0.dropFirst(2) : $0 } : [nil]
                    for host in hosts {
                        for url in ExportOracle.samples(route, in: table, scheme: scheme, host: host) {
                            #expect(matcher.handles(url), "\(path): \(url) (route \(route.name)) is not handled")
                            checked += 1
                            guard !whole.contains(scheme) else { continue }
                            for miss in ExportOracle.nearMisses(of: url) where ExportOracle.noRoute(miss, table) && matcher.handles(miss) {
                                negatives += 1
                                #expect(ExportOracle.overCover(miss, routes: routes, table: table, ignoringQuery: true),
                                        "\(path): \(miss) is handled, no route takes it, and no documented over-cover explains it")
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 300)
        #expect(negatives > 0)
    }

    @Test func filtersFollowAndroidsCombinationAndVerificationRules() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        let matcher = try Self.matcher(table)
        #expect(matcher.activity["android:exported"] == "true")
        for filter in matcher.filters {
            #expect(filter.actions == ["android.intent.action.VIEW"])
            #expect(Set(filter.categories) == ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"])
            #expect(filter.autoVerify == filter.schemes.allSatisfy { $0 == "https" || $0 == "http" })
            #expect(!filter.schemes.isEmpty)
            #expect(!filter.hosts.isEmpty || filter.paths.isEmpty, "paths without a host are ignored by Android")
        }
        // Stats answer wordpress.com only: a filter sharing hosts would claim them on every site.
        #expect(matcher.handles("https://wordpress.com/stats/day/en.blog.wordpress.com", verifiedOnly: true))
        #expect(!matcher.handles("https://en.blog.wordpress.com/stats/day/x"))
        #expect(matcher.handles("https://en.blog.wordpress.com/2024/05/01/hello-world/", verifiedOnly: true))
        #expect(!matcher.handles("https://wordpress.com/2024/05/01/hello-world/"))
        // A custom scheme's first segment is its host; routes with their own hosts never take it.
        #expect(matcher.handles("wordpress://read/blogs/1/posts/2"))
        #expect(matcher.handles("wordpress://stats"))
        #expect(!matcher.handles("wordpress://2024/05/01/hello-world/"))
        #expect(!matcher.handles("wordpress://unknown"))
        // PatternMatcher's .* stops at the first '/': one parameter is one segment.
        #expect(!matcher.handles("https://wordpress.com/read/blogs/1/extra/posts/2"))
    }

    @Test func theReferenceGlobIsAndroidsNonBacktrackingOne() {
        func glob(_ pattern: String, _ path: String) -> Bool { AndroidReferenceMatcher.glob(Array(pattern.utf16), Array(path.utf16)) }
        #expect(glob("/products/..*/reviews", "/products/42/reviews"))
        #expect(!glob(".*/reviews", "/products/42/reviews"))  // stops at the first '/', never backs up
        #expect(glob("/a.*", "/a"))
        #expect(!glob("/..*", "/"))
        #expect(glob("/x\\.y", "/x.y"))
        #expect(glob("/x\\.y", "/xzy"))  // AOSP's quirk: an escaped '.' outside '.*' still matches any character
        #expect(glob("/x\\*y", "/x*y"))
        #expect(!glob("/x\\*y", "/xy"))
        #expect(glob("/a*b", "/aaab"))
    }

    @Test func assetLinksNamesThePackageAndTheFingerprints() throws {
        let fingerprint = try #require(AssetLinks.fingerprint(String(repeating: "ab", count: 32)))
        #expect(fingerprint == Array(repeating: "AB", count: 32).joined(separator: ":"))
        #expect(AssetLinks.fingerprint("AB:CD") == nil)
        #expect(AssetLinks.fingerprint(String(repeating: "zz", count: 32)) == nil)
        #expect(AssetLinks.problem(withPackage: "com.example.shop") == nil)
        #expect(AssetLinks.problem(withPackage: "shop") != nil)
        #expect(AssetLinks.problem(withPackage: "com.1example") != nil)
        let text = AssetLinks.json(package: "com.example.shop", fingerprints: [fingerprint]).rendered()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let target = try #require(parsed.first?["target"] as? [String: Any])
        #expect(parsed.first?["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        #expect(target["namespace"] as? String == "android_app")
        #expect(target["package_name"] as? String == "com.example.shop")
        #expect(target["sha256_cert_fingerprints"] as? [String] == [fingerprint])
    }
}
