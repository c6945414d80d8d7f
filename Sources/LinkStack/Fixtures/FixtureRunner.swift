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
public struct FixtureRunner {
    /// The outcome of one fixture.
    public struct Result: Sendable {
        /// The fixture file.
        public let path: String
        /// Whether the output was exactly the expected JSON.
        public let passed: Bool
        /// What went wrong, empty when it passed.
        public let message: String
        /// What LinkStack printed, when the fixture could be run.
        public let actual: JSONValue?
    }

    private var tables: [String: Swift.Result<RouteTable, ResolutionError>] = [:]

    /// Creates a runner.
    public init() {}

    /// The fixture files at `path`: the file itself, or every `*.json` file under the folder, sorted.
    public static func fixtureFiles(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    }

    /// Runs every fixture at `path`.
    public mutating func run(_ path: String) -> [Result] {
        FixtureRunner.fixtureFiles(at: path).map { run(fixtureAt: $0) }
    }

    /// Runs one fixture file.
    public mutating func run(fixtureAt path: String) -> Result {
        let fixture: Fixture
        do throws(ResolutionError.Message) {
            fixture = try Fixture(contentsOf: path)
        } catch {
            return Result(path: path, passed: false, message: "not a fixture: \(error.text)", actual: nil)
        }
        let actual = outcome(of: fixture).json
        guard actual != fixture.expect else { return Result(path: path, passed: true, message: "", actual: actual) }
        return Result(path: path, passed: false,
                      message: "expected \(fixture.expect.rendered()) but got \(actual.rendered())", actual: actual)
    }

    /// What LinkStack prints for the fixture.
    public mutating func outcome(of fixture: Fixture) -> Outcome {
        let current = fixture.current.map { $0.rendered() }
        guard let url = fixture.url, let routes = fixture.routes, let routesPath = fixture.routesPath else {
            return Outcome.diff(current: current, target: fixture.target?.rendered() ?? "null")
        }
        let loaded = tables[routesPath] ?? Swift.Result { () throws(ResolutionError) in
            try RouteTable(contentsOf: routesPath, reportingAs: routes)
        }
        tables[routesPath] = loaded
        do throws(ResolutionError) {
            let table = try loaded.get()
            var context = NavigationContext()
            if let facts = fixture.context {
                do throws(ResolutionError.Message) {
                    try context.add(json: facts)
                } catch {
                    throw .invalidContext(error.text)
                }
            }
            return Outcome.resolve(url, table: table, current: try Outcome.state(current, as: ResolutionError.invalidCurrent),
                                   context: context, events: fixture.events)
        } catch {
            return Outcome(error)
        }
    }
}
