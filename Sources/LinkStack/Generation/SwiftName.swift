/// Swift identifiers for route, screen and parameter names: `product.reviews` becomes
/// `productReviews`, `SearchResults` becomes `searchResults`; a keyword is written in backticks,
/// a leading digit gets `_`.
enum SwiftName {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw",
        "throws", "true", "try", "some", "any", "package", "precedencegroup", "await", "borrowing", "consuming", "nonisolated", "_",
    ]

    /// A lower-camel-case identifier for `name`, as it stands in source (backticks for a keyword).
    static func identifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1), rest = word.dropFirst()
            result += index == 0 ? first.lowercased() + rest : first.uppercased() + rest
        }
        if result.isEmpty { result = "unnamed" }
        if result.first?.isNumber == true { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Identifiers for `names`, in order, made unique with a number where two would be the same.
    static func uniqueIdentifiers(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let base = identifier(name)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            guard count > 0 else { return base }
            return base.hasSuffix("`") ? "`\(base.dropFirst().dropLast())\(count + 1)`" : "\(base)\(count + 1)"
        }
    }
}
