import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// Route files written to hurt: each gives a bounded `route_file` error (or loads), never a crash
/// or a hang.
@Suite struct RouteFileHostilityTests {
    static let minimal = "schemes: [app]\nscreens: { Home: {} }\nroutes: [{ pattern: /, screen: Home }]\n"

    static func problems(_ text: String) -> [RouteFileProblem] {
        do {
            _ = try RouteTable(yaml: text)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aFileOverFourMiBIsRefusedBeforeParsing() {
        let text = Self.minimal + "# " + String(repeating: "x", count: RouteTable.maxFileSize) + "\n"
        let problems = Self.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("at most 4194304 bytes") == true)
    }

    @Test func aFileOverFourMiBOnDiskIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: RouteTable.maxFileSize + 1)))
        #expect(throws: RouteFileError.self) { try RouteTable(contentsOf: path) }
    }

    @Test(arguments: [10, 900, 5_000, 100_000])
    func deepFlowNestingIsBounded(_ depth: Int) {
        let text = Self.minimal + "extra: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let problems = Self.problems(text)
        #expect(problems.count == 1, "\(problems)")
    }

    @Test func deepBlockNestingIsBounded() {
        var text = Self.minimal + "extra:\n"
        for level in 1...400 { text += String(repeating: " ", count: level) + "k:\n" }
        #expect(Self.problems(text).count == 1)
    }

    @Test func anAliasBombIsNotExpanded() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        text += "schemes: *a11\nhosts: *a11\nroutes: *a11\nscreens: { Home: { params: *a11, title: *a11 } }\n"
        let problems = Self.problems(text)
        #expect(!problems.isEmpty && problems.count <= RouteTable.maxListedProblems + 1)
    }

    /// A 10,000-screen stack anchored once and aliased by 400 routes stood for four million stack
    /// entries (a 2.3 MB file of this shape took 19 GB); aliases are refused before anything is composed.
    @Test func anAliasedStackIsRefusedAtTheAlias() {
        var text = "schemes: [app]\nscreens: { Home: {} }\nroutes:\n"
        text += "  - { name: r0, pattern: /r0, stack: &s [" + Array(repeating: "Home", count: 10_000).joined(separator: ", ") + "] }\n"
        for index in 1...400 { text += "  - { name: r\(index), pattern: /r\(index), stack: *s }\n" }
        let problems = Self.problems(text)
        #expect(problems.count == RouteTable.maxListedProblems + 1)
        #expect(problems.first == RouteFileProblem("YAML anchors are not allowed ('&s'); route files are read without aliases",
                                                   at: SourceLocation(file: "<routes>", line: 4, column: 38)))
        #expect(problems.dropFirst().first == RouteFileProblem("YAML aliases are not allowed ('*s'); write the value out where it is used",
                                                               at: SourceLocation(file: "<routes>", line: 5, column: 38)))
    }

    @Test func anAnchorAloneIsRefused() {
        let problems = Self.problems("schemes: &x [app]\nscreens: { Home: {} }\nroutes: [{ pattern: /, screen: Home }]\n")
        #expect(problems.map(\.location.column) == [10])
    }

    @Test(arguments: ["\"t://evil\"", "\"\"", "1ab", "\"a b\"", "ä"])
    func schemeNamesMustBeSchemes(_ name: String) {
        let problems = Self.problems("schemes: [app, \(name)]\nscreens: { Home: {} }\nroutes: [{ pattern: /, screen: Home }]\n")
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("is not a scheme name") == true)
        #expect(problems.first?.location.column == (name.hasPrefix("\"") ? 17 : 16))
    }

    /// `(?J)` lets two groups share a name; one capture was silently dropped.
    @Test func duplicateGroupNamesAreRefused() {
        let problems = Self.problems("schemes: [app]\nscreens: { Home: {} }\nroutes:\n  - { regex: '^/(?J)(?<id>a)|(?<id>b)$', screen: Home }\n")
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("the group name 'id' is given to two groups") == true)
    }

    /// A link to a 5 MiB file passed the size check, which looked at the link itself.
    @Test func aSymbolicLinkToAHugeFileIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = Self.minimal + "# " + String(repeating: "x", count: 5 << 20) + "\n"
        #expect(FileManager.default.createFile(atPath: folder + "/huge.txt", contents: Data(huge.utf8)))
        try FileManager.default.createSymbolicLink(atPath: folder + "/routes.yaml", withDestinationPath: folder + "/huge.txt")
        #expect(throws: RouteFileError([RouteTable.tooLarge(huge.utf8.count, file: folder + "/routes.yaml")])) {
            try RouteTable(contentsOf: folder + "/routes.yaml")
        }
    }

    @Test func invalidUTF8IsReportedNotDecoded() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.minimal.utf8) + Data([0xC3, 0x28, 0xFF])))
        #expect(throws: RouteFileError([RouteFileProblem("the file is not UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))])) {
            try RouteTable(contentsOf: path)
        }
    }

    @Test(arguments: ["\u{0}", "\u{1B}[31m", "\u{FEFF}\u{FEFF}", "\t- ["])
    func controlCharactersAndJunkAreYAMLErrors(_ junk: String) {
        #expect(!Self.problems(Self.minimal + junk).isEmpty)
    }

    @Test func thousandsOfProblemsAreCappedWithACount() {
        var text = "schemes: [app]\nscreens: { Home: {} }\nroutes:\n"
        for index in 0..<5_000 { text += "  - { name: r\(index), pattern: '/x\(index)/{', screen: Home }\n" }
        let problems = Self.problems(text)
        #expect(problems.count == RouteTable.maxListedProblems + 1)
        #expect(problems.last?.message == "… and 4900 more problems (only the first 100 are listed)")
        #expect(problems.first?.location.line == 4)
    }

    /// Thousands of routes with distinct first segments, or all starting with a parameter, load in
    /// about linear time (both took minutes when grouping them was quadratic) and still dispatch.
    @Test(arguments: ["/s{i}/{id:int}/x", "/{a}/s{i}/{id:int}"])
    func thousandsOfRoutesLoad(_ shape: String) throws {
        var text = "schemes: [app]\nscreens: { Home: {} }\nroutes:\n"
        for index in 0..<5_000 {
            text += "  - { name: r\(index), pattern: '\(shape.replacingOccurrences(of: "{i}", with: "\(index)"))', screen: Home }\n"
        }
        let table = try RouteTable(yaml: text)
        let url = shape.hasPrefix("/{a}") ? "app://q/s4321/7" : "app://s4321/7/x"
        #expect(try table.match(DeepLink(url)).route.name == "r4321")
        #expect(try table.referenceMatch(DeepLink(url)).route.name == "r4321")
    }

    @Test func aRegexThatDoesNotCompileIsAnErrorWithItsPlace() {
        let problems = Self.problems("schemes: [app]\nscreens: { Home: {} }\nroutes:\n  - { regex: '^/(a', screen: Home }\n")
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix("invalid regex: missing closing parenthesis") == true)
        #expect(problems.first?.location.line == 4)
    }

    @Test func nestedQuantifiersLoadWithAWarning() throws {
        let table = try RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/risky-regex.yaml"))
        #expect(table.warnings.count == 1)
        #expect(table.warnings.first?.severity == .warning)
        #expect(table.warnings.first?.location.line == 8)
        #expect(try table.match(DeepLink("app://aaaa")).route.name == "letters")
        let long = "app://" + String(repeating: "a", count: 40) + "!"
        #expect(throws: ResolutionError.matchLimit(url: long, route: "letters")) { try table.match(DeepLink(long)) }
        #expect(try RouteTable(contentsOf: TestPaths.routes).warnings.isEmpty)
    }
}
