/// The named parameters a screen is shown with, such as `id: 42` for a product.
///
/// ```swift
/// let params: Parameters = ["id": 42, "tab": "reviews"]
/// params.get("id", as: Int.self)  // 42
/// ```
public struct Parameters: Sendable, Hashable {
    /// The values by name.
    public var values: [String: ParameterValue]

    /// Creates parameters from values by name.
    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    /// The value named `name`, if any.
    public subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The value named `name` as an integer, when it is one.
    public func get(_ name: String, as type: Int.Type) -> Int? {
        if case .int(let value)? = values[name] { return value }
        return nil
    }

    /// The value named `name` as a boolean, when it is one.
    public func get(_ name: String, as type: Bool.Type) -> Bool? {
        if case .bool(let value)? = values[name] { return value }
        return nil
    }

    /// The value named `name` as an open map (`{*filters}`), when it is one.
    public func get(_ name: String, as type: [String: String].Type) -> [String: String]? {
        if case .map(let value)? = values[name] { return value }
        return nil
    }

    /// The value named `name` as text (an integer gives its digits).
    public func get(_ name: String, as type: String.Type) -> String? {
        values[name]?.text
    }

    /// The names, sorted.
    public var names: [String] { values.keys.sorted() }

    /// Whether there are no parameters.
    public var isEmpty: Bool { values.isEmpty }

    /// Only the parameters named in `names`.
    package func restricted(to names: [String]) -> Parameters {
        guard !names.isEmpty, !values.isEmpty else { return Parameters() }
        // Every parameter is kept: the same storage.
        if values.count <= names.count, values.keys.allSatisfy({ names.contains($0) }) { return self }
        var kept: [String: ParameterValue] = Dictionary(minimumCapacity: min(names.count, values.count))
        for name in names { kept[name] = values[name] }
        return Parameters(kept)
    }
}

extension Parameters: ExpressibleByDictionaryLiteral {
    /// Creates parameters from a literal such as `["id": 42]`.
    public init(dictionaryLiteral elements: (String, ParameterValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension Parameters: CustomStringConvertible {
    /// `(id: 42, tab: reviews)`, names sorted; `()` when there are none.
    public var description: String {
        "(" + names.map { "\($0): \(values[$0]?.text ?? "")" }.joined(separator: ", ") + ")"
    }
}
