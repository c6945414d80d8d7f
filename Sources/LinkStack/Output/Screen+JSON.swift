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

extension Screen {
    /// `{"params": {...}, "screen": "Name"}`, with `"title"` when the screen has one.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["screen": .string(name), "params": params.json]
        if let title { members["title"] = .string(title) }
        return .object(members)
    }

    /// Reads a screen from `{"screen": "Name", "params": {...}}` (`params` and `title` optional).
    ///
    /// - Throws: A message naming what is wrong, for ``ResolutionError/invalidCurrent(_:)``.
    init(json: JSONValue, position: Int) throws(ResolutionError.Message) {
        guard case .object(let members) = json else {
            throw .init("screen \(position) must be an object like {\"screen\": \"Home\", \"params\": {}}")
        }
        if let unknown = members.keys.sorted().first(where: { !["screen", "params", "title"].contains($0) }) {
            throw .init("screen \(position) has an unknown key '\(unknown)'; expected screen, params, title")
        }
        guard case .string(let name)? = members["screen"], !name.isEmpty else {
            throw .init("screen \(position) needs a \"screen\" name")
        }
        var params = Parameters()
        switch members["params"] {
        case nil, .null?: break
        case .object(let values)?:
            for (key, value) in values {
                switch value {
                case .int(let number): params[key] = .int(number)
                case .string(let text): params[key] = .string(text)
                default: throw .init("parameter '\(key)' of screen \(position) must be a whole number or a string")
                }
            }
        default: throw .init("\"params\" of screen \(position) must be an object")
        }
        var title: String?
        if case .string(let text)? = members["title"] { title = text }
        self.init(name, params: params, title: title)
    }
}

extension NavigationState {
    /// The stack as a JSON array of screens, root first.
    public var json: JSONValue { .array(stack.map(\.json)) }

    /// Reads a state from JSON text: an array of screens, root first.
    ///
    /// - Throws: A message naming what is wrong.
    public init(jsonText text: String) throws(ResolutionError.Message) {
        let value: JSONValue
        do throws(JSONValue.ParseError) {
            value = try JSONValue(parsing: text)
        } catch {
            throw .init(error.message)
        }
        try self.init(json: value)
    }

    /// Reads a state from a JSON value: an array of screens, root first.
    ///
    /// - Throws: A message naming what is wrong.
    public init(json value: JSONValue) throws(ResolutionError.Message) {
        guard case .array(let screens) = value else {
            throw .init("expected an array of screens, root first, like [{\"screen\": \"Home\", \"params\": {}}]")
        }
        var stack: [Screen] = []
        for (index, screen) in screens.enumerated() {
            stack.append(try Screen(json: screen, position: index))
        }
        self.init(stack)
    }
}
