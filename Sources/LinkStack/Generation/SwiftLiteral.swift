/// Swift string literals in the generated file: route, screen and parameter names and words.
enum SwiftLiteral {
    /// A string literal: `"` and `\` escaped, anything below U+0020 as `\u{…}`.
    static func string(_ text: String) -> String { "\"" + body(text) + "\"" }

    /// The inside of a string literal for `text`, as ``string(_:)`` escapes it; a space that
    /// ends it is written `\u{20}`, so a line of a multi-line literal keeps it visibly.
    static func body(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasSuffix(" ") { result = result.dropLast() + "\\u{20}" }
        return result
    }
}
