import ArgumentParser
import LinkStack

/// `linkstack check [DIR]`: runs fixture files and reports each failure.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run fixture files: each pins what one deep link (or one diff) must print.",
        discussion: """
            A fixture is a JSON file: {"routes": "Routes/shop.yaml", "url": "...", "current": [...], \
            "expect": {...}}, or {"current": [...], "target": [...], "expect": {...}} for a diff. \
            "routes" is found relative to the fixture's folder or any folder above it. Prints one \
            line per failure and a final "N passed, M failed"; exits 1 on any failure.

            Example:
              linkstack check Tests/Fixtures
            """
    )

    @Argument(help: "A folder of fixture files (searched recursively) or one fixture file.")
    var path: String = "Tests/Fixtures"

    func run() throws {
        var runner = FixtureRunner()
        let results = runner.run(path)
        if results.isEmpty { StandardStreams.print("FAIL \(path): no fixture files (*.json) found") }
        for result in results where !result.passed {
            StandardStreams.print("FAIL \(result.path): \(result.message)")
        }
        let failed = results.filter { !$0.passed }.count
        StandardStreams.print("\(results.count - failed) passed, \(failed) failed")
        if failed > 0 || results.isEmpty { throw ExitCode(1) }
    }
}
