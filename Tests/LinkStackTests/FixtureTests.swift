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
        #expect(result.passed, "\(result.message)")
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
        #expect(result.message.contains("\"setStack\""))
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
