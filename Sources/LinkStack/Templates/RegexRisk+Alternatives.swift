import LinkStackCore

extension RegexRisk {
    /// Characters a branch's first atom is tried on: printable ASCII and a few beyond it.
    private static let samples: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["é", "É", "٣", "\u{A0}"]

    /// Whether a group body (between its opening and `)`) has two alternatives at its top level
    /// whose first atoms can match one character: repeated without bound, such a group has two
    /// ways to begin each repetition, and backtracks exponentially on a text that fails after it.
    func branchesOverlap(_ body: Range<Int>) -> Bool {
        let firsts = topLevelBranches(body).compactMap(firstAtom)
        guard firsts.count > 1 else { return false }
        let programs = firsts.compactMap { RegexProgram("^(?:" + $0 + ")") }
        guard programs.count == firsts.count else { return false }
        let budget = RegexMatcher.Budget()
        let taken = programs.map { program in
            Set(RegexRisk.samples.filter { RegexMatcher.firstMatch(program, in: [$0], budget: budget) != nil })
        }
        for (index, set) in taken.enumerated() where taken[(index + 1)...].contains(where: { !$0.isDisjoint(with: set) }) {
            return true
        }
        return false
    }

    /// The ranges of the body's alternatives at its top level (not inside a group or a class).
    private func topLevelBranches(_ body: Range<Int>) -> [Range<Int>] {
        var branches: [Range<Int>] = [], start = body.lowerBound, depth = 0, index = body.lowerBound
        while index < body.upperBound {
            switch characters[index] {
            case "\\": index += 1
            case "[":
                index += 1
                if index < body.upperBound, characters[index] == "^" { index += 1 }
                if index < body.upperBound, characters[index] == "]" { index += 1 }
                while index < body.upperBound, characters[index] != "]" { index += characters[index] == "\\" ? 2 : 1 }
            case "(": depth += 1
            case ")": depth -= 1
            case "|" where depth == 0:
                branches.append(start..<index)
                start = index + 1
            default: break
            }
            index += 1
        }
        branches.append(start..<body.upperBound)
        return branches
    }

    /// The source of a branch's first atom (a character, an escape, a class or `.`; a group's own
    /// first atom), or nil when the branch is empty or starts otherwise.
    private func firstAtom(_ branch: Range<Int>) -> String? {
        var index = branch.lowerBound
        // Into groups: `(?:`, `(?<name>` and `(` open the atom's group.
        while index < branch.upperBound, characters[index] == "(" {
            index += 1
            guard index < branch.upperBound else { return nil }
            if characters[index] == "?" {
                guard index + 1 < branch.upperBound else { return nil }
                switch characters[index + 1] {
                case ":": index += 2
                case "<" where index + 2 < branch.upperBound && characters[index + 2] != "=" && characters[index + 2] != "!":
                    guard let close = characters[index..<branch.upperBound].firstIndex(of: ">") else { return nil }
                    index = close + 1
                default: return nil
                }
            }
        }
        guard index < branch.upperBound else { return nil }
        switch characters[index] {
        case "\\":
            guard index + 1 < branch.upperBound else { return nil }
            var end = index + 2
            if "xpP".contains(characters[index + 1]), end < branch.upperBound, characters[end] == "{",
               let close = characters[end..<branch.upperBound].firstIndex(of: "}") {
                end = close + 1
            } else if characters[index + 1] == "x" {
                end = min(index + 4, branch.upperBound)
            }
            return String(characters[index..<end])
        case "[":
            var end = index + 1
            if end < branch.upperBound, characters[end] == "^" { end += 1 }
            if end < branch.upperBound, characters[end] == "]" { end += 1 }
            while end < branch.upperBound, characters[end] != "]" { end += characters[end] == "\\" ? 2 : 1 }
            return end < branch.upperBound ? String(characters[index...end]) : nil
        case "^", "$", "|", ")", "*", "+", "?", "{": return nil
        default: return String(characters[index])
        }
    }
}
