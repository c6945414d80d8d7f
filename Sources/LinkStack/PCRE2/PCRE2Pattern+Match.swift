// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2
import LinkStackCore

extension PCRE2Pattern {
    /// Matches the pattern against `subject`, starting at its first byte.
    ///
    /// - Parameters:
    ///   - subject: The text to match.
    ///   - limits: The match limit, depth limit and JIT stack size to run under.
    /// - Returns: The match, or nil when the pattern does not match.
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit; ``PCRE2Error/match(pattern:message:code:)``
    ///   for any other PCRE2 failure.
    package func match(_ subject: String, limits: PCRE2Limits = .default) throws(PCRE2Error) -> PCRE2Match? {
        try match(subject, limits: limits, calloutHandler: nil)
    }

    /// The C function and data a match's callouts go to.
    typealias CalloutHook = (function: @convention(c) (UnsafeMutablePointer<pcre2_callout_block_8>?, UnsafeMutableRawPointer?) -> Int32,
                             data: UnsafeMutableRawPointer)

    /// Runs a match and reads its captures, or returns nil when the pattern does not match.
    func match(_ subject: String, limits: PCRE2Limits, calloutHandler: CalloutHook?) throws(PCRE2Error) -> PCRE2Match? {
        try run(subject, limits: limits, calloutHandler: calloutHandler) { matchData in
            let pairCount = Int(pcre2_get_ovector_count_8(matchData))
            let unset = CPCRE2_unset()
            var ranges: [Range<Int>?] = []
            ranges.reserveCapacity(pairCount)
            if let ovector = pcre2_get_ovector_pointer_8(matchData) {
                for pair in 0..<pairCount {
                    let start = ovector[2 * pair], end = ovector[2 * pair + 1]
                    ranges.append(start == unset || end < start ? nil : start..<end)
                }
            }
            let mark = pcre2_get_mark_8(matchData).map { String(cString: $0) }
            return PCRE2Match(subject: subject, byteRanges: ranges, mark: mark, groupNumbers: groupNumbers)
        }
    }

    /// ``run(bytes:limits:calloutHandler:read:)`` of a string's UTF-8.
    func run<Result>(_ subject: String, limits: PCRE2Limits, calloutHandler: CalloutHook?,
                     read: (OpaquePointer) -> Result) throws(PCRE2Error) -> Result? {
        var text = subject  // read in place: a string not yet native is made native first
        return try LinkBytes.lent(&text) { bytes in
            Swift.Result { () throws(PCRE2Error) -> Result? in try run(bytes: bytes, limits: limits, calloutHandler: calloutHandler, read: read) }
        }.get()
    }

    /// A match of a subject given as its bytes (``PCRE2PatternHandle/run(bytes:limits:calloutHandler:source:read:)``).
    func run<Result>(bytes subject: LinkBytes, limits: PCRE2Limits, calloutHandler: CalloutHook?,
                     read: (OpaquePointer) -> Result) throws(PCRE2Error) -> Result? {
        try PCRE2PatternHandle(self).run(bytes: subject, limits: limits, calloutHandler: calloutHandler, source: { source }, read: read)
    }

    /// Whether the pattern matches `subject` under `limits`.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit.
    package func matches(_ subject: String, limits: PCRE2Limits = .default) throws(PCRE2Error) -> Bool {
        try run(subject, limits: limits, calloutHandler: nil) { _ in () } != nil
    }
}
