extension ParameterValue {
    /// An integer as a JSON number, text as a JSON string.
    public var json: JSONValue {
        switch self {
        case .int(let value): return .int(value)
        case .string(let value): return .string(value)
        }
    }
}

extension Parameters {
    /// The parameters as a JSON object.
    public var json: JSONValue { .object(values.mapValues(\.json)) }
}
