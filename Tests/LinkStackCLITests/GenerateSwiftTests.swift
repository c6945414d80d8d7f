import Foundation
import Testing

/// `linkstack generate swift` against the files committed under Tests/GeneratedLinks.
@Suite struct GenerateSwiftTests {
    /// The tables `Scripts/generated-links.txt` lists: routes and enum name.
    static func tables() throws -> [(routes: String, name: String)] {
        let text = try String(contentsOfFile: CLI.root + "/Scripts/generated-links.txt", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    /// Generating each committed file again leaves it alone: the same bytes, and not written (its
    /// modification time kept, so a build does not compile it again).
    @Test func theCommittedFilesAreWhatTheGeneratorWritesNowAndAreNotTouched() throws {
        let tables = try Self.tables()
        #expect(tables.count == 18)
        for (routes, name) in tables {
            let path = "Tests/GeneratedLinks/\(name).swift", absolute = CLI.root + "/" + path
            let committed = try Data(contentsOf: URL(fileURLWithPath: absolute))
            let before = try FileManager.default.attributesOfItem(atPath: absolute)[.modificationDate] as? Date
            let output = try CLI.run(["generate", "swift", "--routes", routes, "--name", name, "--output", path])
            #expect(output.status == 0, "\(name): \(output.stderr)")
            let now = try Data(contentsOf: URL(fileURLWithPath: absolute))
            if now != committed {
                try committed.write(to: URL(fileURLWithPath: absolute))  // the tree as it was; the failure says what to run
                Issue.record("\(path) is stale: run Scripts/generate-links.sh")
                continue
            }
            #expect(try FileManager.default.attributesOfItem(atPath: absolute)[.modificationDate] as? Date == before, "\(path) was rewritten")
        }
    }

    @Test func aRegexTheAppCannotRunIsRefusedAtItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-generate-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let routes = """
            schemes: [app]
            screens: { Home: {}, Item: {} }
            routes:
              - { name: home, pattern: '/', screen: Home }
              - { name: item, pattern: '/items/{id:(?<=/)[a-z]+}', screen: Item }
              - { name: raw, regex: '^/x/(?<n>a(*ACCEPT)b)', screen: Item }
              - { name: risky, pattern: '/q?v={v:(a+)+}', screen: Item }
              - { name: word, pattern: '/w/{w:\\w+}', screen: Item }
            """
        try routes.write(toFile: folder + "/r.yaml", atomically: true, encoding: .utf8)
        let output = try CLI.run(["generate", "swift", "--routes", folder + "/r.yaml", "--name", "Links", "--output", folder + "/Links.swift"])
        #expect(output.status == 78)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Links.swift"))
        let lines = output.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        #expect(lines.count == 4)
        #expect(lines.contains { $0.hasSuffix("r.yaml:5:40: error: route 'item': {id:…} '(?<=/)[a-z]+' cannot run in the app (linkstack generate swift): "
                                              + "at offset 0, lookbehind does not run on the core's matcher: rewrite it without") })
        #expect(lines.contains { $0.contains("r.yaml:6:36: error: route 'raw'") && $0.contains("'(*ACCEPT)' are PCRE2-only") })
        #expect(lines.contains { $0.contains("r.yaml:7:38: error: route 'risky'") && $0.contains("nests unbounded quantifiers") })
        #expect(lines.contains { $0.contains("r.yaml:8:35: error: route 'word'") && $0.contains("'\\w' is read differently") })
        #expect(output.stdout.hasPrefix(#"{"error":{"code":"route_file","message":"4 problems in route files""#))
    }

    @Test func aNameThatIsNotASwiftTypeIsAUsageError() throws {
        let output = try CLI.run(["generate", "swift", "--routes", "Routes", "--name", "app-links"])
        #expect(output.status == 64)
        #expect(output.stdout.contains("is not a Swift type name"))
        // Names the file declares or uses would hide them: refused, with a name to use instead.
        for name in ["Route", "Screen", "LinkTable", "CoreResolver", "UUID", "String"] {
            let refused = try CLI.run(["generate", "swift", "--routes", "Routes", "--name", name])
            #expect(refused.status == 64, "\(name)")
            #expect(refused.stdout.contains("--name '\(name)' is a type the generated file declares or uses; choose another, such as \(name)Links"))
        }
    }

    /// With an absolute --routes (as an Xcode Run Script passes "$SRCROOT/Routes"), the file holds
    /// no absolute path: every checkout writes the same bytes.
    @Test func anAbsoluteRoutesPathLeavesNoAbsolutePathInTheFile() throws {
        let folder = CLI.root + "/.build/linkstack-portable-\(getpid())"  // inside the package: relative paths never name its folder
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CLI.run(["generate", "swift", "--routes", CLI.root + "/Routes", "--name", "AppLinks", "--output", folder + "/App/AppLinks.swift"])
        #expect(output.status == 0, "\(output.stderr)")
        let source = try String(contentsOfFile: folder + "/App/AppLinks.swift", encoding: .utf8)
        #expect(!source.contains(CLI.root) && !source.contains(folder))
        #expect(source.contains("--routes \(RelativeTo.path(CLI.root + "/Routes", from: folder + "/App")) --name AppLinks --output AppLinks.swift"))
        // Outside the table data (whose relative locations differ in length), the same lines as the committed file's.
        let committed = try String(contentsOfFile: CLI.root + "/Tests/GeneratedLinks/AppLinks.swift", encoding: .utf8)
        func code(_ text: String) -> [Substring] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0.contains("tableData: StaticString = \"\"\"") }),
                  let end = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "\"\"\"" }) else { return lines }
            return (lines[..<start] + lines[(end + 1)...]).filter { !$0.hasPrefix("//") && !$0.contains("lines of Base64") }
        }
        #expect(code(source) == code(committed))
        let rooted = try CLI.run(["generate", "swift", "--routes", CLI.root + "/Routes", "--name", "AppLinks", "--source-root", CLI.root])
        #expect(rooted.stdout.contains("// From: Routes/settings.yaml, Routes/shop.yaml"))
        #expect(!rooted.stdout.contains(CLI.root))
    }
}

/// A path relative to a folder, as the generator writes it (both absolute).
enum RelativeTo {
    static func path(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/"), start = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count, start.count), target[shared] == start[shared] { shared += 1 }
        return (Array(repeating: "..", count: start.count - shared) + target[shared...].map(String.init)).joined(separator: "/")
    }
}
