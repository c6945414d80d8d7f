/// A parsed route template such as `/products/{id:int}/reviews` or `/search?q={query}`.
///
/// ```swift
/// let pattern = try RoutePattern("/products/{id:int}/reviews")
/// pattern.path          // [.literal("products"), .parameter(name: "id", kind: .int), .literal("reviews")]
/// pattern.description   // "/products/{id:int}/reviews"
/// ```
public struct RoutePattern: Sendable, Hashable {
    /// The path segments, left to right.
    public var path: [PathComponent]
    /// The query parameters the template names, in the order written.
    public var query: [QueryRequirement]

    /// Creates a pattern from parts.
    public init(path: [PathComponent], query: [QueryRequirement] = []) {
        self.path = path
        self.query = query
    }

    /// Parses a template.
    ///
    /// - Throws: ``TemplateError`` with the character offset of the problem in `template`.
    public init(_ template: String) throws(TemplateError) {
        self = try TemplateParser(template).parsePattern()
    }

    /// The names of the parameters the path captures, left to right.
    public var pathParameterNames: [String] {
        path.compactMap { component in
            if case .parameter(let name, _) = component { return name }
            return nil
        }
    }

    /// The PCRE2 source that matches a normalized ``DeepLink/path`` against this pattern's path.
    ///
    /// Each parameter becomes a named group. An inline regex is held to exactly one segment: a
    /// lookahead captures the segment and the rest of the path, and the regex must then match
    /// up to exactly that rest.
    public var pathExpression: String {
        var source = "^"
        for (index, component) in path.enumerated() {
            source += "/"
            switch component {
            case .literal(let text):
                source += RoutePattern.escaped(text)
            case .parameter(let name, let kind):
                source += RoutePattern.parameterExpression(kind, group: name, rest: "__rest\(index)")
            }
        }
        return (path.isEmpty ? "^/" : source) + "\\z"
    }

    /// The expression for one parameter segment, captured in the group named `group`. An inline
    /// regex also uses the group named `rest` for the path after the segment.
    static func parameterExpression(_ kind: ParameterKind, group: String, rest: String) -> String {
        guard case .regex(let regex) = kind else { return "(?<\(group)>\(kind.expression))" }
        return "(?=(?<\(group)>[^/]+)(?<\(rest)>.*))(?=(?:\(regex))\\k<\(rest)>\\z)[^/]+"
    }

    /// `text` with every character that is not a letter or digit escaped for PCRE2.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

extension RoutePattern: CustomStringConvertible {
    /// The template, as it would be written.
    public var description: String {
        let path = "/" + self.path.map(\.description).joined(separator: "/")
        guard !query.isEmpty else { return path }
        return path + "?" + query.map(\.description).joined(separator: "&")
    }
}
