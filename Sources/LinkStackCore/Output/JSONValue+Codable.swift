extension JSONValue: Codable {
    /// Decodes any JSON value: whole numbers as ``int(_:)``, other numbers as ``double(_:)``.
    package init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() { self = .null; return }
        if let flag = try? value.decode(Bool.self) { self = .bool(flag); return }
        if let number = try? value.decode(Int.self) { self = .int(number); return }
        if let number = try? value.decode(Double.self) { self = .double(number); return }
        if let text = try? value.decode(String.self) { self = .string(text); return }
        if let elements = try? value.decode([JSONValue].self) { self = .array(elements); return }
        self = .object(try value.decode([String: JSONValue].self))
    }

    /// Encodes the value as the JSON it is.
    package func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .null: try value.encodeNil()
        case .bool(let flag): try value.encode(flag)
        case .int(let number): try value.encode(number)
        case .double(let number): try value.encode(number)
        case .string(let text): try value.encode(text)
        case .array(let elements): try value.encode(elements)
        case .object(let members): try value.encode(members)
        }
    }
}
