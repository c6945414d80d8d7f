internal import CPCRE2

/// The Swift handler a match's callouts go to, passed through PCRE2's `callout_data` pointer. It
/// lives on the matching function's stack for the match's duration: no allocation per match.
private struct CalloutHandler {
    let handle: (PCRE2Callout) -> Bool
}

/// The C function PCRE2 calls at each callout: it forwards to the ``CalloutHandler`` and turns its
/// answer into PCRE2's (0 goes on, 1 backtracks).
private let forwardCallout: @convention(c) (UnsafeMutablePointer<pcre2_callout_block_8>?, UnsafeMutableRawPointer?) -> Int32 = { block, data in
    guard let block, let data else { return 0 }
    let handler = data.assumingMemoryBound(to: CalloutHandler.self).pointee
    let info = block.pointee
    let pairs = Int(info.capture_top)
    let callout = PCRE2Callout(
        text: UnsafeBufferPointer(start: info.callout_string, count: info.callout_string == nil ? 0 : info.callout_string_length),
        subject: UnsafeBufferPointer(start: info.subject, count: info.subject_length),
        offsets: UnsafeBufferPointer(start: info.offset_vector, count: info.offset_vector == nil ? 0 : 2 * pairs),
        unset: CPCRE2_unset())
    return handler.handle(callout) ? 0 : 1
}

extension PCRE2Pattern {
    /// Matches the pattern against `subject`, asking `callout` at every callout the matching path reaches.
    ///
    /// ```swift
    /// let pattern = try PCRE2Pattern("^/(?:a(?C{1})|(?<x>[a-z]+)(?C{2}))\\z")
    /// let match = try pattern.match("/a", callout: { $0.number == 2 })  // the first branch is refused
    /// ```
    ///
    /// - Parameters:
    ///   - subject: The text to match.
    ///   - limits: The match limit, depth limit and JIT stack size to run under.
    ///   - callout: Answers `true` to go on from the callout, `false` to backtrack from it.
    /// - Returns: The match, or nil when no path through the pattern is accepted.
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit.
    package func match(_ subject: String, limits: PCRE2Limits = .default,
                      callout: (PCRE2Callout) -> Bool) throws(PCRE2Error) -> PCRE2Match? {
        try withCallout(callout) { hook throws(PCRE2Error) in try match(subject, limits: limits, calloutHandler: hook) }
    }

    /// Whether the pattern matches `subject` with `callout` asked as in ``match(_:limits:callout:)``;
    /// reads no captures, for callers that take what they need inside the callout.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit.
    package func matches(_ subject: String, limits: PCRE2Limits = .default,
                        callout: (PCRE2Callout) -> Bool) throws(PCRE2Error) -> Bool {
        try withCallout(callout) { hook throws(PCRE2Error) in
            try run(subject, limits: limits, calloutHandler: hook) { _ in () } != nil
        }
    }

    /// Runs `body` with `callout` reachable from PCRE2's C callout.
    private func withCallout<Result>(_ callout: (PCRE2Callout) -> Bool,
                                     _ body: (CalloutHook) throws(PCRE2Error) -> Result) throws(PCRE2Error) -> Result {
        try withoutActuallyEscaping(callout) { escapable throws(PCRE2Error) -> Result in
            var handler = CalloutHandler(handle: escapable)
            return try withUnsafeMutablePointer(to: &handler) { pointer throws(PCRE2Error) -> Result in
                try body((forwardCallout, UnsafeMutableRawPointer(pointer)))
            }
        }
    }
}
