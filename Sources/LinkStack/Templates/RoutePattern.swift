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

    /// The pattern as a table under `trailingSlash: strict` matches it: a trailing slash becomes a
    /// final empty literal segment.
    var strict: RoutePattern {
        guard hasTrailingSlash else { return self }
        var pattern = self
        pattern.path.append(.literal(""))
        pattern.hasTrailingSlash = false
        return pattern
    }

    /// The PCRE2 source that matches a normalized ``DeepLink/path`` against this pattern's path
    /// (``PathExpression``).
    package var pathExpression: String { pathExpression(keepsTrailingSlash: false) }

    /// The path expression; under `trailingSlash: strict` (`keepsTrailingSlash`) a catch-all
    /// `{name:path}` also matches the empty rest; `caseInsensitive`, its literals in any case.
    func pathExpression(keepsTrailingSlash: Bool, caseInsensitive: Bool = false) -> String {
        PathExpression.source(for: path, keepsTrailingSlash: keepsTrailingSlash, caseInsensitive: caseInsensitive)
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
