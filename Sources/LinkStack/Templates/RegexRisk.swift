/// Finds the shape of regex that backtracks exponentially: an unbounded quantifier (`*`, `+`,
/// `{n,}`) on a group that itself holds one, as in `(a+)+`, `(.*)*x` or `([a-z]+-?)*`.
///
/// The match limit stops such a pattern on every URL (the URL fails with `match_limit`), so this
/// is a warning, not an error: the route works on short links and fails on long ones. Possessive
/// quantifiers (`(a+)++`) and atomic groups (`(?>…)`) do not backtrack and are not flagged.
/// Nor are groups that start with a required literal their body cannot match, as in
/// `(?:\.[a-z]+)+` or `(-[0-9]+)*`: each repetition then begins at a known delimiter, so there is
/// only one way to split the text. Alternatives that can start with the same character under
/// an unbounded quantifier (`(a|aa)+`, `(\d|\d\d)+`, `([a-f]|[0-9a-f])+`) are flagged too: each
/// repetition then has two ways to begin.
struct RegexRisk {
    let characters: [Character]
    private var index = 0
    /// For each open group: where it starts, whether it holds an unbounded quantifier, and
    /// whether it is atomic.
    private var groups: [(start: Int, body: Int, hasUnbounded: Bool, isAtomic: Bool)] = [(0, 0, false, false)]

    /// The character offset of the first group that nests unbounded quantifiers or repeats
    /// overlapping alternatives without bound, or nil.
    static func nestedQuantifier(in source: String) -> Int? {
        var scanner = RegexRisk(characters: Array(source))
        return scanner.scan()
    }

    private init(characters: [Character]) { self.characters = characters }

    private mutating func scan() -> Int? {
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index += characters[safe: index + 1] == "Q" ? skipQuoted() : 2
                atomEnded()
            case "[":
                skipClass()
                atomEnded()
            case "(":
                openGroup()
            case ")":
                let body = groups.last.map { $0.body..<index } ?? 0..<0
                index += 1
                guard groups.count > 1, let group = groups.popLast() else { continue }
                let quantifier = readQuantifier()
                if quantifier.isUnbounded, !quantifier.isPossessive, !group.isAtomic,
                   group.hasUnbounded && !isDelimited(body) || branchesOverlap(body) {
                    return group.start
                }
                if group.hasUnbounded || (quantifier.isUnbounded && !quantifier.isPossessive) { markUnbounded() }
            default:
                index += 1
                atomEnded()
            }
        }
        return nil
    }

    private mutating func atomEnded() {
        let quantifier = readQuantifier()
        if quantifier.isUnbounded, !quantifier.isPossessive { markUnbounded() }
    }

    private mutating func markUnbounded() {
        groups[groups.count - 1].hasUnbounded = true
    }

    /// Reads `*`, `+`, `?` or `{…}` after an atom, with its lazy `?` or possessive `+`.
    private mutating func readQuantifier() -> (isUnbounded: Bool, isPossessive: Bool) {
        var isUnbounded = false
        switch characters[safe: index] {
        case "*", "+":
            isUnbounded = true
            index += 1
        case "?":
            index += 1
        case "{":
            guard let close = characters[index...].firstIndex(of: "}"),
                  characters[(index + 1)..<close].allSatisfy({ $0.isNumber || $0 == "," }),
                  characters[safe: index + 1]?.isNumber == true else { return (false, false) }
            isUnbounded = characters[close - 1] == ","
            index = close + 1
        default:
            return (false, false)
        }
        let suffix = characters[safe: index]
        if suffix == "?" || suffix == "+" { index += 1 }
        return (isUnbounded, suffix == "+")
    }

    private mutating func openGroup() {
        let start = index
        index += 1
        if characters[safe: index] == "*" {  // (*VERB): not a group
            index = (characters[index...].firstIndex(of: ")") ?? characters.count - 1) + 1
            return
        }
        var isAtomic = false
        if characters[safe: index] == "?" {
            index += 1
            while let next = characters[safe: index], next.isLetter || next == "-" || next == "^" { index += 1 }
            switch characters[safe: index] {
            case "<"?, "'"?:
                if let next = characters[safe: index + 1], next == "=" || next == "!" {
                    index += 2
                } else {
                    let closer: Character = characters[index] == "<" ? ">" : "'"
                    index = (characters[(index + 1)...].firstIndex(of: closer) ?? index) + 1
                }
            case ">"?:
                isAtomic = true
                index += 1
            case ":"?, "="?, "!"?, "|"?:
                index += 1
            default:
                break
            }
        }
        groups.append((start, index, false, isAtomic))
    }

    /// Whether a group body starts with one required literal character that nothing else in the
    /// body can match (no `.`, no class that can match it, no `\W`-style escape, no `|`).
    private func isDelimited(_ body: Range<Int>) -> Bool {
        guard let first = characters[safe: body.lowerBound] else { return false }
        var delimiter = first, next = body.lowerBound + 1
        if first == "\\" {
            guard let escaped = characters[safe: next], !escaped.isLetter, !escaped.isNumber else { return false }
            delimiter = escaped
            next += 1
        } else if first.isLetter || first.isNumber || ".[(|)*+?{^$".contains(first) {
            return first.isLetter || first.isNumber ? isDelimited(body, by: first, after: next) : false
        }
        return isDelimited(body, by: delimiter, after: next)
    }

    private func isDelimited(_ body: Range<Int>, by delimiter: Character, after start: Int) -> Bool {
        if let quantifier = characters[safe: start], "*+?{".contains(quantifier) { return false }
        var index = start
        while index < body.upperBound {
            switch characters[index] {
            case "\\":
                guard let escaped = characters[safe: index + 1] else { return false }
                if "WSDHVNRXC".contains(escaped) || escaped == delimiter { return false }
                index += 2
            case ".", "|":
                return false
            case "[":
                guard let close = characters[(index + 1)...].firstIndex(of: "]") else { return false }
                let isNegated = characters[index + 1] == "^"
                let listed = (index + (isNegated ? 2 : 1))..<close
                let matches = isNegated
                    ? characters[listed].contains("\\") || !characterClass(listed, contains: delimiter)
                    : characterClass(listed, contains: delimiter)
                guard !matches else { return false }
                index = close + 1
            default:
                if characters[index] == delimiter { return false }
                index += 1
            }
        }
        return true
    }

    /// Whether a class body (between `[` and `]`) may match `character`: listed, in a range, or
    /// behind an escape (counted as a match, to be safe).
    private func characterClass(_ body: Range<Int>, contains character: Character) -> Bool {
        var index = body.lowerBound
        while index < body.upperBound {
            let current = characters[index]
            if current == "\\" { return true }
            if index + 2 < body.upperBound, characters[index + 1] == "-",
               let low = current.unicodeScalars.first, let high = characters[index + 2].unicodeScalars.first,
               let value = character.unicodeScalars.first {
                if (low...high).contains(value) { return true }
                index += 3
                continue
            }
            if current == character { return true }
            index += 1
        }
        return false
    }

    private mutating func skipClass() {
        index += 1
        if characters[safe: index] == "^" { index += 1 }
        if characters[safe: index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" {
            index += characters[index] == "\\" ? 2 : 1
        }
        index += 1
    }

    /// The length of `\Q…\E` from the backslash.
    private func skipQuoted() -> Int {
        var end = index + 2
        while end + 1 < characters.count, !(characters[end] == "\\" && characters[end + 1] == "E") { end += 1 }
        return end + 2 - index
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
