/// One thing wrong in a route file, with where it is.
public struct RouteFileProblem: Error, Sendable, Hashable {
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, in words a person can act on.
    public let message: String

    /// Creates a problem.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

extension RouteFileProblem: CustomStringConvertible {
    /// `file:line:column: error: message`, the form editors and compilers use.
    public var description: String { "\(location): error: \(message)" }
}
