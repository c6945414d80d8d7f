/// Why a compiled table (`linkstack routes compile`, a `.lsc` file) cannot be loaded: each case
/// says what to do, which is always to compile the route files again.
public enum CompiledTableError: Error, Sendable, Hashable {
    /// The file does not start as a compiled table does.
    case notCompiledTable
    /// The file's format version is not the one this LinkStack reads.
    case formatVersion(found: Int, expected: Int)
    /// The file was written by another LinkStack or against another PCRE2 than this process's.
    case builtWith(linkStack: String, pcre2: String)
    /// The file's checksum does not match its bytes: it was cut short or changed.
    case checksum
    /// The file passed its checksum but a part of it does not read (a bug, or a forged checksum).
    case malformed(String)

    /// A stable code: `compiled_table`.
    public var code: String { "compiled_table" }

    /// What is wrong and what to do.
    package var message: String {
        let again = "; compile the route files again with 'linkstack routes compile'"
        switch self {
        case .notCompiledTable: return "not a compiled route table (it does not start with the LinkStack table mark)" + again
        case let .formatVersion(found, expected):
            return "compiled table format \(found); this LinkStack reads format \(expected)" + again
        case let .builtWith(linkStack, pcre2):
            return "compiled by LinkStack \(linkStack) with PCRE2 \(pcre2); this is LinkStack \(LinkStackVersion.current) with PCRE2 "
                + "\(PCRE2Pattern.libraryVersion)" + again
        case .checksum: return "the compiled table's checksum does not match: the file was cut short or changed" + again
        case .malformed(let what): return "the compiled table does not read: \(what)" + again
        }
    }
}

extension CompiledTableError: CustomStringConvertible {
    /// `message`.
    public var description: String { message }
}
