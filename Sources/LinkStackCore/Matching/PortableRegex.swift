/// The regex language both engines run alike: what a route's own regex (`regex:` or
/// `{name:REGEX}`) may use for the core's matcher, which runs it on its own backtracking matcher
/// (``RegexProgram``, under a step budget) where the engine runs PCRE2 (UTF, UCP). The language
/// was first drawn as what Swift's `Regex` and PCRE2 read alike, and the reasons below still say so.
///
/// Allowed: literals, escaped punctuation, `.`, `^`, `$`, `\A`, `\z`, `\Z`, `\d`, `\D`, `\s`,
/// `\S`, `\t`, `\n`, `\r`, `\f`, `\xHH`, `\x{H…}`, `\p{…}` and `\P{…}` of general categories,
/// `\Q…\E`; classes of those (ranges, negation); groups `(…)`, `(?:…)`, `(?<name>…)`, atomic
/// `(?>…)`, lookahead `(?=…)` and `(?!…)`, `(?i)` and `(?i:…)`; alternation; `*`, `+`, `?`,
/// `{n}`, `{n,}`, `{n,m}`, lazy or possessive. Everything else is refused with its offset and
/// why: PCRE2-only constructs (verbs such as `(*ACCEPT)`, callouts, `\C`, recursion,
/// backreferences, `\K`, conditionals, branch reset) and what Swift reads differently or does
/// not run (lookbehind; `\w`, `\W`, `\b` and `\B`, which Swift's Regex 6.3 reads without
/// non-ASCII digits and PCRE2 versions read with or without marks; POSIX classes, class set
/// operations, `{,n}`, other inline options).
package enum PortableRegex {
    /// Why `source` cannot run on both engines alike, with the character offset, or nil.
    package static func problem(in source: String) -> (offset: Int, reason: String)? {
        var scanner = Scanner(source)
        if let problem = scanner.scan() { return problem }
        return RegexProgram(source) == nil ? (0, tooLarge) : nil
    }

    /// Why a regex of the language is still refused: it compiles to more than
    /// ``RegexProgram/maxInstructions`` instructions.
    package static let tooLarge = "it compiles to more than \(RegexProgram.maxInstructions) instructions of the core's matcher: "
        + "write a shorter repetition"

    private struct Scanner {
        /// What PCRE2 with UCP reads as `\s` (`\p{Xsp}`), written for Swift's Regex, whose own `\s`
        /// also takes U+0085 and U+180E.
        static let space = "\\p{Z}\\t\\n\\x{0B}\\f\\r"

        let characters: [Character]
        var index = 0
        /// The Swift source so far.
        var output: [Character] = []
        /// Where in ``output`` the last atom (what a quantifier applies to) starts.
        var atomStart = 0
        /// Where in ``output`` each open group starts.
        var groupStarts: [Int] = []
        /// Where the last character of a `\Q…\E` just read starts in ``output``.
        var quotedAtom: Int?

        init(_ source: String) { characters = Array(source) }

        mutating func scan() -> (offset: Int, reason: String)? {
            while index < characters.count {
                let start = index, before = output.count
                let problem: String?
                switch characters[index] {
                case "\\": problem = escape(inClass: false)
                case "[": problem = characterClass()
                case "(":
                    groupStarts.append(before)
                    problem = group()
                case ")":
                    problem = emit(")", advance: 1)
                    atomStart = groupStarts.popLast() ?? before
                case "*", "+", "?": problem = quantifier(String(characters[index]), length: 1)
                case "{": problem = quantifierBrace()
                case ".": problem = emit("[^\\n]", advance: 1)
                case "$": problem = emit("(?=\\n?\\z)", advance: 1)
                default: problem = emit(String(characters[index]), advance: 1)
                }
                if let problem { return (start, problem) }
                if !"()*+?{".contains(characters[start]) { atomStart = quotedAtom ?? before }
                quotedAtom = nil
            }
            return nil
        }

        private mutating func emit(_ text: String, advance: Int) -> String? {
            output += text
            index += advance
            return nil
        }

        /// A quantifier `text` (`length` characters of the source) on the last atom; a possessive
        /// one (`++`, `{1,3}+`) becomes an atomic group, `(?>atom+)`, which Swift's Regex (6.3)
        /// keeps to where a possessive quantifier on a group does not.
        private mutating func quantifier(_ text: String, length: Int) -> String? {
            index += length
            guard character(at: 0) == "+" else { return emit(text, advance: 0) }
            index += 1
            output.insert(contentsOf: "(?>", at: atomStart)
            output += text + ")"
            return nil
        }

        private func character(at offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// An escape at `index` (a backslash).
        private mutating func escape(inClass: Bool) -> String? {
            guard let next = character(at: 1) else { return "a regex cannot end in '\\'" }
            if !next.isLetter && !next.isNumber { return emit("\\" + String(next), advance: 2) }
            switch next {
            case "d", "D", "t", "n", "r", "f":
                return emit("\\" + String(next), advance: 2)
            case "s":
                return emit(inClass ? Scanner.space : "[" + Scanner.space + "]", advance: 2)
            case "S":
                return emit("[^" + Scanner.space + "]", advance: 2)
            case "w", "W", "b", "B":
                return "'\\\(next)' is read differently by Swift's Regex (and by PCRE2 versions), which disagree on digits "
                    + "and marks: write the class, as '[A-Za-z0-9_]' or '[\\p{L}\\p{N}_]'" + (next.isUppercase ? " negated" : "")
                    + ("bB".contains(next) ? ", in a lookahead" : "")
            case "A", "z", "Z":
                if inClass { return "'\\\(next)' is not a character, so it cannot stand in a class" }
                return emit(next == "Z" ? "(?=\\n?\\z)" : "\\" + String(next), advance: 2)
            case "x", "p", "P":
                return braced(letter: next)
            case "Q":
                var end = index + 2
                while end < characters.count, !(characters[end] == "\\" && end + 1 < characters.count && characters[end + 1] == "E") { end += 1 }
                let quoted = characters[(index + 2)..<end].map { $0.isLetter || $0.isNumber ? String($0) : "\\" + String($0) }
                output += quoted.dropLast().joined()
                quotedAtom = output.count  // a quantifier after \E applies to the last character only
                output += quoted.last ?? ""
                index = min(end + 2, characters.count)
                return nil
            case "1"..."9", "g", "k": return "backreferences ('\\\(next)') are PCRE2-only"
            case "C": return "'\\C' (one byte) is PCRE2-only"
            case "K": return "'\\K' (reset the match start) is PCRE2-only"
            case "G": return "'\\G' is PCRE2-only"
            default: return "'\\\(next)' is not read alike by PCRE2 and Swift's Regex"
            }
        }

        /// `\xHH`, `\x{…}`, `\p{…}` or `\P{…}`.
        private mutating func braced(letter: Character) -> String? {
            if character(at: 2) == "{", let close = characters[index...].firstIndex(of: "}") {
                let name = String(characters[(index + 3)..<close])
                if letter != "x", ScalarClass.categories(named: name) == nil {
                    return "'\\\(letter){\(name)}' is not a general category the core's matcher reads (L, Lu, Ll, Nd, P, S, Z, L&, Any…): "
                        + "scripts and other properties are PCRE2-only"
                }
                if letter == "x", UInt32(name, radix: 16).flatMap(Unicode.Scalar.init) == nil {
                    return "'\\x{\(name)}' is not a Unicode scalar value"
                }
                output += characters[index...close]
                index = close + 1
                return nil
            }
            guard letter == "x", let first = character(at: 2), let second = character(at: 3), first.isHexDigit, second.isHexDigit else {
                return "'\\\(letter)' needs braces here, as in '\\\(letter){…}'"
            }
            return emit(String(characters[index..<(index + 4)]), advance: 4)
        }

        /// A class at `index` (`[`).
        private mutating func characterClass() -> String? {
            output += "["
            index += 1
            if character(at: 0) == "^" { _ = emit("^", advance: 1) }
            if character(at: 0) == "]" { _ = emit("\\]", advance: 1) }
            while let current = character(at: 0), current != "]" {
                switch current {
                case "\\":
                    if let problem = escape(inClass: true) { return problem }
                case "[":
                    return character(at: 1) == ":" ? "POSIX classes ('[:alpha:]') are not read alike by PCRE2 and Swift's Regex: use a range"
                        : "'[' inside a class is a nested class to Swift's Regex and a literal to PCRE2: write '\\['"
                case "&", "-", "~":
                    guard character(at: 1) != current else {
                        return "'\(current)\(current)' inside a class is a set operation to Swift's Regex and literal text to PCRE2: escape one"
                    }
                    _ = emit(String(current), advance: 1)
                default:
                    _ = emit(String(current), advance: 1)
                }
            }
            guard character(at: 0) == "]" else { return "the class is not closed with ']'" }
            return emit("]", advance: 1)
        }

        /// A group opening at `index` (`(`).
        private mutating func group() -> String? {
            guard let next = character(at: 1) else { return emit("(", advance: 1) }
            if next == "*" { return "verbs such as '(*ACCEPT)' are PCRE2-only" }
            guard next == "?" else { return emit("(", advance: 1) }
            let rest = String(characters[(index + 2)...].prefix(3))
            if rest.hasPrefix(":") || rest.hasPrefix("=") || rest.hasPrefix("!") || rest.hasPrefix(">") {
                return emit("(?" + String(rest.prefix(1)), advance: 3)
            }
            if rest.hasPrefix("<=") || rest.hasPrefix("<!") { return "lookbehind does not run on Swift's Regex (Swift 6.3): rewrite it without" }
            if rest.hasPrefix("<") { return emit("(?<", advance: 3) }
            if rest.hasPrefix("i)") || rest.hasPrefix("i:") { return emit("(?" + String(rest.prefix(2)), advance: 4) }
            if rest.hasPrefix("C") { return "callouts ('(?C') are PCRE2-only" }
            if rest.hasPrefix("R") || rest.hasPrefix("&") || rest.hasPrefix("P>") || rest.first?.isNumber == true
                || rest.hasPrefix("+") || rest.hasPrefix("-") && rest.dropFirst().first?.isNumber == true {
                return "recursion and subroutine calls are PCRE2-only"
            }
            if rest.hasPrefix("P=") { return "backreferences ('(?P=') are PCRE2-only" }
            if rest.hasPrefix("(") { return "conditional groups ('(?(') are PCRE2-only" }
            if rest.hasPrefix("|") { return "branch reset groups ('(?|') are PCRE2-only" }
            return "'(?\(rest.prefix(1))' is not read alike by PCRE2 and Swift's Regex (of the inline options only '(?i)' is)"
        }

        /// `{` at `index`: a quantifier `{n}`, `{n,}` or `{n,m}`, or refused.
        private mutating func quantifierBrace() -> String? {
            guard let close = characters[index...].firstIndex(of: "}") else {
                return "a literal '{' reads differently in PCRE2 and Swift's Regex: write '\\{'"
            }
            let body = String(characters[(index + 1)..<close])
            let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            guard let low = parts.first, !low.isEmpty, low.allSatisfy(\.isNumber), parts.count == 1 || parts[1].allSatisfy(\.isNumber) else {
                return "'{\(body)}' is not a quantifier PCRE2 and Swift's Regex read alike: write '{n}', '{n,}' or '{n,m}', or '\\{' for the character"
            }
            return quantifier(String(characters[index...close]), length: close - index + 1)
        }
    }
}
