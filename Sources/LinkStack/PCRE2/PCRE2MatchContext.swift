// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2
import LinkStackCore

/// A thread's own PCRE2 match context, JIT stack and match data, configured with ``PCRE2Limits``.
///
/// PCRE2 forbids sharing a JIT stack or match data between matches that run at the same time, so
/// each thread gets its own, kept by a pthread key (`ThreadObjectKey`; no allocation and no lock
/// per match): one set per nesting level, since a callout may itself run a match while the outer
/// match's JIT stack and match data are still in use.
final class PCRE2MatchContext {
    let context: OpaquePointer
    let jitStack: OpaquePointer?
    let limits: PCRE2Limits
    @exclusivity(unchecked) private var matchData: OpaquePointer?
    @exclusivity(unchecked) private var matchDataPairs: UInt32 = 0

    private init?(limits: PCRE2Limits) {
        guard let context = pcre2_match_context_create_8(nil) else { return nil }
        self.context = context
        self.limits = limits
        pcre2_set_match_limit_8(context, limits.matchLimit)
        pcre2_set_depth_limit_8(context, limits.depthLimit)
        jitStack = pcre2_jit_stack_create_8(32 * 1024, max(32 * 1024, limits.jitStackSize), nil)
        if let jitStack {
            pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack))
        }
    }

    deinit {
        if let matchData { pcre2_match_data_free_8(matchData) }
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_match_context_free_8(context)
    }

    /// Match data with room for at least `pairs` offset pairs, reused from match to match.
    func matchData(pairs: UInt32) -> OpaquePointer? {
        if let matchData, matchDataPairs >= pairs { return matchData }
        if let matchData { pcre2_match_data_free_8(matchData) }
        matchDataPairs = max(pairs, 16)
        matchData = pcre2_match_data_create_8(matchDataPairs, nil)
        return matchData
    }

    /// The contexts of one thread, by nesting level, and the level in use; and the match budget
    /// of the link being matched on this thread, if any (see ``withBudget(_:_:)``).
    /// (One thread's alone: its accesses are not checked for exclusivity at run time.)
    private final class Stack {
        @exclusivity(unchecked) var contexts: [PCRE2MatchContext] = []
        @exclusivity(unchecked) var depth = 0
        let budget = PCRE2Budget()
    }

    /// Each thread's stack of contexts.
    private static let stacks = ThreadObjectKey()

    /// The calling thread's stack of contexts, made on its first match.
    @inline(__always)
    private static var current: Unmanaged<Stack> {
        stacks.object(make: Stack.init)
    }

    /// Runs `body` with a fresh budget of `steps` match steps that every match `body` runs on this
    /// thread draws from (nested budgets are not opened: an outer one stays in force).
    static func withBudget<Result, Failure>(_ steps: UInt32, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        // The thread keeps its stack, and the stack its budget, alive: neither is retained for `body`.
        let stack = current
        let opened = stack._withUnsafeGuaranteedRef { stack in
            guard !stack.budget.isActive else { return false }
            stack.budget.open(steps)
            return true
        }
        guard opened else { return try body() }
        defer { stack._withUnsafeGuaranteedRef { $0.budget.close() } }
        return try body()
    }

    /// Runs `body` with the calling thread's match context for `limits` at the current nesting
    /// level and its match data with room for `pairs` offset pairs (nil when either could not be
    /// made), and the thread's budget (in force or not).
    static func with<Result>(_ limits: PCRE2Limits, pairs: UInt32,
                             _ body: (_ context: OpaquePointer?, _ matchData: OpaquePointer?, PCRE2Budget) throws(PCRE2Error) -> Result)
        throws(PCRE2Error) -> Result {
        // The thread keeps its stack, and the stack its contexts and budget, alive while `body`
        // runs: none of them is retained again for it.
        try current._withUnsafeGuaranteedRef { stack in
            Swift.Result { () throws(PCRE2Error) -> Result in
                let level = stack.depth
                if level == stack.contexts.count || stack.contexts[level].limits != limits {
                    guard let made = PCRE2MatchContext(limits: limits) else { return try body(nil, nil, stack.budget) }
                    if level == stack.contexts.count { stack.contexts.append(made) } else { stack.contexts[level] = made }
                }
                // The level's context asked through a guaranteed reference (the stack keeps it): handed
                // to `body` itself, it was retained and released on every match.
                let (context, matchData) = Unmanaged.passUnretained(stack.contexts[level])._withUnsafeGuaranteedRef {
                    ($0.context, $0.matchData(pairs: pairs))
                }
                stack.depth += 1
                defer { stack.depth -= 1 }
                return try body(context, matchData, stack.budget)
            }
        }.get()
    }
}
