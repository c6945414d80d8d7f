internal import CPCRE2
import Foundation

/// A thread's own PCRE2 match context and JIT stack, configured with ``PCRE2Limits``.
///
/// PCRE2 forbids sharing a JIT stack between matches that run at the same time, so each thread
/// gets its own contexts, kept in its thread dictionary: one per nesting level, since a callout
/// may itself run a match while the outer match's JIT stack is still in use.
final class PCRE2MatchContext {
    let context: OpaquePointer
    let jitStack: OpaquePointer?
    let limits: PCRE2Limits

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
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_match_context_free_8(context)
    }

    /// The contexts of one thread, by nesting level, and the level in use.
    private final class Stack {
        var contexts: [PCRE2MatchContext] = []
        var depth = 0
    }

    private static let key = "LinkStack.PCRE2MatchContext"

    /// Runs `body` with the calling thread's context for `limits` at the current nesting level.
    static func with<Result>(_ limits: PCRE2Limits, _ body: (PCRE2MatchContext?) throws(PCRE2Error) -> Result) throws(PCRE2Error) -> Result {
        let dictionary = Thread.current.threadDictionary
        let stack: Stack
        if let existing = dictionary[key] as? Stack {
            stack = existing
        } else {
            stack = Stack()
            dictionary[key] = stack
        }
        let level = stack.depth
        if level == stack.contexts.count || stack.contexts[level].limits != limits {
            guard let made = PCRE2MatchContext(limits: limits) else { return try body(nil) }
            if level == stack.contexts.count { stack.contexts.append(made) } else { stack.contexts[level] = made }
        }
        stack.depth += 1
        defer { stack.depth -= 1 }
        return try body(stack.contexts[level])
    }
}
