/// The characters no name in a route file may hold, because every name is written into generated
/// Swift (comments and literals) and into reports a person reads: controls (NUL, LF, CR, U+0085
/// and the rest), the line and paragraph separators U+2028 and U+2029, and the bidirectional
/// formatting characters that reorder what a reader sees (U+061C, U+200E, U+200F,
/// U+202A…U+202E, U+2066…U+2069).
enum NameCharacters {
    /// Whether `scalar` is one a name may not hold.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return isBidiControl(scalar)
        }
    }

    /// Whether `scalar` is a bidirectional formatting character.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Why `name` cannot be a name (naming the first refused character as `U+XXXX`), or nil.
    static func problem(in name: String) -> String? {
        guard let scalar = name.unicodeScalars.first(where: isRefused) else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), a control, line-separator or "
            + "bidirectional-format character, which a name may not: names are written into generated Swift and reports"
    }
}
