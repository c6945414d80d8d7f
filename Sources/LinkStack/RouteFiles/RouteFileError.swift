/// Route files that do not load: every problem in every file, each with file, line and column.
///
/// ```swift
/// do {
///     let table = try RouteTable(contentsOf: "Routes")
/// } catch {
///     for problem in error.problems { print(problem) }  // Routes/shop.yaml:12:5: error: ...
/// }
/// ```
public struct RouteFileError: Error, Sendable, Hashable {
    /// The problems, sorted by file, line and column.
    public let problems: [RouteFileProblem]

    /// Creates the error for `problems`.
    package init(_ problems: [RouteFileProblem]) {
        self.problems = problems
    }

    /// The stable, machine-readable code: `route_file`.
    public var code: String { "route_file" }

    /// `{"error": {"code": "route_file", "message": ..., "problems": [{file, line, column, message}]}}`.
    package var json: JSONValue {
        let problems = self.problems.map { problem -> JSONValue in
            ["file": .string(problem.location.file), "line": .int(problem.location.line),
             "column": .int(problem.location.column), "message": .string(problem.message)]
        }
        let message = problems.count == 1 ? "1 problem in route files" : "\(problems.count) problems in route files"
        return ["error": ["code": .string(code), "message": .string(message), "problems": .array(problems)]]
    }
}

extension RouteFileError: CustomStringConvertible {
    /// The count, then one problem a line in the `file:line:column: error: message` form.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "\(count) in route files:\n" + problems.map(\.description).joined(separator: "\n")
    }
}
