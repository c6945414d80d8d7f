// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2
import LinkStackCore

/// A compiled pattern as plain data, for a caller that keeps the ``PCRE2Pattern`` alive elsewhere
/// (a dispatcher's pieces) and must not touch its reference count on every match.
struct PCRE2PatternHandle {
    let code: OpaquePointer
    let isJITCompiled: Bool
    let pairCount: UInt32

    /// The handle of `pattern`, valid while `pattern` is.
    init(_ pattern: PCRE2Pattern) {
        code = pattern.code
        isJITCompiled = pattern.isJITCompiled
        pairCount = pattern.pairCount
    }

    /// The one place a match runs: with the thread's match context and reused match data, the
    /// callout function and its data installed for this match only, under the thread's link
    /// budget when one is in force (``PCRE2Budget``). `read` sees the match data of a successful
    /// match before it is reused; the result is nil when the pattern does not match. The subject
    /// is valid UTF-8 (a Swift string's, or a link's ASCII path), so PCRE2's own check of it is
    /// skipped, and a JIT-compiled pattern runs its machine code at once. `source` words an error.
    func run<Result>(bytes subject: LinkBytes, limits: PCRE2Limits, calloutHandler: PCRE2Pattern.CalloutHook?,
                     source: () -> String, read: (OpaquePointer) -> Result) throws(PCRE2Error) -> Result? {
        let subject = subject.lent
        return try PCRE2MatchContext.with(limits, pairs: pairCount) { context, matchData, budget throws(PCRE2Error) -> Result? in
            guard let context, let matchData else {
                throw .match(pattern: source(), message: "out of memory for a match context", code: Int(PCRE2_ERROR_NOMEMORY))
            }
            pcre2_set_callout_8(context, calloutHandler?.function, calloutHandler?.data)
            return try withUnsafePointer(to: 0 as UInt8) { empty throws(PCRE2Error) -> Result? in
                let base = subject.baseAddress ?? empty  // an empty buffer may have no address; PCRE2 wants one
                let result = try budget.run(matchLimit: limits.matchLimit) { limit in
                    pcre2_set_match_limit_8(context, limit)
                    return isJITCompiled
                        ? pcre2_jit_match_8(code, base, subject.count, 0, 0, matchData, context)
                        : pcre2_match_8(code, base, subject.count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
                }
                if result == PCRE2_ERROR_NOMATCH { return nil }
                if result < 0 { throw PCRE2Error(matchCode: result, pattern: source()) }
                return read(matchData)
            }
        }
    }
}
