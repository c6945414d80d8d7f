import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The exported AASA file, checked with the tests' own reading of Apple's rules
/// (``AASAReferenceMatcher``): every link a route accepts is sent to the app; a link no route
/// accepts is not, unless it is one of the README's over-covers.
@Suite struct AASAExportTests {
    static let app = "ABCDE12345.com.example.app"

    /// Every host whose file a table can write: its exact https hosts and its wildcards' domains.
    static func hosts(of table: RouteTable) -> [String] {
        let https = table.routes.filter { $0.schemes.contains("https") }.flatMap(\.hostOrder)
        return Array(Set(https.map { HostPattern.isWildcard($0) ? String($0.dropFirst(2)) : $0 })).sorted()
    }

    static func file(_ table: RouteTable, host: String) throws -> (AppSiteAssociation, AASAReferenceMatcher) {
        let site = try AppSiteAssociation(table: table, host: host)
        let text = site.json(appIDs: [app]).rendered(pretty: true)
        return (site, try AASAReferenceMatcher(data: Data(text.utf8)))
    }

    @Test func everyAcceptedLinkIsSentAndEveryOtherOnlyByADocumentedOverCover() throws {
        var checked = 0, negatives = 0
        for (path, table) in ExportOracle.tables() {
            for host in Self.hosts(of: table) {
                let (site, matcher) = try Self.file(table, host: host)
                let hosts = [host] + (site.servesSubdomains ? ["www." + host] : [])
                for route in site.routes where !route.target.isExclusion {
                    let links = hosts.flatMap { ExportOracle.samples(route, in: table, scheme: "https", host: $0) }
                    for url in links {
                        #expect(matcher.sendsToApp(url, app: Self.app), "\(path) \(host): \(url) (route \(route.name)) is not sent to the app")
                        checked += 1
                        for miss in ExportOracle.nearMisses(of: url) where ExportOracle.noRoute(miss, table) && matcher.sendsToApp(miss) {
                            negatives += 1
                            #expect(ExportOracle.overCover(miss, routes: site.routes, table: table),
                                    "\(path) \(host): \(miss) is sent to the app, no route takes it, and no documented over-cover explains it")
                        }
                    }
                }
            }
        }
        #expect(checked > 150)
        #expect(negatives > 0)
    }

    @Test func exclusionsAndAbsentNamesKeepTheirLinksInTheBrowser() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        let (_, matcher) = try Self.file(table, host: "wordpress.com")
        #expect(matcher.sendsToApp("https://en.blog.wordpress.com/2024/05/01/hello-world/"))
        #expect(!matcher.sendsToApp("https://en.blog.wordpress.com/2024/05/01/hello-world/?preview=true"))
        #expect(!matcher.sendsToApp("https://en.blog.wordpress.com/2024/05/01/hello-world/?preview"))
        #expect(!matcher.sendsToApp("https://wordpress.com/wp-admin/"))
        #expect(!matcher.sendsToApp("https://wordpress.com/wp-admin/options.php"))
        #expect(!matcher.sendsToApp("https://wordpress.com/"))  // no route for the home page
        #expect(!matcher.sendsToApp("https://wordpress.com/Read"))  // paths are case-sensitive
    }

    @Test func anExclusionALaterRouteNeedsIsLeftOutWithAWarning() throws {
        let table = try RouteTable(yaml: """
            schemes: [https]
            hosts: [example.com]
            screens: { Home: {}, Page: { parent: Home } }
            routes:
              - { name: drafts, pattern: "/{year:int}/drafts", exclude: true }
              - { name: post, pattern: "/posts/{slug}", absent: [preview], screen: Page }
              - { name: page, pattern: "/{section}/{name}", screen: Page }
              - { name: admin, pattern: "/admin/{rest:path}", exclude: true }
            """)
        let (site, matcher) = try Self.file(table, host: "example.com")
        #expect(site.warnings.count == 2)
        #expect(site.warnings.contains { $0.contains("route 'drafts'") })
        #expect(site.warnings.contains { $0.contains("absent name 'preview' of route 'post'") })
        #expect(matcher.sendsToApp("https://example.com/posts/hello?preview=1"))  // 'page' takes it after 'post' refuses it
        #expect(matcher.sendsToApp("https://example.com/news/drafts"))  // 'page' takes it: the exclusion would have lost it
        #expect(!matcher.sendsToApp("https://example.com/admin/users"))
    }

    @Test func theGitHubAPIsLinksFromMakeURLsAreSentAndItsMissesOnlyByOverCover() throws {
        let corpus = try GitHubCorpus.table()
        var yaml = "schemes: [https]\nhosts: [api.github.com]\nscreens: { Home: {} }\nroutes:\n"
        for route in corpus.routes.sorted(by: { $0.order < $1.order }) { yaml += "  - { name: \(route.name), pattern: '\(route.template)', screen: Home }\n" }
        let table = try RouteTable(yaml: yaml)
        let (site, matcher) = try Self.file(table, host: "api.github.com")
        var sent = 0, overCovered = 0
        for row in try GitHubCorpus.urls(count: 1, seed: 11, misses: 0.2) {
            let url = "https://api.github.com" + row.path
            if row.template >= 0 {
                #expect(matcher.sendsToApp(url), "\(url) is not sent")
                sent += 1
            } else if matcher.sendsToApp(url) {
                overCovered += 1
                #expect(ExportOracle.overCover(url, routes: site.routes, table: table), "\(url) is sent with no documented over-cover")
            }
        }
        #expect(sent == 808)
        _ = overCovered
    }
}
