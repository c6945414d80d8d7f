import Foundation
import Testing
@testable import LinkStack

/// One fixture file, named by its path under Tests/Fixtures in test reports.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    let path: String
    var testDescription: String { String(path.dropFirst(TestPaths.fixtures.count + 1)) }

    static let all = FixtureRunner.fixtureFiles(at: TestPaths.fixtures).map(FixtureCase.init)
}

@Suite struct FixtureTests {
    @Test func thereAreAtLeastFortyFixtures() {
        #expect(FixtureCase.all.count >= 40)
    }

    @Test(arguments: FixtureCase.all)
    func fixturePrintsExactlyWhatItExpects(_ fixture: FixtureCase) {
        var runner = FixtureRunner()
        let result = runner.run(fixtureAt: fixture.path)
        let passed = result.passed
        #expect(passed, Comment(rawValue: result.report.joined(separator: "\n")))
    }

    @Test func aWrongExpectationFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wrong.json")
        try Data(#"{"current": [], "target": [{"screen": "Home"}], "expect": {"operations": [], "pops": 0, "pushes": 0}}"#.utf8)
            .write(to: file)
        var runner = FixtureRunner()
        let result = runner.run(fixtureAt: file.path)
        #expect(!result.passed)
        #expect(result.message == "2 differences from what the fixture expects")
        #expect(result.report.contains { $0.hasSuffix(#"operations[0]: expected nothing, got {"op":"setStack","stack":[{"params":{},"screen":"Home"}]}"#) })
        #expect(result.report.last?.hasSuffix("pushes: expected 0, got 1") == true)
    }

    /// One differing value was reported as two whole 1 KiB results on one line.
    @Test func eachDifferenceIsAPathWithBothValuesAndItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOfFile: TestPaths.fixtures + "/parameters/url-own-host.json", encoding: .utf8)
            .replacingOccurrences(of: #""routes": "Tests/"#, with: #""routes": "\#(TestPaths.root)/Tests/"#)
        let broken = original.replacingOccurrences(of: #""route": "sign-in""#, with: #""route": "signin""#)
            .replacingOccurrences(of: #"      "next": "https://accounts.example.com/done""#, with: #"      "next": 7"#)
        let file = folder.appendingPathComponent("broken.json").path
        try Data(broken.utf8).write(to: URL(fileURLWithPath: file))
        var runner = FixtureRunner()
        let result = runner.run(fixtureAt: file)
        #expect(result.report == [
            "\(file):5: 4 differences from what the fixture expects",
            #"  \#(file):17: operations[0].stack[1].params.next: expected 7, got "https://accounts.example.com/done""#,
            #"  \#(file):26: params.next: expected 7, got "https://accounts.example.com/done""#,
            #"  \#(file):30: route: expected "signin", got "sign-in""#,
            #"  \#(file):39: target[1].params.next: expected 7, got "https://accounts.example.com/done""#,
        ])
        let fixture = try #require(result.fixture)
        let actual = try #require(result.actual)
        #expect(fixture.text(expecting: actual) == original)
    }

    @Test func differencesReachIntoArraysAndMissingKeys() {
        let expected: JSONValue = ["a": [1, 2, 3], "b": ["c": 7], "d": true]
        let actual: JSONValue = ["a": [1, 5], "b": ["c": "7"], "e": .null]
        #expect(JSONDifference.between(expected, actual).map(\.description) == [
            "a[1]: expected 2, got 5", "a[2]: expected 3, got nothing", #"b.c: expected 7, got "7""#,
            "d: expected true, got nothing", "e: expected nothing, got null",
        ])
        #expect(JSONDifference.between(1, "1").map(\.description) == [#"(the result): expected 1, got "1""#])
        #expect(JSONDifference.between(expected, expected).isEmpty)
    }

    @Test func junitHasOneTestCasePerFixture() throws {
        var runner = FixtureRunner()
        let results = runner.run(TestPaths.fixtures + "/parameters")
        let failing = FixtureRunner.Result(path: "a/<b>.json", passed: false, message: "not a fixture: \"x\" & y", actual: nil,
                                           fixture: nil, differences: [])
        let xml = JUnitReport(name: "check", results: results + [failing]).xml
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == results.count + 1)
        #expect(xml.contains(#"tests="\#(results.count + 1)" failures="1""#))
        #expect(xml.contains(#"<testcase classname="a" name="&lt;b&gt;.json" file="a/&lt;b&gt;.json">"#))
        #expect(xml.contains(#"<failure message="not a fixture: &quot;x&quot; &amp; y">"#))
    }

    @Test func aFileThatIsNotAFixtureFails() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-\(UUID().uuidString).json")
        try Data(#"{"url": "shop://cart"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var runner = FixtureRunner()
        let result = runner.run(fixtureAt: file.path)
        #expect(!result.passed)
        #expect(result.message.contains("expect"))
    }
}
