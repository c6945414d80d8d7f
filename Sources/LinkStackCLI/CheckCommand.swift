import ArgumentParser
import Foundation
import LinkStack

/// `linkstack check [DIR]`: runs fixture files and reports each failure.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run fixture files: each pins what one deep link (or one diff) must print.",
        discussion: """
            A fixture is a JSON file: {"routes": "Routes/shop.yaml", "url": "...", "current": [...], \
            "expect": {...}}, or {"current": [...], "target": [...], "expect": {...}} for a diff (with \
            "routes", both states are checked against that table, as diff --routes does). \
            "routes" is found relative to the fixture's folder or any folder above it. For each \
            failure, prints FAIL file:line and the count of differences, then one line per difference \
            with its line in the file and its JSON path: \
            target.stacks.Home[2].params.id: expected 7, got "7". Ends with "N passed, M failed"; \
            exits 1 on any failure.

            --update rewrites the "expect" of each failing fixture with what linkstack prints now \
            (the rest of the file is kept) and lists what changed; read the changes before \
            committing them. It refuses (the fixture stays failed) to write an error about the \
            fixture's own input (route_file, invalid_current, invalid_target, invalid_context: a \
            misspelt screen, a moved routes folder) where the old "expect" had none, unless the \
            fixture says it pins that error: "pinsError": "invalid_current". --junit writes a \
            JUnit XML report, one test case per fixture.

            "current", "target" and "pending" may be "@path": a state file, relative to the \
            fixture's folder, so fixtures share states. JSON files under a folder named states/ \
            are state files, not fixtures: they are skipped, and counted in the summary.

            --core runs the fixtures with the PCRE2-free resolver `linkstack generate swift` \
            gives an app (LinkStackCore's CoreResolver) instead of the engine: its answers must \
            be the same. Routes whose regexes it cannot run fail with a route_file error.

            Examples:
              linkstack check Tests/Fixtures
              linkstack check Tests/Fixtures --junit /tmp/linkstack-fixtures.xml
              linkstack check Tests/Fixtures/parameters --update
              linkstack check Tests/Fixtures/query --core
            """
    )

    @Argument(help: "A folder of fixture files (searched recursively) or one fixture file.")
    var path: String = "Tests/Fixtures"

    @Flag(help: "Rewrite the expectations of failing fixtures from the actual output, showing what changed.")
    var update = false

    @Flag(help: "Resolve with the core's PCRE2-free resolver (what `generate swift` embeds) instead of the engine.")
    var core = false

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file, one test case per fixture (a fixture or state file it runs is refused).", valueName: "file"))
    var junit: String?

    func validate() throws {
        if update, core { throw ValidationError("--update rewrites expectations from the engine's answers; run it without --core") }
        if let junit {
            try OutputFile.refuse(junit, option: "--junit", ifAnyOf: FixtureRunner.fixtureFiles(at: path) + FixtureRunner.stateFiles(at: path))
        }
    }

    func run() throws {
        var runner = FixtureRunner()
        runner.core = core
        let results = runner.run(path)
        if results.isEmpty { StandardStreams.print("FAIL \(path): no fixture files (*.json) found") }
        var updated = 0
        for result in results where !result.passed {
            guard update, let fixture = result.fixture, let actual = result.actual else {
                StandardStreams.print("FAIL " + result.report.joined(separator: "\n"))
                continue
            }
            if let refusal = fixture.updateRefusal(for: actual) {
                StandardStreams.print("FAIL " + result.report.joined(separator: "\n") + "\n  \(result.path): \(refusal)")
                continue
            }
            try write(fixture.text(expecting: actual), to: result.path)
            updated += 1
            StandardStreams.print("UPDATED " + result.report.joined(separator: "\n"))
        }
        if let junit {
            try write(JUnitReport(name: "linkstack check \(path)", results: results).xml, to: junit)
        }
        let failed = results.filter { !$0.passed }.count - updated
        let states = FixtureRunner.stateFiles(at: path).count
        StandardStreams.print("\(results.count - failed - updated) passed, \(failed) failed" + (update ? ", \(updated) updated" : "")
                              + (states > 0 ? " (\(states) state file\(states == 1 ? "" : "s") under states/ skipped)" : ""))
        if failed > 0 || results.isEmpty { throw ExitCode(1) }
    }

    /// Writes `text` to `path`, or ends with exit 74 and a message when it cannot.
    private func write(_ text: String, to path: String) throws {
        try OutputFile.write(Data(text.utf8), to: path)
    }
}
