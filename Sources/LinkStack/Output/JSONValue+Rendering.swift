extension JSONValue {
    /// The value as JSON text: keys sorted by their UTF-8 bytes, no spaces, or with two-space
    /// indentation when `pretty`. Non-ASCII characters are written as they are; `"`, `\` and
    /// control characters are escaped.
    public func rendered(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? "\(value)" : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &output, pretty: pretty, indent: indent) { element, output in
                element.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            let sorted = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            writeContainer(sorted, open: "{", close: "}", to: &output, pretty: pretty, indent: indent) { member, output in
                JSONValue.writeString(member.key, to: &output)
                output += pretty ? ": " : ":"
                member.value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Element>(_ elements: [Element], open: String, close: String, to output: inout String,
                                         pretty: Bool, indent: Int, element: (Element, inout String) -> Void) {
        output += open
        guard !elements.isEmpty else { return output += close }
        let inner = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        for (index, item) in elements.enumerated() {
            if index > 0 { output += "," }
            output += inner
            element(item, &output)
        }
        output += pretty ? "\n" + String(repeating: "  ", count: indent) + close : close
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
