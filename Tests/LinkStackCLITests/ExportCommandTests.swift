import Foundation
import Testing

/// `linkstack export` and `routes lint --aasa` from the command line: output, errors, exit status.
@Suite struct ExportCommandTests {
    @Test func aasaIsTheGoldenFileAndItsErrorsHaveCodes() throws {
        let file = try CLI.run(["export", "aasa", "--app-id", "ABCDE12345.com.example.shop"])
        #expect(file.status == 0)
        #expect(file.stdout == (try String(contentsOfFile: CLI.root + "/Routes/exports/apple-app-site-association", encoding: .utf8)))
        let unknown = try CLI.run(["export", "aasa", "--app-id", "ABCDE12345.com.example.shop", "--host", "evil.example"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.hasPrefix(#"{"error":{"code":"unknown_host","message":"no https route answers 'evil.example'"#))
        // A wildcard is listed as written, not as a second copy of its apex.
        let blog = try CLI.run(["export", "aasa", "--app-id", "ABCDE12345.com.example.blog", "--routes", "Routes/blog", "--host", "evil.example"])
        #expect(blog.stdout.contains("the table's hosts are wordpress.com, *.wordpress.com"))
        let none = try CLI.run(["export", "aasa", "--app-id", "ABCDE12345.com.example.shop", "--routes", "Routes/settings.yaml"])
        #expect(none.status == 65)
        #expect(none.stdout.contains(#""code":"no_links""#))
        let badID = try CLI.run(["export", "aasa", "--app-id", "com.example.shop"])
        #expect(badID.status == 64)
        #expect(badID.stdout.contains("is not an app ID"))
        let entitlements = try CLI.run(["export", "aasa", "--routes", "Routes/blog", "--entitlements"])
        #expect(entitlements.stdout.contains(#""applinks:*.wordpress.com""#))
    }

    /// A route that answers any host (`hosts: ["*"]`) is left out of every export, each saying
    /// so and naming it; the rest of the table exports as it would without it.
    @Test func aRouteForAnyHostIsLeftOutOfEveryExportWithAWarning() throws {
        let routes = "Tests/Fixtures/RouteFiles/any-host"
        let warning = "warning: route 'feed' (/{rest:path}) answers any host (hosts: \"*\"), which"
        let aasa = try CLI.run(["export", "aasa", "--routes", routes, "--host", "pocketcasts.com", "--app-id", "ABCDE12345.au.pocketcasts"])
        #expect(aasa.status == 0)
        #expect(aasa.stderr == warning + " an AASA file cannot claim: it is left out\n")
        #expect(!aasa.stdout.contains("feed:"))
        #expect(aasa.stdout.contains(#""comment": "share: /{code}""#))
        let entitlements = try CLI.run(["export", "aasa", "--routes", routes, "--entitlements"])
        #expect(entitlements.stderr.hasPrefix(warning))
        #expect(!entitlements.stdout.contains("applinks:*\""))
        #expect(entitlements.stdout.contains("applinks:pocketcasts.com"))
        let filters = try CLI.run(["export", "intent-filters", "--routes", routes, "--package", "au.com.pocketcasts"])
        #expect(filters.status == 0)
        #expect(filters.stderr.hasPrefix(warning))
        #expect(!filters.stdout.contains("<!-- feed -->"))
        let fingerprint = Array(repeating: "0A", count: 32).joined(separator: ":")
        let links = try CLI.run(["export", "assetlinks", "--routes", routes, "--package", "au.com.pocketcasts", "--sha256", fingerprint])
        #expect(links.stderr.hasPrefix(warning))
        #expect(links.stderr.contains("serve it at https://pocketcasts.com/.well-known/assetlinks.json\n"))
    }

    /// A final `{page:path?}` claims the path without it and every path below it.
    @Test func anOptionalRestIsClaimedWithAndWithoutIt() throws {
        let routes = "Tests/Fixtures/RouteFiles/web-optional-rest.yaml"
        let aasa = try CLI.run(["export", "aasa", "--routes", routes, "--app-id", "ABCDE12345.com.example.docs"])
        #expect(aasa.status == 0)
        for path in ["/docs", "/docs/", "/docs/?*"] { #expect(aasa.stdout.contains(#""/": "\#(path)""#), "\(path)") }
        let filters = try CLI.run(["export", "intent-filters", "--routes", routes, "--package", "com.example.docs"])
        #expect(filters.stdout.contains(#"<data android:path="/docs" />"#))
        #expect(filters.stdout.contains(#"<data android:pathPattern="/docs/..*" />"#))
    }

    @Test func assetLinksAndIntentFiltersCheckTheirArguments() throws {
        let fingerprint = Array(repeating: "0A", count: 32).joined(separator: ":")
        let links = try CLI.run(["export", "assetlinks", "--package", "com.example.shop", "--sha256", fingerprint.lowercased()])
        #expect(links.status == 0)
        #expect(links.stdout.contains(fingerprint))
        #expect(try CLI.run(["export", "assetlinks", "--package", "com.example.shop", "--sha256", "0A:0B"]).status == 64)
        #expect(try CLI.run(["export", "assetlinks", "--package", "shop", "--sha256", fingerprint]).status == 64)
        #expect(links.stderr == "serve it at https://shop.example.com/.well-known/assetlinks.json\n"
                + "serve it at https://www.shop.example.com/.well-known/assetlinks.json\n")
        let blog = try CLI.run(["export", "assetlinks", "--routes", "Routes/blog", "--package", "org.wordpress.android", "--sha256", fingerprint])
        #expect(blog.status == 0)
        #expect(blog.stdout == links.stdout.replacingOccurrences(of: "com.example.shop", with: "org.wordpress.android"))
        #expect(blog.stderr.contains("serve it at https://wordpress.com/.well-known/assetlinks.json\n"))  // *.wordpress.com
        let github = try CLI.run(["export", "assetlinks", "--routes", "Tests/Fixtures/batch-golden/github-routes.yaml",
                                  "--package", "com.example.shop", "--sha256", fingerprint])
        #expect(github.status == 0)
        #expect(github.stderr.contains("warning: no route of Tests/Fixtures/batch-golden/github-routes.yaml is an http(s) link"))
        let missing = try CLI.run(["export", "assetlinks", "--routes", "Routes/missing", "--package", "com.example.shop", "--sha256", fingerprint])
        #expect(missing.status == 78)
        #expect(missing.stdout.contains(#""code":"route_file""#))
        let filters = try CLI.run(["export", "intent-filters", "--package", "com.example.shop"])
        #expect(filters.status == 0)
        #expect(filters.stdout == (try String(contentsOfFile: CLI.root + "/Routes/exports/intent-filters.xml", encoding: .utf8)))
        let activity = try CLI.run(["export", "intent-filters", "--package", "com.example.shop", "--activity", ".LinkActivity"])
        #expect(activity.stdout.contains(#"android:name="com.example.shop.LinkActivity""#))
    }

    @Test func lintWithAnAASAFileExitsOneWhenLinksAreLost() throws {
        let clean = try CLI.run(["routes", "lint", "--aasa", "Routes/exports/apple-app-site-association"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "0 errors, 0 warnings\n")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-\(UUID().uuidString).aasa").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/products/*"}, {"/": "/old/*"}]}]}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let lossy = try CLI.run(["routes", "lint", "--aasa", path])
        #expect(lossy.status == 1)
        #expect(lossy.stdout.contains("Routes/shop.yaml:96:5: error: route 'cart': \(path) does not send its links to the app: https://shop.example.com/cart opens in the browser (no component matches it)"))
        #expect(lossy.stdout.contains(#"warning: component 1 of details[0] ("/": "/old/*") sends links no route accepts to the app, such as /old/"#))
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)
        let invalid = try CLI.run(["routes", "lint", "--aasa", path])
        #expect(invalid.status == 65)
        #expect(invalid.stdout.contains(#""code":"invalid_aasa""#))
        #expect(try CLI.run(["routes", "lint", "--host", "shop.example.com"]).status == 64)
    }

    /// An AASA file over Apple's 128 KB is a warning; one over 1 MiB is not read (issue 61).
    @Test func lintWarnsOfAnAASAFileAppleWouldNotServe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-aasa-size-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func file(_ count: Int) -> String {
            let components = (0..<count).map { #"{"/": "/extra\#($0)/*", "comment": "padding padding padding"}"# }.joined(separator: ", ")
            return #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [\#(components)]}]}}"#
        }
        try file(3_000).write(toFile: folder + "/large.json", atomically: true, encoding: .utf8)
        try file(30_000).write(toFile: folder + "/huge.json", atomically: true, encoding: .utf8)
        let large = try CLI.run(["routes", "lint", "--aasa", folder + "/large.json"])
        #expect(large.stdout.contains("large.json:1:1: warning: ") && large.stdout.contains("Apple's CDN serves at most 131072 bytes"))
        let huge = try CLI.run(["routes", "lint", "--aasa", folder + "/huge.json"])
        #expect(huge.stdout.contains(#""code":"invalid_aasa""#) && huge.stdout.contains("is larger than 1048576 bytes"), "\(huge.stdout.prefix(300))")
    }

    /// `routes lint --aasa` reads a compiled table as it reads the route files it came from.
    @Test func lintChecksAnAASAFileAgainstACompiledTable() throws {
        let table = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-aasa-\(UUID().uuidString).lsc").path
        defer { try? FileManager.default.removeItem(atPath: table) }
        #expect(try CLI.run(["routes", "compile", "--routes", "Routes/blog", "-o", table]).status == 0)
        let aasa = "Routes/blog/exports/apple-app-site-association"
        let fromYAML = try CLI.run(["routes", "lint", "--routes", "Routes/blog", "--aasa", aasa, "--host", "wordpress.com"])
        let compiled = try CLI.run(["routes", "lint", "--routes", table, "--aasa", aasa, "--host", "wordpress.com"])
        // The same findings; a compiled table's lint also prints its limits.
        let limits = compiled.stdout.split(separator: "\n").filter { $0.hasPrefix("limits: match limit 100000, depth limit 1000") }
        #expect(limits.count == 1)
        #expect(compiled.status == fromYAML.status && compiled.stdout.replacingOccurrences(of: (limits.first ?? "") + "\n", with: "") == fromYAML.stdout)
        #expect(!compiled.stderr.contains("is not checked"))
    }

    /// A route no link can be written for is an error, not a warning that CI lets through.
    @Test func lintFailsForARouteItCannotCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let routes = folder.appendingPathComponent("routes.yaml"), aasa = folder.appendingPathComponent("aasa.json")
        try Data(#"""
            schemes: [https]
            hosts: [tunes.example.com]
            screens: { Home: {}, Version: { parent: Home } }
            routes:
              - { pattern: /, screen: Home }
              - { pattern: '/v/{version:v[0-9]+\.[0-9]+}', screen: Version }
            """#.utf8).write(to: routes)
        try Data(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.tunes"], "components": [{"/": "/*"}]}]}}"#.utf8).write(to: aasa)
        let output = try CLI.run(["routes", "lint", "--routes", routes.path, "--aasa", aasa.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains(":6:5: error: route 'Version' cannot be checked against \(aasa.path)"))
    }
}
