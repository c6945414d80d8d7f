/// Random route tables whose routes carry their own regexes, in the language both engines run
/// alike: inline `{name:REGEX}` segments, `regex:` routes and typed query values, built from
/// classes, escapes, alternation, bounded, lazy and possessive quantifiers, lookahead, atomic and
/// named groups and `(?i)`; with redirects between them. URLs aim at them, with Unicode query values.
enum RandomRegexTables {
    static let atoms = ["a", "b", "x", "[a-c]", "[^/x]", "[0-9]", "\\d", "[\\p{L}\\p{N}_]", "\\s", "\\S", "\\D", "\\.", "-", "é",
                        "\\p{L}", "\\x41", "[é\\d]", "[^\\p{L}]", "[\\s\\d]", "$", "\\x{e9}", "\\p{Nd}"]
    static let boundedQuantifiers = ["", "?", "{2}", "{1,3}", "{1,2}+"]
    static let quantifiers = ["", "", "", "?", "{2}", "{1,3}", "{1,3}+", "*+", "++", "+?", "{2,}", "+", "*", "??"]

    /// A random regex of one to four pieces, each an atom, a group or an alternation, quantified.
    static func regex(_ rng: inout SplitMix64, depth: Int = 0) -> String {
        var pieces: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            var piece: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where depth < 2: piece = "(?:" + regex(&rng, depth: depth + 1) + "|" + regex(&rng, depth: depth + 1) + ")"
            case 1 where depth < 2: piece = "(?=" + regex(&rng, depth: depth + 1) + ")"
            case 2 where depth < 2: piece = "(?!" + regex(&rng, depth: depth + 1) + ")"
            case 3 where depth < 2: piece = "(?>" + regex(&rng, depth: depth + 1) + ")"
            case 4 where depth < 2: piece = "(?i:" + regex(&rng, depth: depth + 1) + ")"
            default: piece = atoms.randomElement(using: &rng) ?? "a"
            }
            let isGroup = piece.hasPrefix("(")
            if !piece.hasPrefix("(?=") && !piece.hasPrefix("(?!") && !piece.hasSuffix("b") {
                piece += (isGroup && Int.random(in: 0..<4, using: &rng) > 0 ? boundedQuantifiers : quantifiers).randomElement(using: &rng) ?? ""
            }
            pieces.append(piece)
        }
        return pieces.joined()
    }

    static func yaml(_ rng: inout SplitMix64) -> String {
        var routes = ""
        for index in 0..<Int.random(in: 3...9, using: &rng) {
            let inline = "{v:" + regex(&rng) + "}"
            var fields: String
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: fields = "pattern: '/r/\(inline)'"
            case 1: fields = "pattern: '/\(inline)/{w}'"
            case 2: fields = "regex: '^/g/(?<v>\(regex(&rng)))(?:/(?<w>[a-z]+))?$'"
            case 3: fields = "pattern: '/q?k=\(inline)'"
            default: fields = "pattern: '/\(["a", "b", "r", "g"].randomElement(using: &rng) ?? "a")/{v}'"
            }
            if Int.random(in: 0..<6, using: &rng) == 0 { fields += ", priority: \(Int.random(in: -1...1, using: &rng))" }
            let target = Int.random(in: 0..<8, using: &rng) == 0 ? "redirect: '/r/{v}'" : "screen: Item"
            routes += "  - { name: r\(index), \(fields.replacingOccurrences(of: "'", with: "\"").replacingOccurrences(of: "\\", with: "\\\\")), \(target) }\n"
        }
        return "schemes: [app]\nscreens: { Item: { params: [v] } }\nroutes:\n" + routes
    }

    static func url(_ rng: inout SplitMix64) -> String {
        let characters = ["a", "b", "x", "A", "B", "1", "4", "-", ".", "_", "%C3%A9", "%C3%89", "%D9%A3", "%20", "%41", "c"]
        func value(_ rng: inout SplitMix64) -> String {
            (0..<Int.random(in: 1...4, using: &rng)).map { _ in characters.randomElement(using: &rng) ?? "a" }.joined()
        }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return "app://r/" + value(&rng)
        case 1: return "app://" + value(&rng) + "/" + value(&rng)
        case 2: return "app://g/" + value(&rng) + (Bool.random(using: &rng) ? "/ab" : "")
        case 3: return "app://q?k=" + value(&rng)
        case 4: return "app://" + (["a", "b", "r", "g"].randomElement(using: &rng) ?? "a") + "/" + value(&rng)
        default: return "app://x/" + value(&rng) + "/" + value(&rng) + "?k=" + value(&rng)
        }
    }
}
