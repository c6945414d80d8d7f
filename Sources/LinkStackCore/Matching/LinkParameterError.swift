/// A value that does not fit its parameter, found where a generated file's typed API builds a
/// route (`AppLinks.Route.searchResults(query:page:)` with a page outside `int(1...99)`): it
/// names the parameter, the value and what the parameter takes.
public struct LinkParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter's name in the route files.
    public let parameter: String
    /// The value given, as text.
    public let value: String
    /// What the parameter takes, such as `an int in 1...99`.
    public let expected: String

    /// Creates an error.
    package init(parameter: String, value: String, expected: String) {
        self.parameter = parameter
        self.value = value
        self.expected = expected
    }

    /// The machine-readable code: `invalid_parameter`.
    public var code: String { "invalid_parameter" }

    /// `'120' is not an int in 1...99 for 'page'`.
    public var description: String { "'\(value)' is not \(expected) for '\(parameter)'" }

    /// Checks that `value` lies in `range`: what a generated route's factory calls.
    ///
    /// - Throws: ``LinkParameterError`` naming `parameter` and the range when it does not.
    @_spi(Generated) public static func check(_ value: Int, in range: ClosedRange<Int>, parameter: String) throws(LinkParameterError) {
        guard range.contains(value) else {
            throw LinkParameterError(parameter: parameter, value: String(value), expected: "an int in \(range.lowerBound)...\(range.upperBound)")
        }
    }
}
