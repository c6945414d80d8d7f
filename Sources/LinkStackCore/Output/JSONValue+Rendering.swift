extension JSONValue {
    /// The value as JSON text: keys sorted by their UTF-8 bytes, no spaces, or with two-space
    /// indentation when `pretty`. Non-ASCII characters are written as they are; `"`, `\` and
    /// control characters are escaped.
    package func rendered(pretty: Bool = false) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        render(into: &output, pretty: pretty)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as UTF-8 JSON text to `output`, as ``rendered(pretty:)`` writes it.
    package func render(into output: inout [UInt8], pretty: Bool = false) {
        write(to: &output, pretty: pretty, indent: 0)
    }

    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .double(let value): output += (value.isFinite ? "\(value)" : "null").utf8
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &output, pretty: pretty, indent: indent) { element, output in
                element.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            writeContainer(sorted, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &output, pretty: pretty, indent: indent) { member, output in
                JSONValue.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                member.value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Element>(_ elements: [Element], open: UInt8, close: UInt8, to output: inout [UInt8],
                                         pretty: Bool, indent: Int, element: (Element, inout [UInt8]) -> Void) {
        output.append(open)
        guard !elements.isEmpty else { return output.append(close) }
        for (index, item) in elements.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { JSONValue.newline(indent + 1, to: &output) }
            element(item, &output)
        }
        if pretty { JSONValue.newline(indent, to: &output) }
        output.append(close)
    }

    private static func newline(_ indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: 2 * indent)
    }

    /// Appends `text` as a JSON string: the runs that need no escape copied whole from the
    /// string's UTF-8 storage, `"`, `\\` and control characters escaped between them
    /// (``JSONText/scan(_:run:escape:)``).
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        JSONText.append(text, escaping: escape, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Whether a JSON string cannot hold `byte` as it is: `"`, `\\`, a control character or DEL.
    @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The escape of one byte that a JSON string cannot hold as it is.
    package static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): return Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): return Array(#"\\"#.utf8)
        case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
        default:
            let hex = String(byte, radix: 16)
            return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }
}
