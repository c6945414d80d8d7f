extension ParameterValue {
    /// An integer as a JSON number, a boolean as a JSON boolean, a map as an object of strings,
    /// text as a JSON string.
    package var json: JSONValue {
        switch self {
        case .int(let value): return .int(value)
        case .bool(let value): return .bool(value)
        case .map(let items): return .object(items.mapValues(JSONValue.string))
        case .string(let value): return .string(value)
        }
    }
}

extension Parameters {
    /// The parameters as a JSON object.
    package var json: JSONValue {
        var members: [String: JSONValue] = Dictionary(minimumCapacity: items.count)
        for item in items where members[item.name] == nil { members[item.name] = item.value.json }
        return .object(members)
    }
}
