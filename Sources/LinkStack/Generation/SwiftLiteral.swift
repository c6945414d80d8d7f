/// Text from a route table written into the generated file: string literals (route, screen and
/// parameter names and words) and comments (names, patterns, paths). A route file is input, and
/// the generated file is the part of an app nobody reviews, so nothing written can end a comment's
/// line, close a literal or reorder what a reader sees.
package enum SwiftLiteral {
    /// A string literal: `"` and `\` escaped, every ``isEscaped(_:)`` scalar as `\u{…}`.
    package static func string(_ text: String) -> String { "\"" + body(text) + "\"" }

    /// The inside of a string literal for `text`, as ``string(_:)`` escapes it; a space that
    /// ends it is written `\u{20}`, so a line of a multi-line literal keeps it visibly.
    static func body(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where isEscaped(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasSuffix(" ") { result = result.dropLast() + "\\u{20}" }
        return result
    }

    /// `text` for a `//` or `///` comment: every ``isEscaped(_:)`` scalar written as `\u{…}`,
    /// so the comment ends where the generator ends it (Swift ends one at LF and at CR).
    package static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether `scalar` is written as an escape: what a name may not hold (``NameCharacters``:
    /// controls, line and paragraph separators, bidirectional formatting) and every other
    /// format character (zero-width ones among them), which a reader cannot see.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        NameCharacters.isRefused(scalar) || scalar.properties.generalCategory == .format
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String { "\\u{\(String(scalar.value, radix: 16))}" }
}
