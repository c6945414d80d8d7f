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
