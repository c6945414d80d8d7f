// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2
import LinkStackCore

/// What a match's callouts are handed to without a closure (``PCRE2Pattern/matches(bytes:limits:receiver:)``):
/// a value the matching function keeps on its stack, whose type the C callout reaches through a
/// function that captures nothing, so a match allocates nothing to reach it.
package protocol PCRE2CalloutReceiver {
    /// Answers `true` to go on from the callout, `false` to backtrack from it.
    mutating func receive(_ callout: PCRE2Callout) -> Bool
}

/// A receiver and the function that hands it a callout, passed through PCRE2's `callout_data`.
private struct CalloutForward {
    let call: (UnsafeMutableRawPointer, PCRE2Callout) -> Bool
    let receiver: UnsafeMutableRawPointer
}

/// The C function PCRE2 calls at each callout of a match with a receiver: it forwards to it.
private let forwardToReceiver: @convention(c) (UnsafeMutablePointer<pcre2_callout_block_8>?, UnsafeMutableRawPointer?) -> Int32 = { block, data in
    guard let block, let data else { return 0 }
    let forward = data.assumingMemoryBound(to: CalloutForward.self)
    return forward.pointee.call(forward.pointee.receiver, PCRE2Callout(block.pointee)) ? 0 : 1
}

extension PCRE2Callout {
    /// What a callout block says.
    fileprivate init(_ info: pcre2_callout_block_8) {
        self.init(text: LinkBytes(lending: UnsafeBufferPointer(start: info.callout_string, count: info.callout_string == nil ? 0 : info.callout_string_length)),
                  subject: LinkBytes(lending: UnsafeBufferPointer(start: info.subject, count: info.subject_length)),
                  offsets: UnsafeBufferPointer(start: info.offset_vector, count: info.offset_vector == nil ? 0 : 2 * Int(info.capture_top)),
                  unset: CPCRE2_unset())
    }
}

extension PCRE2PatternHandle {
    /// ``PCRE2Pattern/matches(bytes:limits:receiver:)`` of the handle's pattern; `source` words an error.
    func matches<Receiver: PCRE2CalloutReceiver>(bytes subject: LinkBytes, limits: PCRE2Limits,
                                                receiver: inout Receiver, source: () -> String) throws(PCRE2Error) -> Bool {
        try withUnsafeMutablePointer(to: &receiver) { pointer throws(PCRE2Error) -> Bool in
            var forward = CalloutForward(call: { raw, callout in raw.assumingMemoryBound(to: Receiver.self).pointee.receive(callout) },
                                         receiver: UnsafeMutableRawPointer(pointer))
            return try withUnsafeMutablePointer(to: &forward) { forward throws(PCRE2Error) -> Bool in
                try run(bytes: subject, limits: limits, calloutHandler: (forwardToReceiver, UnsafeMutableRawPointer(forward)), source: source) { _ in () }
                    != nil
            }
        }
    }
}

extension PCRE2Pattern {
    /// Whether the pattern matches `subject` (its bytes, valid UTF-8: a link's path), handing
    /// every callout the matching path reaches to `receiver`, which answers whether the match goes
    /// on from it or backtracks as if the pattern failed there.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit.
    package func matches<Receiver: PCRE2CalloutReceiver>(bytes subject: LinkBytes, limits: PCRE2Limits = .default,
                                                        receiver: inout Receiver) throws(PCRE2Error) -> Bool {
        try PCRE2PatternHandle(self).matches(bytes: subject, limits: limits, receiver: &receiver, source: { source })
    }

    /// Matches the pattern against `subject` (its bytes, valid UTF-8) without callouts and hands
    /// `read` the match as a callout would see it at the pattern's end: its groups' ranges.
    /// Returns what `read` returns, or nil when the pattern does not match.
    ///
    /// - Throws: ``PCRE2Error/matchLimit(pattern:message:)`` when a limit is hit.
    package func match<Result>(bytes subject: LinkBytes, limits: PCRE2Limits = .default,
                               read: (PCRE2Callout) -> Result) throws(PCRE2Error) -> Result? {
        try run(bytes: subject, limits: limits, calloutHandler: nil) { matchData in
            let pairs = Int(pcre2_get_ovector_count_8(matchData)), ovector = pcre2_get_ovector_pointer_8(matchData)
            return read(PCRE2Callout(text: LinkBytes(lending: UnsafeBufferPointer(start: nil, count: 0)), subject: subject,
                                     offsets: UnsafeBufferPointer(start: ovector, count: ovector == nil ? 0 : 2 * pairs), unset: CPCRE2_unset()))
        }
    }
}
