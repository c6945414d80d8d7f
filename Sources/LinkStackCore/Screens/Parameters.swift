/// The named parameters a screen is shown with, such as `id: 42` for a product.
///
/// ```swift
/// let params: Parameters = ["id": 42, "tab": "reviews"]
/// params.get("id", as: Int.self)  // 42
/// ```
public struct Parameters: Sendable, Hashable {
    /// One parameter: its name and value.
    package struct Item: Sendable {
        /// The parameter's name.
        package let name: String
        /// Its value.
        package var value: ParameterValue
    }

    /// The parameters in the order of their names' UTF-8 bytes, the order JSON writes keys in
    /// (``JSONText/precedes(_:_:)``, which orders them here too). A
    /// screen's few parameters are found by a short scan, with no hashing, and written without
    /// sorting; a dictionary per screen was built, hashed and freed for every link.
    package private(set) var items: [Item] = []

    /// The values by name, as a dictionary made from `items` each time it is read (`subscript(name:)`
    /// and ``count`` read the parameters without making one).
    public var values: [String: ParameterValue] {
        get { Dictionary(items.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        set { self = Parameters(newValue) }
    }

    /// Creates parameters from values by name.
    public init(_ values: [String: ParameterValue] = [:]) {
        guard !values.isEmpty else { return }
        items = values.map { Item(name: $0.key, value: $0.value) }.sorted { JSONText.precedes($0.name, $1.name) }
    }

    /// Empty parameters with room for `count` of them.
    package init(capacity count: Int) {
        items.reserveCapacity(count)
    }

    /// The value named `name`, if any. Names are compared as `String`s are (as a dictionary's keys
    /// were), so a name is one parameter however its characters are composed.
    public subscript(name: String) -> ParameterValue? {
        get {
            for item in items where item.name == name { return item.value }
            return nil
        }
        set {
            if let index = items.firstIndex(where: { $0.name == name }) {
                if let newValue { items[index].value = newValue } else { items.remove(at: index) }
            } else if let newValue {
                add(distinct: name, newValue)
            }
        }
    }

    /// Whether a parameter named `first` is kept before one named `second`: by their names' bytes.
    package static func keeps(_ first: String, before second: String) -> Bool {
        JSONText.precedes(first, second)
    }

    /// Adds `value` named `name`, which no parameter held has (the caller knows: the distinct path
    /// parameters of one route, added first), in its place by the names' byte order: without
    /// comparing it with every name held, as the subscript's setter does.
    package mutating func add(distinct name: String, _ value: ParameterValue) {
        // A route's parameters mostly come in their names' order: then appended.
        if let last = items.last, JSONText.precedes(name, last.name),
           let index = items.firstIndex(where: { JSONText.precedes(name, $0.name) }) {
            items.insert(Item(name: name, value: value), at: index)
        } else {
            items.append(Item(name: name, value: value))
        }
    }

    /// Appends `value` named `name`, whose name the caller knows comes after every name held in
    /// their bytes' order (a route's path parameters, added in ``LinkRoute/pathParameterOrder``).
    package mutating func append(following name: String, _ value: ParameterValue) {
        assert(items.last.map { JSONText.precedes($0.name, name) } ?? true, "\(name) is out of order")
        items.append(Item(name: name, value: value))
    }

    /// Whether both hold the same names with equal values, in whatever order (as dictionaries
    /// compare): item by item when their orders agree, as they do unless a name is spelt in two
    /// compositions.
    public static func == (lhs: Parameters, rhs: Parameters) -> Bool {
        guard lhs.items.count == rhs.items.count else { return false }
        if zip(lhs.items, rhs.items).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) { return true }
        return lhs.items.allSatisfy { item in rhs[item.name] == item.value }
    }

    /// Hashes the names and values, whatever their order (as `==` compares them).
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for item in items {
            var one = Hasher()
            one.combine(item.name)
            one.combine(item.value)
            combined ^= one.finalize()
        }
        hasher.combine(items.count)
        hasher.combine(combined)
    }

    /// The value named `name` as an integer, when it is one.
    public func get(_ name: String, as type: Int.Type) -> Int? {
        if case .int(let value)? = self[name] { return value }
        return nil
    }

    /// The value named `name` as a boolean, when it is one.
    public func get(_ name: String, as type: Bool.Type) -> Bool? {
        if case .bool(let value)? = self[name] { return value }
        return nil
    }

    /// The value named `name` as an open map (`{*filters}`), when it is one.
    public func get(_ name: String, as type: [String: String].Type) -> [String: String]? {
        if case .map(let value)? = self[name] { return value }
        return nil
    }

    /// The value named `name` as text (an integer gives its digits).
    public func get(_ name: String, as type: String.Type) -> String? {
        self[name]?.text
    }

    /// The names, sorted.
    package var names: [String] { items.map(\.name).sorted() }

    /// Whether there are no parameters.
    package var isEmpty: Bool { items.isEmpty }

    /// How many parameters there are.
    public var count: Int { items.count }

    /// Only the parameters named in `names`.
    package func restricted(to names: [String]) -> Parameters {
        guard !names.isEmpty, !items.isEmpty else { return Parameters() }
        // Every parameter is kept: the same storage.
        if items.count <= names.count, items.allSatisfy({ names.contains($0.name) }) { return self }
        var kept = Parameters(capacity: min(names.count, items.count))
        for item in items where names.contains(item.name) { kept.items.append(item) }  // still in order
        return kept
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
        "(" + names.map { "\($0): \(self[$0]?.text ?? "")" }.joined(separator: ", ") + ")"
    }
}
