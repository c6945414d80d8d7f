/// A regex of the ``PortableRegex`` language compiled for the core's own backtracking matcher
/// (``RegexMatcher``): the instructions of the pattern and of each atomic group and lookahead,
/// tried in the order PCRE2 tries them, so the first match is PCRE2's. Prepared when the table loads.
package struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        case scalar(Unicode.Scalar)
        case caselessScalar(Unicode.Scalar)
        case scalarClass(ScalarClass)
        /// Go on at the first position; on failure, at the second.
        case split(Int, Int)
        case jump(Int)
        /// Keep the position in a capture slot (group `n` has slots `2n` and `2n + 1`).
        case save(Int)
        case start
        case end(beforeFinalNewline: Bool)
        case backreference(Int)
        /// Run a sub-program where it stands: its first match only (an atomic group, a possessive
        /// quantifier), or as a lookahead that keeps the position.
        case atomic(Int)
        case lookahead(Int, negated: Bool)
        case match
    }

    /// The most instructions a regex may compile to (`a{1000}` is a thousand): the matcher keeps
    /// a bit for each instruction at each position of the text.
    package static let maxInstructions = 2_000

    /// The main program first, then the sub-programs.
    private(set) var programs: [[Instruction]] = [[]]
    /// Capture slots: two per group, and group 0's.
    let slotCount: Int
    /// Group numbers by name.
    let names: [String: Int]
    /// Whether the regex starts with `^` or `\A` (it is tried at the start only).
    let isAnchored: Bool

    /// Compiles `source` (of the ``PortableRegex`` language); nil when it needs more than
    /// ``maxInstructions``.
    package init?(_ source: String) {
        let parsed = RegexParser.parse(source)
        names = parsed.names
        slotCount = 2 * (parsed.groupCount + 1)
        switch parsed.node {
        case .start: isAnchored = true
        case .sequence(let nodes): isAnchored = if case .start? = nodes.first { true } else { false }
        default: isAnchored = false
        }
        var size = 0
        guard emit(parsed.node, into: 0, size: &size) else { return nil }
        programs[0].append(.match)
    }

    /// Appends `node`'s instructions to program `program`; false past the size limit.
    private mutating func emit(_ node: RegexParser.Node, into program: Int, size: inout Int) -> Bool {
        size += 1
        guard size <= RegexProgram.maxInstructions else { return false }
        switch node {
        case let .scalar(scalar, caseless):
            programs[program].append(caseless ? .caselessScalar(ScalarClass.fold(scalar)) : .scalar(scalar))
        case .scalarClass(let set): programs[program].append(.scalarClass(set))
        case .start: programs[program].append(.start)
        case .end(let final): programs[program].append(.end(beforeFinalNewline: final))
        case .backreference(let group): programs[program].append(.backreference(group))
        case .sequence(let nodes):
            for node in nodes { guard emit(node, into: program, size: &size) else { return false } }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                let split = programs[program].count
                if position < branches.count - 1 { programs[program].append(.split(split + 1, 0)) }
                guard emit(branch, into: program, size: &size) else { return false }
                if position < branches.count - 1 {
                    jumps.append(programs[program].count)
                    programs[program].append(.jump(0))
                    programs[program][split] = .split(split + 1, programs[program].count)
                }
            }
            for jump in jumps { programs[program][jump] = .jump(programs[program].count) }
        case let .capture(group, body):
            programs[program].append(.save(2 * group))
            guard emit(body, into: program, size: &size) else { return false }
            programs[program].append(.save(2 * group + 1))
        case .atomic(let body):
            guard let sub = subprogram(body, size: &size) else { return false }
            programs[program].append(.atomic(sub))
        case let .lookahead(body, negated):
            guard let sub = subprogram(body, size: &size) else { return false }
            programs[program].append(.lookahead(sub, negated: negated))
        case let .quantified(body, low, high, kind):
            if kind == .possessive {
                guard let sub = subprogram(.quantified(body, min: low, max: high, kind: .greedy), size: &size) else { return false }
                programs[program].append(.atomic(sub))
                return true
            }
            return repeated(body, min: low, max: high, lazy: kind == .lazy, into: program, size: &size)
        }
        return true
    }

    /// `body` as a program of its own, ending in ``Instruction/match``; its index.
    private mutating func subprogram(_ body: RegexParser.Node, size: inout Int) -> Int? {
        programs.append([])
        let sub = programs.count - 1
        guard emit(body, into: sub, size: &size) else { return nil }
        programs[sub].append(.match)
        return sub
    }

    /// `body` at least `low` and at most `high` times (no limit when nil), most first unless `lazy`.
    private mutating func repeated(_ body: RegexParser.Node, min low: Int, max high: Int?, lazy: Bool,
                                   into program: Int, size: inout Int) -> Bool {
        for _ in 0..<low { guard emit(body, into: program, size: &size) else { return false } }
        guard let high else {
            // loop: split(body, exit); body; jump loop (an iteration that took nothing comes back to
            // the split at the same position, which the matcher has tried already: it ends there)
            let loop = programs[program].count
            programs[program].append(.split(0, 0))
            guard emit(body, into: program, size: &size) else { return false }
            programs[program].append(.jump(loop))
            let exit = programs[program].count
            programs[program][loop] = lazy ? .split(exit, loop + 1) : .split(loop + 1, exit)
            return true
        }
        var splits: [Int] = []
        for _ in low..<Swift.max(low, high) {
            splits.append(programs[program].count)
            programs[program].append(.split(0, 0))
            guard emit(body, into: program, size: &size) else { return false }
        }
        let exit = programs[program].count
        for split in splits { programs[program][split] = lazy ? .split(exit, split + 1) : .split(split + 1, exit) }
        return true
    }
}
