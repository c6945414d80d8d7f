import Foundation

/// Runs fixture files and compares what LinkStack prints with what each expects.
///
/// ```swift
/// var runner = FixtureRunner()
/// let results = runner.run("Tests/Fixtures")
/// results.filter { !$0.passed }.forEach { print($0.path, $0.message) }
/// ```
///
/// Route tables are loaded once per path and shared by the fixtures that name them.
package struct FixtureRunner {
    /// The outcome of one fixture.
    package struct Result: Sendable {
        /// The fixture file.
        package let path: String
        /// Whether the output was exactly the expected JSON.
        package let passed: Bool
        /// What went wrong, empty when it passed: how many differences, or why the file is not a fixture.
        package let message: String
        /// What LinkStack printed, when the fixture could be run.
        package let actual: JSONValue?
        /// The fixture, when the file is one.
        package let fixture: Fixture?
        /// Each place where the output differs from `expect`.
        package let differences: [JSONDifference]

        /// The most differences ``report`` lists.
        package static let maxListedDifferences = 20

        /// A failure as a person reads it: `file:line: message`, then one indented
        /// `file:line: path: expected …, got …` line per difference (at most
        /// ``maxListedDifferences``, then a count of the rest); empty when it passed.
        package var report: [String] {
            guard !passed else { return [] }
            guard let fixture else { return ["\(path):1: \(message)"] }
            var lines = ["\(path):\(fixture.line(ofExpected: "")): \(message)"]
            for difference in differences.prefix(Result.maxListedDifferences) {
                lines.append("  \(path):\(fixture.line(ofExpected: difference.path)): \(difference)")
            }
            if differences.count > Result.maxListedDifferences {
                lines.append("  … and \(differences.count - Result.maxListedDifferences) more")
            }
            return lines
        }
    }

    private var tables: [String: Swift.Result<RouteTable, RouteFileError>] = [:]
    /// Whether the core's ``CoreResolver`` answers instead of the engine's ``Resolver``: the
    /// resolver `linkstack generate swift` gives an app must print what the fixtures expect too.
    package var core = false

    /// Creates a runner.
    package init() {}

    /// The fixture files at `path`: the file itself, or every `*.json` file under the folder,
    /// sorted, except ``stateFiles(at:)``.
    package static func fixtureFiles(at path: String) -> [String] {
        jsonFiles(at: path).filter { !$0.isStateFile }.map(\.path)
    }

    /// The state files under the folder `path`: `*.json` files under a folder named `states`,
    /// which fixtures name as `"current": "@states/home.json"`; they are not fixtures.
    package static func stateFiles(at path: String) -> [String] {
        jsonFiles(at: path).filter(\.isStateFile).map(\.path)
    }

    /// Every `*.json` file at `path` (the file itself, or those under the folder), sorted, each
    /// with whether a folder named `states` below `path` holds it.
    private static func jsonFiles(at path: String) -> [(path: String, isStateFile: Bool)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [(path, false)] }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { file in
            ("\(folder)/\(file)", file.split(separator: "/").dropLast().contains("states"))
        }
    }

    /// Runs every fixture at `path`.
    package mutating func run(_ path: String) -> [Result] {
        FixtureRunner.fixtureFiles(at: path).map { run(fixtureAt: $0) }
    }

    /// Runs one fixture file.
    package mutating func run(fixtureAt path: String) -> Result {
        let fixture: Fixture
        do throws(ResolutionError.Message) {
            fixture = try Fixture(contentsOf: path)
        } catch {
            return Result(path: path, passed: false, message: "not a fixture: \(error.text)", actual: nil, fixture: nil, differences: [])
        }
        let actual = outcome(of: fixture).json
        let differences = JSONDifference.between(fixture.expect, actual)
        guard !differences.isEmpty else {
            return Result(path: path, passed: true, message: "", actual: actual, fixture: fixture, differences: [])
        }
        let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
        return Result(path: path, passed: false, message: "\(count) from what the fixture expects", actual: actual,
                      fixture: fixture, differences: differences)
    }

    /// What LinkStack prints for the fixture.
    package mutating func outcome(of fixture: Fixture) -> Outcome {
        let current = fixture.current.map { $0.rendered() }
        var table: RouteTable?
        if let routes = fixture.routes, let routesPath = fixture.routesPath {
            let loaded = tables[routesPath] ?? Swift.Result { () throws(RouteFileError) in
                try RouteTable(contentsOf: routesPath, reportingAs: routes)
            }
            tables[routesPath] = loaded
            switch loaded {
            case .success(let loadedTable): table = loadedTable
            case .failure(let error): return Outcome(.routeFile(error))
            }
        }
        guard let url = fixture.url, let table else {
            return Outcome.diff(current: current, target: fixture.target?.rendered() ?? "null", table: table)
        }
        do throws(ResolutionError) {
            var context = NavigationContext()
            if let facts = fixture.context {
                do throws(ResolutionError.Message) {
                    try context.add(json: facts)
                } catch {
                    throw .invalidContext(error.text)
                }
            }
            let pending = try fixture.pending.map { json throws(ResolutionError) in
                try Outcome.state(json.rendered(), as: ResolutionError.invalidTarget)
            }
            return Outcome.resolve(url, table: table, current: try Outcome.state(current, as: ResolutionError.invalidCurrent),
                                   context: context, events: fixture.events, pending: pending,
                                   plan: fixture.plan, core: core)
        } catch {
            return Outcome(error)
        }
    }
}
