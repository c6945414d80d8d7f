/// One segment of a route pattern's path.
package enum PathComponent: Sendable, Hashable {
    /// A literal segment, stored in its normalized, percent-encoded form (what a ``DeepLink/path`` holds).
    case literal(String)
    /// A parameter segment, such as `{id:int}`.
    case parameter(name: String, kind: ParameterKind)
    /// Literal alternatives such as `read|reader` (for a renamed path): any one of the words, each
    /// normalized like a literal. It captures nothing, ranks as a literal, and reverse routing
    /// writes the first word.
    case alternatives([String])

    /// The match-order strength of the segment: 0 (literal) is strongest, 3 (catch-all) weakest.
    /// A parameter's kind; nil for a literal or alternatives.
    package var kind: ParameterKind? {
        if case .parameter(_, let kind) = self { return kind }
        return nil
    }

    package var strength: Int {
        switch self {
        case .literal, .alternatives: return 0
        case .parameter(_, let kind): return kind.strength
        }
    }
}

extension PathComponent: CustomStringConvertible {
    /// The segment as a template writes it: `products`, `{id:int}`, `{name}`.
    package var description: String {
        switch self {
        case .literal(let text): return text
        case .alternatives(let words): return words.joined(separator: "|")
        case .parameter("", .optionalPath): return "*"
        case .parameter(let name, .plain): return "{\(name)}"
        case .parameter(let name, let kind): return "{\(name):\(kind)}"
        }
    }
}
