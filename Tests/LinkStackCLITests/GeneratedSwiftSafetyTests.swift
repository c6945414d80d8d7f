import Foundation
import Testing

/// `linkstack generate swift` given hostile names, paths and regexes: nothing a route file says
/// becomes code in the app (issue 61). Each generated file is type-checked with `swiftc`
/// against the built LinkStackCore.
@Suite struct GeneratedSwiftSafetyTests {
    /// Type-checks `files` against the LinkStackCore module built beside the `linkstack` executable.
    static func typecheck(_ files: [String]) throws -> CLI.Output {
        let build = try #require(CLI.executable.map { ($0 as NSString).deletingLastPathComponent })
        return try CLI.run(program: "/usr/bin/env", ["swiftc", "-typecheck"] + files
            + ["-I", build + "/Modules"])
    }

    @Test func namesThatWouldEndACommentAreRefusedAtTheirLines() throws {
        let folder = try CLI.temporaryFolder("hostile-names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let routes = """
            schemes: [app]
            screens:
              Home: {}
              "Item\\rpublic static let injectedViaScreen = 1": {}
              "Bidi\\u202E": {}
            routes:
              - { name: "home\\npublic static let injected: Int = { print(\\"INJECTED\\"); return 1 }()\\n//", pattern: '/', screen: Home }
              - { name: "item\\u2028x", pattern: '/item', screen: Home }
            """
        try routes.write(toFile: folder + "/r.yaml", atomically: true, encoding: .utf8)
        let output = try CLI.run(["generate", "swift", "--routes", folder + "/r.yaml", "--name", "Links", "--output", folder + "/Links.swift"])
        #expect(output.status == 78)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Links.swift"))
        let errors = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 4, "\(output.stderr)")
        #expect(errors.contains { $0.contains("r.yaml:4:") && $0.contains("screen name \"Item\\u{d}public") && $0.contains("holds U+000D") })
        #expect(errors.contains { $0.contains("r.yaml:5:") && $0.contains("holds U+202E") })
        #expect(errors.contains { $0.contains("r.yaml:7:") && $0.contains("route name \"home\\u{a}public") && $0.contains("holds U+000A") })
        #expect(errors.contains { $0.contains("r.yaml:8:") && $0.contains("holds U+2028") })
        // Lint reports them too, as errors of the table.
        let lint = try CLI.run(["routes", "lint", "--routes", folder + "/r.yaml"])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("r.yaml:7:5: error: route name \"home\\u{a}public"), "\(lint.stdout)")
    }

    /// A regex with a line feed, and a route file whose name holds one, are written into comments
    /// escaped: the file compiles and declares nothing they say.
    @Test func aRegexOrAPathWithALineFeedStaysInItsComment() throws {
        let folder = try CLI.temporaryFolder("hostile-paths")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let routesFolder = folder + "/routes"
        try FileManager.default.createDirectory(atPath: routesFolder, withIntermediateDirectories: true)
        let routes = """
            schemes: [app]
            screens: { Home: {} }
            routes:
              - { name: home, pattern: '/', screen: Home }
              - { name: w, pattern: "/a/{w:(zz\\npublic static let injectedViaRegex = 5\\n//|c)}", screen: Home }
              - { name: cr, pattern: "/b/{w:(zz\\rpublic static let injectedViaCR = 5\\r//|c)}", screen: Home }
            """
        let hostileName = "r\npublic static let injectedViaPath = 5\n\u{2028}.yaml"
        #expect(FileManager.default.createFile(atPath: routesFolder + "/" + hostileName, contents: Data(routes.utf8)))
        let swift = folder + "/Links.swift"
        let output = try CLI.run(["generate", "swift", "--routes", routesFolder, "--name", "Links", "--output", swift])
        #expect(output.status == 0, "\(output.stderr)")
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        // Every line that names an injected declaration is a comment; no comment holds a line terminator.
        let lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" }
        #expect(lines.filter { $0.contains("injectedVia") }.count >= 3)
        for line in lines where line.contains("injectedVia") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), "\(line)")
        }
        #expect(!source.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" })
        // It compiles, and nothing it declares is what the hostile text said.
        let probe = folder + "/Probe.swift"
        try "let probe = Links.injectedViaRegex + Links.injectedViaPath + Links.injectedViaCR\n".write(toFile: probe, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck([swift]).status == 0)
        let probed = try Self.typecheck([swift, probe])
        #expect(probed.status != 0)
        #expect(probed.stderr.contains("has no member 'injectedViaRegex'"), "\(probed.stderr)")
    }

    /// Every Swift keyword as a parameter, a screen, a route and a word of a word list: the file
    /// type-checks without a warning.
    @Test func everyKeywordAsEveryKindOfNameTypeChecks() throws {
        let folder = try CLI.temporaryFolder("keywords")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let keywords = ["associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
                        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
                        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
                        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
                        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "any", "as", "await",
                        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "some", "package", "Type",
                        "Protocol", "actor", "async", "_", "get", "set", "mutating", "macro", "each", "consume", "copy"]
        var lines = ["schemes: [app]", "screens:", "  Home: {}"] + keywords.map { "  '\($0)': { parent: Home }" }
        lines += ["routes:", "  - { name: home, pattern: '/', screen: Home }"]
        for (index, keyword) in keywords.enumerated() {
            let parameter = keyword == "_" ? "p" : keyword  // a parameter name does not start with '_'
            lines.append("  - { name: '\(keyword)', pattern: '/k\(index)/{\(parameter)}/{w:(a|\(keyword))}', screen: '\(keyword)' }")
        }
        lines.append("  - { name: words, pattern: '/words/{self:(\(keywords.joined(separator: "|")))}/{any:(a|b)}/{Type:(c|d)}', screen: Home }")
        try lines.joined(separator: "\n").write(toFile: folder + "/k.yaml", atomically: true, encoding: .utf8)
        let swift = folder + "/KeywordLinks.swift"
        let output = try CLI.run(["generate", "swift", "--routes", folder + "/k.yaml", "--name", "KeywordLinks", "--output", swift])
        #expect(output.status == 0, "\(output.stderr)")
        let checked = try Self.typecheck([swift])
        #expect(checked.status == 0, "\(checked.stderr.prefix(2000))")
        #expect(!checked.stderr.contains("warning:"), "\(checked.stderr.prefix(2000))")
    }
}
