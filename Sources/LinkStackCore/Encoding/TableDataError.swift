/// Why a table's data does not read: the bytes of a generated file's table
/// (`LinkTable/init(encoded:)`) or of a compiled `.lsc` table are cut short, changed, of another
/// format, or (behind a checksum that matches) malformed. It names what and where; the remedy is
/// always to write the table again (`linkstack generate swift`, `linkstack routes compile`).
public struct TableDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the byte offset where it applies.
    package let message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    /// An error for data that passed its checks but does not read.
    package static func malformed(_ what: String) -> TableDataError { TableDataError(what) }

    /// The machine-readable code: `table_data`.
    public var code: String { "table_data" }

    /// What is wrong, with the byte offset where it applies.
    public var description: String { message }
}
