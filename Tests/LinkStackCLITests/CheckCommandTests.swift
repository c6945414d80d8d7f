import Foundation
import LinkStack
import Testing

/// `linkstack check`: what `--update` refuses to bless, and states fixtures share from files.
@Suite struct CheckCommandTests {
    /// A folder of fixtures in the temporary folder, removed when the test ends.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-check-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `text` to `name` in the folder (creating its subfolders) and returns its path.
        @discardableResult
        func write(_ name: String, _ text: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    static let shop = CLI.root + "/Routes/shop.yaml"

    /// A fixture whose own input is wrong (a misspelt screen in `current`, a routes file that is
    /// not there) fails, and `--update` leaves it failing instead of writing the error into `expect`.
    @Test(arguments: [
        (#""routes": "\#(shop)", "current": [{"screen": "Hoem"}]"#, "invalid_current"),
        (#""routes": "Routes/renamed.yaml""#, "route_file"),
        (#""routes": "\#(shop)", "context": {"signedin": true}"#, "invalid_context"),
    ])
    func updateRefusesToBlessTheFixturesOwnInputError(_ input: String, code: String) throws {
        let folder = try Folder()
        let text = #"{"url": "shop://cart", \#(input), "expect": {}}"#
        let path = try folder.write("broken.json", text)
        let output = try CLI.run(["check", folder.url.path, "--update"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("\(path): not updated: the output is the fixture's own input error (\(code))"))
        #expect(output.stdout.hasSuffix("0 passed, 1 failed, 0 updated\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    /// The same error is written when the fixture says it pins it, or when its `expect` already had it.
    @Test func updateWritesAnInputErrorTheFixturePins() throws {
        let folder = try Folder()
        let pinned = try folder.write("pinned.json", #"""
            {"routes": "\#(Self.shop)", "url": "shop://cart", "current": [{"screen": "Hoem"}], "pinsError": "invalid_current", "expect": {}}
            """#)
        let stale = try folder.write("stale.json", #"""
            {"routes": "\#(Self.shop)", "url": "shop://cart", "current": [{"screen": "Hoem"}],
             "expect": {"error": {"code": "invalid_current", "message": "an older message"}}}
            """#)
        let output = try CLI.run(["check", folder.url.path, "--update"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("0 passed, 0 failed, 2 updated\n"))
        for path in [pinned, stale] {
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("'Hoem' is not a declared screen; did you mean 'Home'?"))
        }
        #expect(try CLI.run(["check", folder.url.path]).stdout == "2 passed, 0 failed\n")
    }

    /// `"current": "@states/…"` reads a state file beside the fixture; files under `states/` are
    /// not fixtures (counted, not failed); a missing state file names the file.
    @Test func fixturesShareStateFiles() throws {
        let folder = try Folder()
        try folder.write("states/home.json", #"[{"screen": "Home"}]"#)
        try folder.write("same.json", #"{"current": "@states/home.json", "target": "@states/home.json", "expect": {"operations": [], "pops": 0, "pushes": 0}}"#)
        #expect(try CLI.run(["check", folder.url.path]).stdout == "1 passed, 0 failed (1 state file under states/ skipped)\n")

        let missing = try folder.write("missing.json", #"{"current": "@states/gone.json", "target": [], "expect": {}}"#)
        let output = try CLI.run(["check", missing])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix(#"FAIL \#(missing):1: not a fixture: "current": cannot read the state file 'states/gone.json'"#))
    }
}
