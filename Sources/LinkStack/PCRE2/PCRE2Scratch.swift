internal import CPCRE2
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C function a scratch's matches call at each callout: it notes the callout's number (-1 for
/// one that is not a number) in the scratch's slot and lets the match go on, unless the number is
/// one the caller refused (``PCRE2Scratch/refuse(_:)``), which the match backtracks from. A
/// dispatch pattern's callouts close its routes' branches (`\z(?C{n})`), so the match ends at the
/// first route whose path matches and that is not refused, and the slot holds that route's index.
private let noteCallout: @convention(c) (UnsafeMutablePointer<pcre2_callout_block_8>?, UnsafeMutableRawPointer?) -> Int32 = { block, data in
    guard let block, let data else { return 0 }
    let info = block.pointee
    let text = UnsafeBufferPointer(start: info.callout_string, count: info.callout_string == nil ? 0 : info.callout_string_length)
    let number = PCRE2Callout.number(text) ?? -1
    let slots = data.assumingMemoryBound(to: Int.self)  // the number noted, how many are refused, then those refused
    var index = 0
    while index < slots[1] {
        if slots[2 + index] == number { return 1 }
        index += 1
    }
    slots.pointee = number
    return 0
}

/// A match context, JIT stack and match data owned by one caller at a time, for matches of the
/// dispatch patterns (the same the general path runs) that take the first route whose path
/// matches and read its captures in place: no allocation, no string, no Swift closure per callout.
///
/// A caller takes it with ``withLock(_:)``; a second thread finds it busy and goes another way
/// (the batch's general path), so it is never shared by two matches at once, as PCRE2 requires.
/// Each match runs under the match limit the caller gives; one that needs more is
/// ``Outcome/limit``, and the caller may grant more, as ``PCRE2Budget`` does.
final class PCRE2Scratch: @unchecked Sendable {
    /// What one match found.
    enum Outcome: Equatable {
        /// The pattern matched, the last callout passed being this number: the route's index.
        case matched(callout: Int)
        /// The pattern did not match.
        case noMatch
        /// The match needed more steps than its limit.
        case limit
        /// Another limit, an error or a missing or non-numeric callout: the caller cannot tell.
        case failed
    }

    private let context: OpaquePointer
    private let jitStack: OpaquePointer?
    private var matchData: OpaquePointer
    private var pairs: UInt32
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Where ``noteCallout`` writes the number of the callout a match passed; then how many
    /// numbers are refused, and those numbers (``refusable`` at most).
    private let callout: UnsafeMutablePointer<Int>
    /// How many callout numbers a caller may refuse at once.
    static let refusable = 8

    /// Scratch under `limits`' depth limit and JIT stack, with match data for `pairs - 1` groups
    /// to start with (it grows for a pattern with more).
    init?(limits: PCRE2Limits, pairs: UInt32 = 64) {
        guard let context = pcre2_match_context_create_8(nil) else { return nil }
        guard let matchData = pcre2_match_data_create_8(max(pairs, 1), nil) else {
            pcre2_match_context_free_8(context)
            return nil
        }
        self.context = context
        self.matchData = matchData
        self.pairs = max(pairs, 1)
        pcre2_set_depth_limit_8(context, limits.depthLimit)
        jitStack = pcre2_jit_stack_create_8(32 * 1024, max(32 * 1024, limits.jitStackSize), nil)
        if let jitStack { pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(jitStack)) }
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        callout = .allocate(capacity: 2 + PCRE2Scratch.refusable)
        callout.initialize(repeating: 0, count: 2 + PCRE2Scratch.refusable)
        callout.pointee = -1
        pcre2_set_callout_8(context, noteCallout, UnsafeMutableRawPointer(callout))
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        callout.deallocate()
        pcre2_match_data_free_8(matchData)
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_match_context_free_8(context)
    }

    /// Runs `body` with the scratch to itself, or returns nil at once when another thread has it.
    func withLock<Result>(_ body: () -> Result) -> Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Makes the next matches backtrack from callout `number` (a route that refuses the link),
    /// as well as from those refused before; false when ``refusable`` are refused already.
    func refuse(_ number: Int) -> Bool {
        guard callout[1] < PCRE2Scratch.refusable else { return false }
        callout[2 + callout[1]] = number
        callout[1] += 1
        return true
    }

    /// Refuses no callout number any more.
    func refuseNone() {
        callout[1] = 0
    }

    /// Matches `pattern` against `subject` from its first byte in at most `limit` steps, backtracking
    /// from the callouts refused (``refuse(_:)``). Call only inside ``withLock(_:)``.
    ///
    /// A route's own pattern (a `regex:` route's), which has no callouts, is given with that route's
    /// index as `single`: its match is ``Outcome/matched(callout:)`` with that index.
    func match(_ pattern: PCRE2PatternHandle, _ subject: UnsafeBufferPointer<UInt8>, limit: UInt32, single: Int = -1) -> Outcome {
        if pattern.pairCount > pairs {
            guard let larger = pcre2_match_data_create_8(pattern.pairCount, nil) else { return .failed }
            pcre2_match_data_free_8(matchData)
            matchData = larger
            pairs = pattern.pairCount
        }
        pcre2_set_match_limit_8(context, limit)
        callout.pointee = -1
        let result = pattern.isJITCompiled
            ? pcre2_jit_match_8(pattern.code, subject.baseAddress, subject.count, 0, 0, matchData, context)
            : pcre2_match_8(pattern.code, subject.baseAddress, subject.count, 0, UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        if result == PCRE2_ERROR_MATCHLIMIT { return .limit }
        guard result >= 0 else { return .failed }
        if single >= 0 { return .matched(callout: single) }
        guard callout.pointee >= 0 else { return .failed }
        return .matched(callout: callout.pointee)
    }

    /// The byte range group `number` matched in the last successful match, nil when it took no part.
    func range(ofGroup number: Int) -> Range<Int>? {
        guard number >= 0, number < Int(pairs), let ovector = pcre2_get_ovector_pointer_8(matchData) else { return nil }
        let start = ovector[2 * number], end = ovector[2 * number + 1]
        return start == CPCRE2_unset() || end < start ? nil : start..<end
    }
}

/// A compiled pattern as plain data, for a caller that keeps the ``PCRE2Pattern`` alive
/// elsewhere and must not touch its reference count on every match.
struct PCRE2PatternHandle {
    fileprivate let code: OpaquePointer
    fileprivate let isJITCompiled: Bool
    fileprivate let pairCount: UInt32

    /// The handle of `pattern`, valid while `pattern` is.
    init(_ pattern: PCRE2Pattern) {
        code = pattern.code
        isJITCompiled = pattern.isJITCompiled
        pairCount = pattern.pairCount
    }
}
