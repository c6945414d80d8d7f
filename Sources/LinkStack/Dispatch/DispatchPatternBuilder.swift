/// Writes one PCRE2 pattern that matches a path against many template routes at once, trying
/// them in exactly the table's match order.
///
/// Routes are given in match order. At each depth the routes that share the same prefix are
/// grouped by their next component and the groups become alternatives, so a shared prefix is
/// written (and matched) once. A route joins an earlier group with the same component only when
/// every group between can never match the same path (different literals, or a path ending
/// against one going on), so PCRE2's backtracking order is the match order. Each route ends in
/// `\z(?C{n})`: the callout checks what a regex cannot (scheme and host, integer range, query
/// requirements) and backtracks to the next candidate when they fail (the engine's link writer
/// instead takes the first route whose callout is reached, and checks the rest itself).
struct DispatchPatternBuilder {
    /// One route to dispatch to: its index in the table's routes and its path components.
    struct Entry {
        let index: Int
        let path: [PathComponent]
    }

    /// Where a route's path parameters are captured: its name, kind and the group's name.
    struct Capture {
        let name: String
        let kind: ParameterKind
        let group: String
    }

    /// What a route offers at one depth: its next segment, or the end of its path.
    ///
    /// Two steps exclude each other (no path matches both at the same position after the same
    /// prefix) when one is the end and the other a segment, or both are different literals.
    private enum Step: Hashable {
        case end
        case segment(PathComponent)
    }

    /// The table's `trailingSlash: strict`: a catch-all matches the empty rest.
    let keepsTrailingSlash: Bool
    /// Whether alternatives are branch-reset groups (`(?|…)`), each route's `n`th parameter
    /// captured by the group named `p<n>`, number `n`: a pattern then has as many groups as its
    /// routes have parameters at most, not one for each parameter of each route, and PCRE2, which
    /// resets and copies every group on each match, does a few rather than dozens. False for routes
    /// with a `{name:REGEX}` parameter, whose own groups would number the later ones differently
    /// in each branch: each parameter then has a group of its own.
    let resetsGroups: Bool
    private(set) var captures: [Int: [Capture]] = [:]
    private var groupCount = 0

    init(keepsTrailingSlash: Bool, resetsGroups: Bool) {
        self.keepsTrailingSlash = keepsTrailingSlash
        self.resetsGroups = resetsGroups
    }

    /// How a group of alternatives opens.
    private var opening: String { resetsGroups ? "(?|" : "(?:" }

    /// The pattern for `entries`, in match order; fills ``captures``.
    mutating func pattern(for entries: [Entry]) -> String {
        "^" + alternatives(entries, depth: 0, bound: [:])
    }

    private mutating func alternatives(_ entries: [Entry], depth: Int, bound: [Int: [Capture]]) -> String {
        let groups = DispatchPatternBuilder.groups(of: entries, depth: depth)
        var branches: [String] = []
        var literals: [(text: String, rest: String)] = []  // a run of literal groups, written as one character trie
        func closeLiterals() {
            if literals.count == 1 {
                branches.append("/" + PathExpression.escaped(literals[0].text) + literals[0].rest)
            } else if !literals.isEmpty {
                branches.append("/" + DispatchPatternBuilder.trie(literals.map { ($0.text, Array($0.text.unicodeScalars), $0.rest) }, depth: 0,
                                                                  opening: opening))
            }
            literals = []
        }
        for group in groups {
            if case .segment(.literal(let text)) = group.step {
                literals.append((text, alternatives(group.entries, depth: depth + 1, bound: bound)))
                continue
            }
            closeLiterals()
            switch group.step {
            case .end:
                let ending = group.entries.map { entry -> String in
                    captures[entry.index] = bound[entry.index] ?? []
                    return "(?C{\(entry.index)})"
                }
                branches.append((depth == 0 ? "/" : "") + "\\z" + (ending.count == 1 ? ending[0] : "(?:" + ending.joined(separator: "|") + ")"))
            case .segment(.literal):
                break  // gathered above
            case .segment(.alternatives(let words)):
                branches.append("/" + PathExpression.alternation(words) + alternatives(group.entries, depth: depth + 1, bound: bound))
            case .segment(.parameter(_, let kind)):
                groupCount += 1
                // (A group's entries share their path so far, so they have bound as many parameters.)
                let name = resetsGroups ? "p\((group.entries.first.flatMap { bound[$0.index]?.count } ?? 0) + 1)" : "g\(groupCount)"
                var next: [Int: [Capture]] = [:]  // only this group's routes, so building it stays linear
                for entry in group.entries {
                    next[entry.index] = bound[entry.index] ?? []
                    if case .parameter(let parameter, _) = entry.path[depth] {
                        next[entry.index, default: []].append(Capture(name: parameter, kind: kind, group: name))
                    }
                }
                branches.append("/" + PathExpression.parameter(kind, group: name, rest: "r\(groupCount)",
                                                                       keepsTrailingSlash: keepsTrailingSlash)
                                + alternatives(group.entries, depth: depth + 1, bound: next))
            }
        }
        closeLiterals()
        return branches.count == 1 ? branches[0] : opening + branches.joined(separator: "|") + ")"
    }

    /// A literal segment in a character trie: its text, its scalars, and what follows it.
    private typealias TrieWord = (text: String, scalars: [Unicode.Scalar], rest: String)

    /// Consecutive literal segments and what follows each, as one character trie: `(?:a(?:ctions…|
    /// ssignees…)|b…)` instead of one alternative per word, so a link is compared with a few
    /// characters rather than every word. Consecutive literal groups never match the same link
    /// (different words, each followed by `/` or the end), so their order is free; a word that is
    /// a prefix of another ends where the other goes on, and what follows it starts with `/` or `\z`.
    private static func trie(_ words: [TrieWord], depth: Int, opening: String) -> String {
        var branches: [String] = []
        var order: [Unicode.Scalar] = [], byNext: [Unicode.Scalar: [TrieWord]] = [:]
        for word in words {
            guard depth < word.scalars.count else {
                branches.append(word.rest)
                continue
            }
            let next = word.scalars[depth]
            if byNext[next] == nil { order.append(next) }
            byNext[next, default: []].append(word)
        }
        for next in order {
            guard let group = byNext[next] else { continue }
            if group.count == 1, let only = group.first {
                // The word's tail copied from its text (rebuilt scalar by scalar, it cost about 8 K a word).
                branches.append(PathExpression.escaped(String(only.text.unicodeScalars.dropFirst(depth))) + only.rest)
            } else {
                branches.append(PathExpression.escaped(String(next)) + trie(group, depth: depth + 1, opening: opening))
            }
        }
        return branches.count == 1 ? branches[0] : opening + branches.joined(separator: "|") + ")"
    }

    /// The entries grouped by their step at `depth`, groups in match order. An entry joins the
    /// latest group with its step only when every group after that one excludes its step:
    /// for a literal, no parameter group came since; for a parameter, no segment group came
    /// since; the end joins the latest end group (only segments can follow it). Linear in entries.
    private static func groups(of entries: [Entry], depth: Int) -> [(step: Step, entries: [Entry])] {
        var groups: [(step: Step, entries: [Entry])] = []
        var latest: [Step: Int] = [:]
        var latestParameter = -1, latestSegment = -1
        for entry in entries {
            let step = depth < entry.path.count ? Step.segment(entry.path[depth]) : .end
            let target: Int?
            switch step {
            case .end: target = latest[step]
            case .segment(.literal): target = latest[step].flatMap { $0 > latestParameter ? $0 : nil }
            case .segment(.parameter), .segment(.alternatives): target = latest[step].flatMap { $0 == latestSegment ? $0 : nil }
            }
            if let target {
                groups[target].entries.append(entry)
                continue
            }
            latest[step] = groups.count
            if case .segment(let component) = step {
                latestSegment = groups.count
                if case .literal = component {} else { latestParameter = groups.count }  // may overlap any literal
            }
            groups.append((step, [entry]))
        }
        return groups
    }
}
