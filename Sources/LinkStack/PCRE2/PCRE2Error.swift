// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2

/// An error from compiling or running a PCRE2 pattern.
package enum PCRE2Error: Error, Sendable, Hashable {
    /// The pattern did not compile: PCRE2's own message and the byte offset in the pattern where it stopped.
    case compile(pattern: String, message: String, offset: Int)
    /// A match ran into its match limit, depth limit or JIT stack limit: the subject is too costly
    /// for this pattern. This is never reported as "no match".
    case matchLimit(pattern: String, message: String)
    /// The matches run for one link used up its budget of match steps (``PCRE2Limits/linkBudget``),
    /// counted across every pattern the link was tried against.
    case budgetSpent(budget: UInt32)
    /// Any other failure PCRE2 reported while matching, with its message.
    case match(pattern: String, message: String, code: Int)

    /// Translates a negative PCRE2 match result code into an error.
    init(matchCode code: Int32, pattern: String) {
        let message = PCRE2Error.message(for: code)
        switch code {
        case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT:
            self = .matchLimit(pattern: pattern, message: message)
        default:
            self = .match(pattern: pattern, message: message, code: Int(code))
        }
    }

    /// PCRE2's text for an error code, as `pcre2_get_error_message` gives it.
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            pcre2_get_error_message_8(code, pointer.baseAddress, pointer.count)
        }
        guard length > 0 else { return "PCRE2 error \(code)" }
        return String(decoding: buffer[..<Int(length)], as: UTF8.self)
    }
}

extension PCRE2Error: CustomStringConvertible {
    /// A sentence a person can act on.
    package var description: String {
        switch self {
        case let .compile(pattern, message, offset):
            return "pattern '\(pattern)' does not compile: \(message) at offset \(offset)"
        case let .matchLimit(pattern, message):
            return "matching '\(pattern)' hit a limit (\(message))"
        case let .budgetSpent(budget):
            return "the link used up its match budget of \(budget) steps across every pattern it was tried against"
        case let .match(pattern, message, code):
            return "matching '\(pattern)' failed: \(message) (PCRE2 error \(code))"
        }
    }
}
