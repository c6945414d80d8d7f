/// A place in a route file: the file as it was named, and a 1-based line and column.
public struct SourceLocation: Sendable, Hashable {
    /// The file's path as it was given (or found in a folder that was given).
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in characters.
    public let column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension SourceLocation: CustomStringConvertible, Comparable {
    /// `file:line:column`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
