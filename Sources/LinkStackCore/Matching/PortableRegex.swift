/// The regex language both engines run alike: what a route's own regex (`regex:` or
/// `{name:REGEX}`) may use, which the core runs on its own matcher (``RegexProgram``, under a
/// step budget) where the engine runs PCRE2 (UTF, UCP).
///
/// Allowed: literals, escaped punctuation, `.`, `^`, `$`, `\A`, `\z`, `\Z`, `\d`, `\D`, `\s`,
/// `\S`, `\t`, `\n`, `\r`, `\f`, `\xHH`, `\x{H…}`, `\p{…}` and `\P{…}` of general categories,
/// `\Q…\E` (not in a class); classes of those (ranges, negation); groups `(…)`, `(?:…)`,
/// `(?<name>…)`, atomic `(?>…)`, lookahead `(?=…)` and `(?!…)`, `(?i)` and `(?i:…)`; alternation;
/// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (at most 65535), lazy or possessive. Everything else is
/// refused with its offset and why: PCRE2-only constructs (verbs such as `(*ACCEPT)`, callouts,
/// `\C`, recursion, backreferences, `\K`, conditionals, branch reset), what the core's matcher
/// does not run (lookbehind, scripts in `\p{…}`), and what engines read differently (`\w`, `\W`,
/// `\b` and `\B`, which PCRE2 versions read with or without marks; POSIX classes, class set
/// operations, `{,n}`, other inline options). The language was first drawn as what Swift's `Regex`
/// and PCRE2 read alike; it keeps that line, so a table written for it reads the same today.
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

    /// Reads a source once, left to right, and stops at the first construct outside the language.
    private struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ source: String) { characters = Array(source) }

        mutating func scan() -> (offset: Int, reason: String)? {
            while index < characters.count {
                let start = index
                let problem: String?
                switch characters[index] {
                case "\\": problem = escape(inClass: false)
                case "[": problem = characterClass()
                case "(": problem = group()
                case "{": problem = quantifierBrace()
                default: problem = advance(1)
                }
                if let problem { return (start, problem) }
            }
            return nil
        }

        private mutating func advance(_ count: Int) -> String? {
            index += count
            return nil
        }

        private func character(at offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// An escape at `index` (a backslash).
        private mutating func escape(inClass: Bool) -> String? {
            guard let next = character(at: 1) else { return "a regex cannot end in '\\'" }
            if !next.isLetter && !next.isNumber { return advance(2) }
            switch next {
            case "d", "D", "t", "n", "r", "f", "s", "S":
                return advance(2)
            case "w", "W", "b", "B":
                return "'\\\(next)' is read differently by PCRE2 versions (and was by Swift's Regex), which disagree on digits "
                    + "and marks: write the class, as '[A-Za-z0-9_]' or '[\\p{L}\\p{N}_]'" + (next.isUppercase ? " negated" : "")
                    + ("bB".contains(next) ? ", in a lookahead" : "")
            case "A", "z", "Z":
                if inClass { return "'\\\(next)' is not a character, so it cannot stand in a class" }
                return advance(2)
            case "x", "p", "P":
                return braced(letter: next)
            case "Q":
                if inClass { return "'\\Q…\\E' inside a class is not read by the core's matcher: list the characters, escaped" }
                var end = index + 2
                while end < characters.count, !(characters[end] == "\\" && end + 1 < characters.count && characters[end + 1] == "E") { end += 1 }
                index = min(end + 2, characters.count)
                return nil
            case "1"..."9", "g", "k": return "backreferences ('\\\(next)') are PCRE2-only"
            case "C": return "'\\C' (one byte) is PCRE2-only"
            case "K": return "'\\K' (reset the match start) is PCRE2-only"
            case "G": return "'\\G' is PCRE2-only"
            default: return "'\\\(next)' is not read alike by PCRE2 and the core's matcher"
            }
        }

        /// `\\xHH`, `\\x{…}`, `\\p{…}` or `\\P{…}`.
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
                return advance(close + 1 - index)
            }
            guard letter == "x", let first = character(at: 2), let second = character(at: 3), first.isHexDigit, second.isHexDigit else {
                return "'\\\(letter)' needs braces here, as in '\\\(letter){…}'"
            }
            return advance(4)
        }

        /// A class at `index` (`[`).
        private mutating func characterClass() -> String? {
            index += 1
            if character(at: 0) == "^" { index += 1 }
            if character(at: 0) == "]" { index += 1 }
            while let current = character(at: 0), current != "]" {
                switch current {
                case "\\":
                    if let problem = escape(inClass: true) { return problem }
                case "[":
                    return character(at: 1) == ":" ? "POSIX classes ('[:alpha:]') are not read alike by PCRE2 and the core's matcher: use a range"
                        : "'[' inside a class is a nested class to some engines (Swift's Regex) and a literal to PCRE2: write '\\['"
                case "&", "-", "~":
                    guard character(at: 1) != current else {
                        return "'\(current)\(current)' inside a class is a set operation to some engines (Swift's Regex) and literal text to PCRE2: escape one"
                    }
                    index += 1
                default:
                    index += 1
                }
            }
            guard character(at: 0) == "]" else { return "the class is not closed with ']'" }
            return advance(1)
        }

        /// A group opening at `index` (`(`).
        private mutating func group() -> String? {
            guard let next = character(at: 1) else { return advance(1) }
            if next == "*" { return "verbs such as '(*ACCEPT)' are PCRE2-only" }
            guard next == "?" else { return advance(1) }
            let rest = String(characters[(index + 2)...].prefix(3))
            if rest.hasPrefix(":") || rest.hasPrefix("=") || rest.hasPrefix("!") || rest.hasPrefix(">") { return advance(3) }
            if rest.hasPrefix("<=") || rest.hasPrefix("<!") { return "lookbehind does not run on the core's matcher: rewrite it without" }
            if rest.hasPrefix("<") { return advance(3) }
            if rest.hasPrefix("i)") || rest.hasPrefix("i:") { return advance(4) }
            if rest.hasPrefix("C") { return "callouts ('(?C') are PCRE2-only" }
            if rest.hasPrefix("R") || rest.hasPrefix("&") || rest.hasPrefix("P>") || rest.first?.isNumber == true
                || rest.hasPrefix("+") || rest.hasPrefix("-") && rest.dropFirst().first?.isNumber == true {
                return "recursion and subroutine calls are PCRE2-only"
            }
            if rest.hasPrefix("P=") { return "backreferences ('(?P=') are PCRE2-only" }
            if rest.hasPrefix("(") { return "conditional groups ('(?(') are PCRE2-only" }
            if rest.hasPrefix("|") { return "branch reset groups ('(?|') are PCRE2-only" }
            return "'(?\(rest.prefix(1))' is not read alike by PCRE2 and the core's matcher (of the inline options only '(?i)' is)"
        }

        /// `{` at `index`: a quantifier `{n}`, `{n,}` or `{n,m}` (ASCII digits, at most 65535), or refused.
        private mutating func quantifierBrace() -> String? {
            guard let close = characters[index...].firstIndex(of: "}") else {
                return "a literal '{' reads differently in PCRE2 versions: write '\\{'"
            }
            let body = String(characters[(index + 1)..<close])
            let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            let isCount = { (text: Substring) in text.allSatisfy { $0.isASCII && $0.isNumber } && (Int(text).map { $0 <= 65_535 } ?? text.isEmpty) }
            guard let low = parts.first, !low.isEmpty, isCount(low), parts.count == 1 || isCount(parts[1]) else {
                return "'{\(body)}' is not a quantifier PCRE2 and the core's matcher read alike: write '{n}', '{n,}' or '{n,m}' "
                    + "(n and m at most 65535), or '\\{' for the character"
            }
            return advance(close + 1 - index)
        }
    }
}
