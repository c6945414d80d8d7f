/// Why a route template could not be read.
public struct TemplateError: Error, Sendable, Hashable {
    /// What is wrong.
    public let message: String
    /// The 0-based character offset in the template where the problem starts.
    public let offset: Int

    /// Creates an error.
    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
