internal import CPCRE2
import Foundation

/// A thread's own PCRE2 match context and JIT stack, configured with ``PCRE2Limits``.
///
/// PCRE2 forbids sharing a JIT stack between threads that match at the same time, so each thread
/// gets its own context the first time it matches, kept in its thread dictionary.
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

    private static let key = "LinkStack.PCRE2MatchContext"

    /// The calling thread's context for `limits`, made on first use.
    static func current(for limits: PCRE2Limits) -> PCRE2MatchContext? {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? PCRE2MatchContext, existing.limits == limits {
            return existing
        }
        let made = PCRE2MatchContext(limits: limits)
        dictionary[key] = made
        return made
    }
}
