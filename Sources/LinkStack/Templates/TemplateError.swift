/// Why a route template could not be read.
package struct TemplateError: Error, Sendable, Hashable {
    /// What is wrong.
    package let message: String
    /// The 0-based character offset in the template where the problem starts.
    package let offset: Int

    /// Creates an error.
    package init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
