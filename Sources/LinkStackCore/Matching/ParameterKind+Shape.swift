extension ParameterKind {
    /// Whether `text` has the shape of one value of this kind, as ``expression`` matches a whole
    /// segment or query value (`-?[0-9]+` for an integer); nil for an inline regex, which only a
    /// regex engine can tell. A `path` is any text without `\n` (PCRE2's `.`).
    package func fitsShape(_ text: Substring) -> Bool? {
        let bytes = text.utf8
        switch self {
        case .plain, .url:
            return !bytes.isEmpty
        case .int, .intRange:
            let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
            return !digits.isEmpty && digits.allSatisfy(ParameterKind.isDigit)
        case .bool:
            return text == "true" || text == "false" || text == "1" || text == "0"
        case .uuid:
            let groups = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(ParameterKind.isHexDigit) }
        case .slug:
            let runs = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            return runs.allSatisfy { !$0.isEmpty && $0.allSatisfy { ParameterKind.isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } }
        case .path:
            return !bytes.isEmpty && !bytes.contains(UInt8(ascii: "\n"))
        case .regex:
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
