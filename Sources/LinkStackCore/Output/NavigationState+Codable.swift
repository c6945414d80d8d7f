extension NavigationState: Codable {
    /// Encodes the state as `linkstack` writes and reads it (`--current`, `"target"`): one stack
    /// as an array of screens, anything more as `{"flow", "tab", "stacks", "modals"}`. How an app
    /// keeps what it shows, with `JSONEncoder`, to restore it at launch.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Decodes a state in the form ``encode(to:)`` writes, checked as `--current` is: a screen
    /// or stack that is malformed is a `DecodingError` naming where (`stacks.Library[2].screen`).
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        do throws(ResolutionError.Message) {
            try self.init(json: value)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.text))
        }
    }
}
