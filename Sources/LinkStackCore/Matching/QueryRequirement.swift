/// A query parameter a route names, such as `q={query}` in `/search?q={query}`, or `ref={ref?}`
/// for one that may be absent.
package struct QueryRequirement: Sendable, Hashable {
    /// What the query item's value must be.
    package enum Value: Sendable, Hashable {
        /// Captured into the parameter `name`, constrained by `kind`.
        case parameter(name: String, kind: ParameterKind)
        /// Exactly this text (decoded).
        case literal(String)
    }

    /// The query item's name in the URL (case-sensitive).
    package let queryName: String
    /// What its value must be.
    package let value: Value
    /// Whether the parameter may be absent (`{ref?}`): then it is left out of the parameters.
    package let isOptional: Bool

    /// Creates a requirement.
    package init(queryName: String, value: Value, isOptional: Bool = false) {
        self.queryName = queryName
        self.value = value
        self.isOptional = isOptional
    }

    /// The parameter this requirement fills, if it captures one.
    package var parameterName: String? {
        if case .parameter(let name, _) = value { return name }
        return nil
    }
}

extension QueryRequirement: CustomStringConvertible {
    /// `q={query}`, `page={page:int}`, `ref={ref?}` or `tab=reviews`.
    package var description: String {
        let mark = isOptional ? "?" : ""
        switch value {
        case .parameter(let name, .plain): return "\(queryName)={\(name)\(mark)}"
        case .parameter(let name, let kind): return "\(queryName)={\(name):\(kind)\(mark)}"
        case .literal(let text): return "\(queryName)=\(text)"
        }
    }
}
