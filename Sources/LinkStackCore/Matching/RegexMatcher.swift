/// Runs a ``RegexProgram`` on a text's scalars by backtracking, as RE2's bounded backtracker
/// does: an explicit stack (a long path cannot overflow the thread's), and a bit for each
/// instruction at each position, so no instruction runs twice at one position in a run. From a
/// given instruction and position the outcome is always the same (the only backreferences, in
/// the core's own ``PathExpression`` sources, name groups set before the lookahead that holds
/// them), so a pattern that backtracks exponentially in PCRE2 (`(a|aa)+z`, `(x+x+)+y`) costs
/// its instructions times the text's length here. Lookaheads and atomic groups run their own
/// programs, which can make a run quadratic: a step budget shared by every regex one link is
/// tried against bounds that (each instruction run is a step).
package struct RegexMatcher {
    /// The steps one link may spend: at most ``perMatch`` in one regex (PCRE2's match limit, as
    /// the engine sets it) and ``perLink`` in all together (the engine's link budget). Spent, the
    /// link is `match_limit`, never a different route.
    package final class Budget {
        package static let perMatch = 100_000
        package static let perLink: UInt32 = 1_000_000
        package private(set) var spent = 0
        /// Set when a regex ran out: the link's budget (`true`) or one match's limit.
        package private(set) var exhausted: Bool?
        /// The route whose regex ran out, once its matcher says so.
        var route: String?

        package init() {}

        /// The error for `url` once a regex ran out (``exhausted``), or nil.
        func error(url: String) -> ResolutionError? {
            switch exhausted {
            case true?: .matchBudget(url: url, budget: Budget.perLink)
            case false?: .matchLimit(url: url, route: route ?? "")
            case nil: nil
            }
        }

        /// Takes one step of a match that has taken `steps`; false when none is left.
        fileprivate func step(_ steps: inout Int) -> Bool {
            steps += 1
            spent += 1
            if spent > Int(Budget.perLink) { exhausted = true } else if steps > Budget.perMatch { exhausted = false }
            return exhausted == nil
        }
    }

    private enum Entry {
        case thread(pc: Int, position: Int)
        case slot(Int, Int)
    }

    private let program: RegexProgram
    private let text: [Unicode.Scalar]
    private var slots: [Int]
    private let budget: Budget
    private var steps = 0

    private init(_ program: RegexProgram, text: [Unicode.Scalar], budget: Budget) {
        self.program = program
        self.text = text
        self.budget = budget
        slots = Array(repeating: -1, count: program.slotCount)
    }

    /// The first match of `program` in `text` (searched from each position, as PCRE2 searches),
    /// as each group's range of scalar offsets (nil for a group that took no part; group 0 is the
    /// match); nil when it does not match or the budget ran out (``Budget/exhausted``).
    package static func firstMatch(_ program: RegexProgram, in text: [Unicode.Scalar], budget: Budget) -> [Range<Int>?]? {
        guard budget.exhausted == nil else { return nil }
        var matcher = RegexMatcher(program, text: text, budget: budget)
        for start in 0...(program.isAnchored ? 0 : text.count) {
            for index in matcher.slots.indices { matcher.slots[index] = -1 }
            if let end = matcher.run(0, at: start) {
                matcher.slots[0] = start
                matcher.slots[1] = end
                return stride(from: 0, to: program.slotCount, by: 2).map { slot in
                    let (low, high) = (matcher.slots[slot], matcher.slots[slot + 1])
                    return low >= 0 && high >= low ? low..<high : nil
                }
            }
            if budget.exhausted != nil { return nil }
        }
        return nil
    }

    /// Runs sub-program `index` from `position`: the end of its first match, or nil.
    private mutating func run(_ index: Int, at position: Int) -> Int? {
        let instructions = program.programs[index]
        let start = position, width = text.count - position + 1
        var visited = [UInt64](repeating: 0, count: (instructions.count * width + 63) / 64)
        var stack: [Entry] = [.thread(pc: 0, position: position)]
        while let entry = stack.popLast() {
            var pc: Int, position: Int
            switch entry {
            case let .slot(slot, value):
                slots[slot] = value
                continue
            case let .thread(start, at):
                (pc, position) = (start, at)
            }
            thread: while true {
                let bit = pc * width + position - start
                guard visited[bit >> 6] & (1 << UInt64(bit & 63)) == 0 else { break thread }
                visited[bit >> 6] |= 1 << UInt64(bit & 63)
                guard budget.step(&steps) else { return nil }
                switch instructions[pc] {
                case .scalar(let scalar):
                    guard position < text.count, text[position] == scalar else { break thread }
                    (pc, position) = (pc + 1, position + 1)
                case .caselessScalar(let folded):
                    guard position < text.count, ScalarClass.fold(text[position]) == folded else { break thread }
                    (pc, position) = (pc + 1, position + 1)
                case .scalarClass(let set):
                    guard position < text.count, set.contains(text[position]) else { break thread }
                    (pc, position) = (pc + 1, position + 1)
                case let .split(first, second):
                    stack.append(.thread(pc: second, position: position))
                    pc = first
                case .jump(let target):
                    pc = target
                case .save(let slot):
                    stack.append(.slot(slot, slots[slot]))
                    slots[slot] = position
                    pc += 1
                case .start:
                    guard position == 0 else { break thread }
                    pc += 1
                case .end(let beforeFinalNewline):
                    let isEnd = position == text.count || beforeFinalNewline && position == text.count - 1 && text[position] == "\n"
                    guard isEnd else { break thread }
                    pc += 1
                case .backreference(let group):
                    let (low, high) = (slots[2 * group], slots[2 * group + 1])
                    guard low >= 0, high >= low else { break thread }  // PCRE2: an unset group matches nothing
                    let length = high - low
                    guard position + length <= text.count, text[low..<high].elementsEqual(text[position..<(position + length)]) else { break thread }
                    (pc, position) = (pc + 1, position + length)
                case .atomic(let sub):
                    let before = slots
                    guard let end = run(sub, at: position) else { break thread }
                    keep(before, on: &stack)
                    (pc, position) = (pc + 1, end)
                case let .lookahead(sub, negated):
                    let before = slots
                    let matched = run(sub, at: position) != nil
                    if budget.exhausted != nil { return nil }
                    if negated {
                        slots = before
                        guard !matched else { break thread }
                    } else {
                        guard matched else { break thread }
                        keep(before, on: &stack)
                    }
                    pc += 1
                case .match:
                    return position
                }
            }
            if budget.exhausted != nil { return nil }
        }
        return nil
    }

    /// Records, for backtracking past a sub-program's match, the slots it changed from `before`.
    private func keep(_ before: [Int], on stack: inout [Entry]) {
        for slot in slots.indices where slots[slot] != before[slot] { stack.append(.slot(slot, before[slot])) }
    }
}
