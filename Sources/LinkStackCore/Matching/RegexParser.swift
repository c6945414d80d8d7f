/// Reads a regex of the ``PortableRegex`` language (checked first by ``PortableRegex/problem(in:)``)
/// into a tree, scalar by scalar as PCRE2 reads it with UTF: literals, classes, anchors, groups,
/// alternation and quantifiers; and `\k<name>`, which only the core's own ``PathExpression``
/// sources use (an inline regex held to its segment).
struct RegexParser {
    /// A regex as a tree.
    indirect enum Node: Sendable {
        case scalar(Unicode.Scalar, caseless: Bool)
        case scalarClass(ScalarClass)
        /// `^` or `\A`.
        case start
        /// `$` or `\Z` (also before a final LF), or `\z`.
        case end(beforeFinalNewline: Bool)
        case sequence([Node])
        case alternation([Node])
        /// A capturing group, by its number (from 1).
        case capture(Int, Node)
        case atomic(Node)
        case lookahead(Node, negated: Bool)
        case backreference(Int)
        case quantified(Node, min: Int, max: Int?, kind: Quantifier)
    }

    /// How a quantifier repeats.
    enum Quantifier: Sendable { case greedy, lazy, possessive }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// The capturing groups so far, and their names.
    private(set) var groupCount = 0
    private(set) var names: [String: Int] = [:]

    /// The tree of `source`, with its groups' numbers by name and how many groups it has.
    static func parse(_ source: String) -> (node: Node, names: [String: Int], groupCount: Int) {
        var parser = RegexParser(scalars: Array(source.unicodeScalars))
        let node = parser.alternation(caseless: false)
        return (node, parser.names, parser.groupCount)
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    /// Alternatives up to a `)` or the end; `(?i)` in one holds to the end of the group.
    private mutating func alternation(caseless: Bool) -> Node {
        var caseless = caseless
        var branches: [Node] = []
        var pieces: [Node] = []
        while let scalar = current, scalar != ")" {
            if scalar == "|" {
                index += 1
                branches.append(.sequence(pieces))
                pieces = []
                continue
            }
            if scalar == "(", peek(1) == "?", peek(2) == "i", peek(3) == ")" {
                index += 4
                caseless = true
                continue
            }
            let atom = self.atom(caseless: caseless)
            pieces.append(quantified(atom))
        }
        branches.append(.sequence(pieces))
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func quantified(_ atom: Node) -> Node {
        var node = atom
        while let scalar = current {
            var low = 0, high: Int?
            switch scalar {
            case "*": index += 1
            case "+": (low, index) = (1, index + 1)
            case "?": (high, index) = (1, index + 1)
            case "{":
                guard let bounds = braceBounds() else { return node }
                (low, high) = bounds
            default: return node
            }
            var kind = Quantifier.greedy
            if current == "?" { (kind, index) = (.lazy, index + 1) } else if current == "+" { (kind, index) = (.possessive, index + 1) }
            node = .quantified(node, min: low, max: high, kind: kind)
        }
        return node
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`, read past.
    private mutating func braceBounds() -> (Int, Int?)? {
        guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        guard let low = parts.first.flatMap({ Int($0) }) else { return nil }
        index = close + 1
        if parts.count == 1 { return (low, low) }
        return (low, parts[1].isEmpty ? nil : Int(parts[1]))
    }

    private mutating func atom(caseless: Bool) -> Node {
        let scalar = scalars[index]
        switch scalar {
        case "(": return group(caseless: caseless)
        case "[":
            var set = characterClass()
            set.isCaseless = caseless
            return .scalarClass(set)
        case ".":
            index += 1
            return .scalarClass(.dot)
        case "^":
            index += 1
            return .start
        case "$":
            index += 1
            return .end(beforeFinalNewline: true)
        case "\\": return escape(caseless: caseless)
        default:
            index += 1
            return .scalar(scalar, caseless: caseless)
        }
    }

    private mutating func group(caseless: Bool) -> Node {
        index += 1
        var kind = "capture"
        var name: String?
        if current == "?" {
            switch peek(1) {
            case ":": kind = "group"
            case "=": kind = "lookahead"
            case "!": kind = "negative"
            case ">": kind = "atomic"
            case "i": kind = "caseless"
            default:  // (?<name>
                index += 2
                let start = index
                while let scalar = current, scalar != ">" { index += 1 }
                name = String(String.UnicodeScalarView(scalars[start..<index]))
                index -= 1
            }
            index += kind == "caseless" ? 3 : 2
        }
        var number = 0
        if kind == "capture" {
            groupCount += 1
            number = groupCount
            if let name { names[name] = number }
        }
        let body = alternation(caseless: caseless || kind == "caseless")
        index += 1  // `)`
        switch kind {
        case "capture": return .capture(number, body)
        case "lookahead": return .lookahead(body, negated: false)
        case "negative": return .lookahead(body, negated: true)
        case "atomic": return .atomic(body)
        default: return body
        }
    }

    private mutating func escape(caseless: Bool) -> Node {
        guard let next = peek(1) else {
            index += 1
            return .sequence([])
        }
        switch next {
        case "A":
            index += 2
            return .start
        case "z", "Z":
            index += 2
            return .end(beforeFinalNewline: next == "Z")
        case "Q":
            index += 2
            var quoted: [Node] = []
            while let scalar = current, !(scalar == "\\" && peek(1) == "E") {
                quoted.append(.scalar(scalar, caseless: caseless))
                index += 1
            }
            index = min(index + 2, scalars.count)
            // A quantifier after \E applies to the last character only.
            guard let last = quoted.popLast() else { return .sequence([]) }
            return .sequence(quoted + [quantified(last)])
        case "k":
            index += 3  // \k<
            let start = index
            while let scalar = current, scalar != ">" { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            index += 1
            return .backreference(names[name] ?? 0)
        default:
            switch classEscape() {
            case .scalar(let scalar): return .scalar(scalar, caseless: caseless)
            case .item(let item): return .scalarClass(ScalarClass(items: [item]))
            }
        }
    }

    private enum ClassPart {
        case scalar(Unicode.Scalar)
        case item(ScalarClass.Item)
    }

    /// An escape that stands for a scalar or a set (`\t`, `\x{e9}`, `\d`, `\p{L}`), read past.
    private mutating func classEscape() -> ClassPart {
        let next = scalars[index + 1]
        index += 2
        switch next {
        case "d", "D": return .item(.digit(negated: next == "D"))
        case "s", "S": return .item(.space(negated: next == "S"))
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "x":
            var digits = ""
            if current == "{" {
                while let scalar = peek(1), scalar != "}" {
                    digits.unicodeScalars.append(scalar)
                    index += 1
                }
                index += 2
            } else {
                digits = String(String.UnicodeScalarView(scalars[index..<min(index + 2, scalars.count)]))
                index += 2
            }
            return .scalar(UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{0}")
        case "p", "P":
            var name = ""
            while let scalar = peek(1), scalar != "}" {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            index += 2
            return .item(.categories(ScalarClass.categories(named: name) ?? [], negated: next == "P"))
        default: return .scalar(next)
        }
    }

    /// A class at `index` (`[`), read past its `]`.
    private mutating func characterClass() -> ScalarClass {
        index += 1
        var set = ScalarClass(items: [])
        if current == "^" {
            set.isNegated = true
            index += 1
        }
        var first = true
        while let scalar = current, scalar != "]" || first {
            first = false
            let low: ClassPart
            if scalar == "\\" { low = classEscape() } else {
                index += 1
                low = .scalar(scalar)
            }
            guard case .scalar(let start) = low else {
                if case .item(let item) = low { set.items.append(item) }
                continue
            }
            // A range `a-z` (a `-` before `]` is the character).
            if current == "-", let after = peek(1), after != "]" {
                index += 1
                let high: ClassPart
                if after == "\\" { high = classEscape() } else {
                    index += 1
                    high = .scalar(after)
                }
                if case .scalar(let end) = high {
                    set.items.append(.range(start.value, max(start.value, end.value)))
                } else if case .item(let item) = high {
                    set.items += [.range(start.value, start.value), .range(0x2D, 0x2D), item]
                }
                continue
            }
            set.items.append(.range(start.value, start.value))
        }
        index += 1
        return set
    }
}
