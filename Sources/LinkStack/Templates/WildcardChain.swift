/// Finds the other shape of regex that backtracks badly: three or more unbounded wildcards in one
/// sequence, as in `.*a.*b.*c` or `.*?x.*?y.*?z`. Each wildcard can end anywhere, so a failing
/// match tries every way to split the text: about n³ steps for three on a text of length n, n⁴
/// for four. One such route stays under the match limit; hundreds of them, tried for one link,
/// used to add up to a quarter of a second (the link's budget, ``PCRE2Limits/linkBudget``, now
/// stops them). A wildcard here is `.`, a negated class (`[^/]`) or a broad escape (`\S`, `\w`,
/// `\W`, `\D`, `\N`) under `*`, `+` or `{n,}`, lazy or greedy; possessive ones are left alone, and
/// so is each alternative of a `|` on its own. A lookaround (`(?=…)`, `(?!…)`, `(?<=…)`,
/// `(?<!…)`) or an atomic group (`(?>…)`) is a sequence of its own: PCRE2 never backtracks into
/// one once it has matched, so its wildcards do not chain with those around it (two lookaheads
/// and a tail, `(?=[^#]*a)(?=[^#]*b)[^#]*`, are three separate searches).
enum WildcardChain {
    /// How many chained wildcards make a warning.
    static let threshold = 3

    /// The character offset of the first wildcard of a chain of ``threshold`` or more, or nil.
    static func offset(in source: String) -> Int? {
        let characters = Array(source)
        var chain: [Int] = []
        var outside: [[Int]?] = []  // for each open group, the chain around it when it stands apart
        var index = 0
        while index < characters.count {
            let start = index
            var isWildcard = false
            switch characters[index] {
            case "(":
                let opening = String(characters[index..<min(index + 4, characters.count)])
                let standsApart = ["(?=", "(?!", "(?>", "(?<=", "(?<!"].contains { opening.hasPrefix($0) }
                outside.append(standsApart ? chain : nil)
                if standsApart { chain = [] }
                index += 1
                continue
            case ")":
                if let around = outside.popLast(), let around { chain = around }
                index += 1
                continue
            case "\\":
                let escaped = index + 1 < characters.count ? characters[index + 1] : " "
                if escaped == "Q" {
                    index = quoteEnd(characters, from: index)
                    continue
                }
                isWildcard = "SwWDN".contains(escaped)
                index += 2
            case "[":
                isWildcard = index + 1 < characters.count && characters[index + 1] == "^"
                index = classEnd(characters, from: index)
            case ".":
                isWildcard = true
                index += 1
            case "|":
                chain = []
                index += 1
                continue
            default:
                index += 1
                continue
            }
            guard isWildcard, isUnboundedQuantifier(characters, at: &index) else { continue }
            chain.append(start)
            if chain.count >= threshold { return chain[0] }
        }
        return nil
    }

    /// Reads `*`, `+` or `{n,}` (and a lazy `?`) at `index`; false for none or a possessive one.
    private static func isUnboundedQuantifier(_ characters: [Character], at index: inout Int) -> Bool {
        guard index < characters.count else { return false }
        switch characters[index] {
        case "*", "+":
            index += 1
        case "{":
            guard let close = characters[index...].firstIndex(of: "}"), close > index + 1, characters[close - 1] == ",",
                  characters[(index + 1)..<(close - 1)].allSatisfy(\.isNumber) else { return false }
            index = close + 1
        default:
            return false
        }
        guard index < characters.count else { return true }
        if characters[index] == "+" { return false }
        if characters[index] == "?" { index += 1 }
        return true
    }

    /// The index after the class that starts at `start` (`[`), escapes and a leading `]` included.
    private static func classEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" { index += characters[index] == "\\" ? 2 : 1 }
        return index + 1
    }

    /// The index after `\Q…\E` that starts at `start`.
    private static func quoteEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start + 2
        while index + 1 < characters.count, !(characters[index] == "\\" && characters[index + 1] == "E") { index += 1 }
        return index + 2
    }
}
