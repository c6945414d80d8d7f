extension PortableRegex {
    /// The literal text a regex anchored at its start (`^…`) spells there, and whether it spells
    /// the whole regex (`^/item\.php$`); nil for a regex that is not anchored at its start or
    /// that branches at the top (`^/a|/b`). Every text the regex matches starts with it: what a
    /// `regex:` route's cover says (`export aasa`), and what the core's matcher asks of a path
    /// before it runs the regex.
    package static func anchoredLiteral(of source: String) -> (text: String, isWhole: Bool)? {
        var characters = Substring(source)
        guard characters.hasPrefix("^"), !branchesAtTheTop(source) else { return nil }
        characters = characters.dropFirst()
        var text = ""
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\\", let next = characters.first, !next.isLetter, !next.isNumber {
                text.append(next)
                characters = characters.dropFirst()
            } else if character == "$" && characters.isEmpty || character == "\\" && characters == "z" {
                return (text, true)
            } else if character.isLetter || character.isNumber || "/-_~%=,:@!&';".contains(character) {
                text.append(character)
            } else {
                break
            }
            if let next = characters.first, "?*+{".contains(next), !text.isEmpty {
                text.removeLast()  // a quantifier makes the character before it optional or repeated
                break
            }
        }
        return (text, false)
    }

    /// Whether a regex has a `|` outside every group.
    private static func branchesAtTheTop(_ source: String) -> Bool {
        var depth = 0, escaped = false, inClass = false
        for character in source {
            defer { escaped = !escaped && character == "\\" }
            guard !escaped else { continue }
            switch character {
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass: depth += 1
            case ")" where !inClass: depth -= 1
            case "|" where !inClass && depth == 0: return true
            default: break
            }
        }
        return false
    }
}
