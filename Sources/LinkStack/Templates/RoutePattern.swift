/// A parsed route template such as `/products/{id:int}/reviews` or `/search?q={query}`.
///
/// ```swift
/// let pattern = try RoutePattern("/products/{id:int}/reviews")
/// pattern.path          // [.literal("products"), .parameter(name: "id", kind: .int), .literal("reviews")]
/// pattern.description   // "/products/{id:int}/reviews"
/// ```
package struct RoutePattern: Sendable, Hashable {
    /// The path segments, left to right.
    package var path: [PathComponent]
    /// The query parameters the template names, in the order written.
    package var query: [QueryRequirement]
    /// The parameter of an open query map (`{*filters}`), which takes every query item the
    /// pattern does not name, or nil.
    package var openQuery: String?
    /// Whether the template ends in `/` (`/ios/`), which matters under `trailingSlash: strict`:
    /// there the table's patterns end in an empty literal segment for it.
    package var hasTrailingSlash = false

    /// Creates a pattern from parts.
    package init(path: [PathComponent], query: [QueryRequirement] = [], openQuery: String? = nil) {
        self.path = path
        self.query = query
        self.openQuery = openQuery
    }

    /// Parses a template.
    ///
    /// - Throws: ``TemplateError`` with the character offset of the problem in `template`.
    package init(_ template: String) throws(TemplateError) {
        self = try TemplateParser(template).parsePattern()
    }

    /// The names of the parameters the path captures, left to right.
    package var pathParameterNames: [String] {
        path.compactMap { component in
            if case .parameter(let name, _) = component { return name }
            return nil
        }
    }

    /// The pattern as a table under `trailingSlash: strict` matches it: a trailing slash becomes a
    /// final empty literal segment.
    var strict: RoutePattern {
        guard hasTrailingSlash else { return self }
        var pattern = self
        pattern.path.append(.literal(""))
        pattern.hasTrailingSlash = false
        return pattern
    }

    /// The PCRE2 source that matches a normalized ``DeepLink/path`` against this pattern's path.
    ///
    /// Each parameter becomes a named group. An inline regex is held to exactly one segment: a
    /// lookahead captures the segment and the rest of the path, and the regex must then match
    /// up to exactly that rest.
    package var pathExpression: String { pathExpression(keepsTrailingSlash: false) }

    /// The path expression; under `trailingSlash: strict` (`keepsTrailingSlash`) a catch-all
    /// `{name:path}` also matches the empty rest.
    func pathExpression(keepsTrailingSlash: Bool) -> String {
        var source = "^"
        for (index, component) in path.enumerated() {
            source += "/"
            switch component {
            case .literal(let text):
                source += RoutePattern.escaped(text)
            case .alternatives(let words):
                source += RoutePattern.alternation(words)
            case .parameter(let name, let kind):
                source += RoutePattern.parameterExpression(kind, group: name, rest: "__rest\(index)", keepsTrailingSlash: keepsTrailingSlash)
            }
        }
        return (path.isEmpty ? "^/" : source) + "\\z"
    }

    /// The expression for one parameter segment, captured in the group named `group`. An inline
    /// regex also uses the group named `rest` for the path after the segment.
    static func parameterExpression(_ kind: ParameterKind, group: String, rest: String, keepsTrailingSlash: Bool) -> String {
        if kind == .path, keepsTrailingSlash { return "(?<\(group)>.*)" }
        guard case .regex(let regex) = kind else { return "(?<\(group)>\(kind.expression))" }
        return "(?=(?<\(group)>[^/]+)(?<\(rest)>.*))(?=(?:\(regex))\\k<\(rest)>\\z)[^/]+"
    }

    /// `(?:a|b)` for literal alternatives, each escaped.
    static func alternation(_ words: [String]) -> String {
        "(?:" + words.map(escaped).joined(separator: "|") + ")"
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
    package var description: String {
        let path = "/" + self.path.map(\.description).joined(separator: "/")
        let items = query.map(\.description) + (openQuery.map { ["{*\($0)}"] } ?? [])
        guard !items.isEmpty else { return path }
        return path + "?" + items.joined(separator: "&")
    }
}
