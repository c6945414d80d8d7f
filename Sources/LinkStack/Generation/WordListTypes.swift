/// The nested enums a generated file declares for word-list parameters (`{plan:(monthly|yearly)}`
/// becomes `enum Plan: String { case monthly, yearly }`): one per distinct parameter name and word
/// list, in the order routes first use them, named after the parameter (`Plan`, then `Plan2` for
/// another list under the same name, with `Value` after a name the file already uses or a keyword
/// such as `Self` or `Any`).
struct WordListTypes {
    private(set) var declarations: [(type: String, words: [String])] = []
    private var types: [String: String] = [:]
    private var taken: Set<String>

    /// The types for `routes`' word lists; `enumName` is the generated enum's (never reused).
    init(routes: [LinkRoute], enumName: String) {
        taken = SwiftGenerator.reservedNames.union([enumName])
        for route in routes {
            let kinds = route.pathParameters.map { ($0.name, $0.kind) }
                + route.query.compactMap { requirement -> (String, ParameterKind)? in
                    guard case .parameter(let name, let kind) = requirement.value else { return nil }
                    return (name, kind)
                }
            for (name, kind) in kinds {
                guard let words = TypedParameter.words(of: kind), types[Self.key(name, words)] == nil else { continue }
                var base = SwiftName.identifier(name).filter { $0 != "`" }
                base = base.prefix(1).uppercased() + base.dropFirst()
                if taken.contains(base) || SwiftName.keywords.contains(base) { base += "Value" }  // `Self`, `Any`
                var type = base, number = 2
                while taken.contains(type) {
                    type = base + String(number)
                    number += 1
                }
                taken.insert(type)
                types[Self.key(name, words)] = type
                declarations.append((type, words))
            }
        }
    }

    private static func key(_ name: String, _ words: [String]) -> String { name + "\u{0}" + words.joined(separator: "|") }

    /// The type of parameter `name` with `words`.
    func type(_ name: String, _ words: [String]) -> String { types[Self.key(name, words)] ?? "String" }

    /// The enums' source.
    func lines() -> [String] {
        var lines: [String] = []
        for (type, words) in declarations {
            lines += ["", "/// The words a `\(type)` parameter takes.", "public enum \(type): String, CaseIterable, Hashable, Sendable {"]
            for (identifier, word) in zip(SwiftName.uniqueIdentifiers(words), words) {
                let bare = identifier.filter { $0 != "`" }
                lines.append(bare == word ? "    case \(identifier)" : "    case \(identifier) = \(SwiftLiteral.string(word))")
            }
            lines.append("}")
        }
        return lines
    }
}
