/// Why a link-association file cannot be written or read: a code, a message a person
/// understands, and the exit status `linkstack` ends with.
///
/// | code | when | exit |
/// | --- | --- | --- |
/// | `unknown_host` | `--host` names a host no https route of the table answers | 64 |
/// | `no_links` | the table has no route the file could name (no https route, no route at all) | 65 |
/// | `invalid_aasa` | an AASA file given to check is not one (not JSON, no `applinks.details`, a wrong type) | 65 |
package struct ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The machine-readable code, such as `unknown_host`.
    package let code: String
    /// What is wrong, for a person.
    package let message: String

    /// An error with a code and a message.
    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The exit status: 64 for `unknown_host` (the command line asked for it), 65 otherwise.
    package var exitCode: Int32 { code == "unknown_host" ? 64 : 65 }

    /// `{"error": {"code", "message"}}`.
    package var json: JSONValue { ["error": ["code": .string(code), "message": .string(message)]] }

    /// The message.
    package var description: String { message }
}
