/// Why the core's matcher cannot take a route's regex: it is not of the regex language both
/// engines run alike (`PortableRegex`).
///
/// `linkstack generate swift` refuses such a route with its file, line and column, so a
/// generated table never throws this; a table written by hand can.
public struct LinkTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The route whose regex it is.
    package let route: String
    /// The regex as written (a `regex:` route's, or the inline regex of ``parameter``).
    package let regex: String
    /// The parameter whose inline regex it is (`{name:REGEX}`), or nil for a `regex:` route.
    package let parameter: String?
    /// The character offset in ``regex`` where the problem starts.
    package let offset: Int
    /// What is wrong, and what to write instead where there is a way.
    package let reason: String

    /// Creates an error.
    package init(route: String, regex: String, parameter: String?, offset: Int, reason: String) {
        self.route = route
        self.regex = regex
        self.parameter = parameter
        self.offset = offset
        self.reason = reason
    }

    /// The machine-readable code: `unportable_regex`.
    public var code: String { "unportable_regex" }

    /// `route 'NAME': regex 'SOURCE' (in {id:…}) at offset N: REASON`.
    public var description: String {
        "route '\(route)': regex '\(regex)'\(parameter.map { " (in {\($0):…})" } ?? "") at offset \(offset): \(reason)"
    }
}
