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
