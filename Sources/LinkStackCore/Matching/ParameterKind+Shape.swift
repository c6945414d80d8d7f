extension ParameterKind {
    /// Whether `text` has the shape of one value of this kind, as ``expression`` matches a whole
    /// segment or query value (`-?[0-9]+` for an integer); nil for an inline regex, which only a
    /// regex engine can tell. A `path` is any text without `\n` (PCRE2's `.`).
    package func fitsShape(_ text: Substring) -> Bool? {
        fitsShape(text.utf8)
    }

    /// ``fitsShape(_:)`` for text as its UTF-8 bytes.
    package func fitsShape(_ bytes: some Collection<UInt8>) -> Bool? {
        switch self {
        case .plain, .url:
            return !bytes.isEmpty
        case .int, .intRange:
            let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
            return !digits.isEmpty && digits.allSatisfy(ParameterKind.isDigit)
        case .bool:
            return ["true", "false", "1", "0"].contains { bytes.elementsEqual($0.utf8) }
        case .uuid:
            // 8-4-4-4-12 hex digits.
            var groups: [Int] = [0], allHex = true
            for byte in bytes {
                if byte == UInt8(ascii: "-") {
                    guard groups.count < 5 else { return false }
                    groups.append(0)
                } else {
                    allHex = allHex && ParameterKind.isHexDigit(byte)
                    groups[groups.count - 1] += 1
                }
            }
            return allHex && groups == [8, 4, 4, 4, 12]
        case .slug:
            // Runs of lower-case letters and digits, one hyphen apart.
            var runLength = 0
            for byte in bytes {
                if byte == UInt8(ascii: "-") {
                    guard runLength > 0 else { return false }
                    runLength = 0
                } else {
                    guard ParameterKind.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return false }
                    runLength += 1
                }
            }
            return runLength > 0
        case .path, .optionalPath, .rest:
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
