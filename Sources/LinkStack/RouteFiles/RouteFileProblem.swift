/// One thing wrong in a route file, with where it is.
public struct RouteFileProblem: Error, Sendable, Hashable {
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, in words a person can act on.
    public let message: String
    /// Whether the table cannot load (an error) or loads but is risky (a warning).
    public let severity: Severity

    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The table does not load.
        case error
        /// The table loads; the route works but may fail or surprise (see ``RouteTable/warnings``).
        case warning
    }

    /// Creates a problem.
    package init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
        self.message = message
        self.location = location
        self.severity = severity
    }
}

extension RouteFileProblem: CustomStringConvertible {
    /// `file:line:column: error: message` (or `warning:`), the form editors and compilers use.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
