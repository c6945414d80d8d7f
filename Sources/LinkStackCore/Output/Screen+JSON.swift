extension Screen {
    /// `{"params": {...}, "screen": "Name"}`, with `"title"` when the screen has one.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["screen": .string(name), "params": params.json]
        if let title { members["title"] = .string(title) }
        return .object(members)
    }

    /// A stack as a JSON array of screens, root first.
    static func json(_ stack: [Screen]) -> JSONValue { .array(stack.map(\.json)) }

    /// Reads a screen from `{"screen": "Name", "params": {...}}` (`params` and `title` optional).
    ///
    /// Members are read in any order; only when one is wrong are they read again in key order, so
    /// that the error names the first wrong one, as it always has.
    ///
    /// - Parameter path: Where the screen is in the document, such as `stacks.Library[2]`, for
    ///   messages (worked out only for one).
    /// - Throws: A message naming what is wrong and where.
    init(json: JSONValue, path: @autoclosure () -> String) throws(ResolutionError.Message) {
        guard case .object(let members) = json else {
            throw .init("\(path()): a screen is an object like {\"screen\": \"Home\", \"params\": {}}")
        }
        let known = { (key: String) in key == "screen" || key == "params" || key == "title" }
        if !members.keys.allSatisfy(known), let unknown = members.keys.sorted().first(where: { !known($0) }) {
            throw .init("\(path()).\(unknown): unknown key; a screen has screen, params and title")
        }
        guard case .string(let name)? = members["screen"], !name.isEmpty else { throw .init("\(path()).screen: a screen needs a name") }
        var params = Parameters()
        switch members["params"] {
        case nil, .null?: break
        case .object(let values)?:
            if let read = Screen.parameters(values) {
                params = read
            } else {
                for (key, value) in values.sorted(by: { $0.key < $1.key }) { try Screen.checkParameter(value, key: key, path: path()) }
            }
        default: throw .init("\(path()).params: must be an object")
        }
        var title: String?
        if case .string(let text)? = members["title"] { title = text }
        self.init(name, params: params, title: title)
    }

    /// The parameters `values` give, or nil when one is not a parameter's value.
    private static func parameters(_ values: [String: JSONValue]) -> Parameters? {
        var params: [String: ParameterValue] = [:]
        params.reserveCapacity(values.count)
        for (key, value) in values {
            switch value {
            case .int(let number): params[key] = .int(number)
            case .bool(let flag): params[key] = .bool(flag)
            case .string(let text): params[key] = .string(text)
            case .object(let items):
                var map: [String: String] = [:]
                for (name, item) in items {
                    guard case .string(let text) = item else { return nil }
                    map[name] = text
                }
                params[key] = .map(map)
            default: return nil
            }
        }
        return Parameters(params)
    }

    /// Throws what is wrong with a parameter's value, naming the first wrong item in key order.
    private static func checkParameter(_ value: JSONValue, key: String, path: String) throws(ResolutionError.Message) {
        switch value {
        case .int, .bool, .string: return
        case .object(let items):
            for (name, item) in items.sorted(by: { $0.key < $1.key }) {
                guard case .string = item else { throw .init("\(path).params.\(key).\(name): an open query map holds strings") }
            }
        default: throw .init("\(path).params.\(key): a parameter is a whole number, a boolean, a string or an object of strings")
        }
    }

    /// Reads a stack: a JSON array of screens, root first.
    static func stack(json: JSONValue, path: @autoclosure () -> String) throws(ResolutionError.Message) -> [Screen] {
        guard case .array(let screens) = json else {
            let path = path()
            throw .init("\(path.isEmpty ? "the state" : path): expected an array of screens, root first, like [{\"screen\": \"Home\", \"params\": {}}]")
        }
        var stack: [Screen] = []
        stack.reserveCapacity(screens.count)
        for (index, screen) in screens.enumerated() {
            stack.append(try Screen(json: screen, path: "\(path())[\(index)]"))
        }
        return stack
    }
}
