import Foundation
import Testing
import Yams
@testable import LinkStack

/// `Routes/schema.json` describes exactly what the route-file reader accepts.
@Suite struct RouteSchemaTests {
    static var schema: [String: Any] {
        guard let data = FileManager.default.contents(atPath: TestPaths.routes + "/schema.json"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    static func errors(_ text: String) throws -> [String] {
        JSONSchemaValidator(root: schema).errors(try Yams.load(yaml: text))
    }

    static func yamlFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }

    @Test func everyShippedTableFollowsTheSchemaAndPointsAtIt() throws {
        let files = Self.yamlFiles(in: TestPaths.routes)
        #expect(files.count >= 2)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(try Self.errors(text) == [], "\(file)")
            #expect(text.hasPrefix("# yaml-language-server: $schema=schema.json"), "\(file)")
        }
    }

    @Test func theShippedBlogTableUsesEveryNewKeyAndFollowsTheSchema() throws {
        let file = TestPaths.routes + "/blog/blog.yaml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(try Self.errors(text) == [])
        #expect(text.hasPrefix("# yaml-language-server: $schema=../schema.json"))
        for key in ["hostSchemes:", "trailingSlash:", "hosts:", "schemes:", "absent:", "exclude:", "redirect:", "{*", "?}", "|", ":bool"] {
            #expect(text.contains(key), "\(key)")
        }
        _ = try RouteTable(contentsOf: TestPaths.routes + "/blog")
    }

    @Test func everyFixtureTableThatLoadsFollowsTheSchema() throws {
        var checked = 0
        for file in Self.yamlFiles(in: TestPaths.fixtures + "/RouteFiles") where (try? RouteTable(contentsOf: file)) != nil {
            #expect(try Self.errors(String(contentsOfFile: file, encoding: .utf8)) == [], "\(file)")
            checked += 1
        }
        #expect(checked >= 5)
    }

    @Test func theSchemaRefusesWhatTheReaderRefuses() throws {
        let base = "schemes: [app]\nscreens: { Home: {} }\n"
        for text in [
            base + "routes: [{ pattern: /, screen: Home, priorty: 2 }]",            // a misspelt key
            base + "routes: [{ pattern: /, regex: '^/$', screen: Home }]",          // pattern and regex
            base + "routes: [{ pattern: /, screen: Home, stack: [Home] }]",        // screen and stack
            base + "routes: [{ pattern: / }]",                                       // no target
            base + "limits: { maxSegments: 99 }\nroutes: [{ pattern: /, screen: Home }]",  // a looser limit
            "schemes: [app]\nscreens: { Home: { presentation: popover } }\nroutes: [{ pattern: /, screen: Home }]",
            base + "rutes: []",
            base + "trailingSlash: sometimes\nroutes: [{ pattern: /, screen: Home }]",
            base + "routes: [{ pattern: /, exclude: true, screen: Home, name: x }]",  // an exclusion shows no screen
            base + "routes: [{ pattern: /, redirect: /a, stack: [Home], name: x }]",  // nor does a redirect
            base + "routes: [{ pattern: /, screen: Home, absent: [] }]",              // absent names something
            "schemes: [https]\nhosts: ['*.com']\nscreens: { Home: {} }\nroutes: [{ pattern: /, screen: Home }]",
            "schemes: [app]\nflows: { main: { root: Home, requires: ['signed in'], redirect: main } }\nscreens: { Home: {} }\n"
                + "routes: [{ pattern: /, screen: Home }]",                          // a requirement that is no name
        ] {
            #expect(try !Self.errors(text).isEmpty, "\(text)")
            #expect(throws: RouteFileError.self) { try RouteTable(yaml: text) }
        }
    }

    @Test func theSchemaNamesEveryTopLevelKeyTheReaderReads() throws {
        let properties = try #require(Self.schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["$schema", "schemes", "hosts", "urlHosts", "hostSchemes", "trailingSlash", "matchOrder", "dropQuery", "caseSensitive", "invalidOptional", "limits", "flows", "screens",
                                             "routes"])
    }
}
