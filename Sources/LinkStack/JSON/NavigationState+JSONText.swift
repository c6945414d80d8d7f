import LinkStackCore

extension NavigationState {
    /// Reads a state from JSON text: an array of screens (one stack, root first), or the object form.
    ///
    /// - Throws: A message naming what is wrong and where.
    package init(jsonText text: String) throws(ResolutionError.Message) {
        let value: JSONValue
        do throws(JSONValue.ParseError) {
            value = try JSONValue(parsing: text)
        } catch {
            throw .init(error.message)
        }
        try self.init(json: value)
    }
}
