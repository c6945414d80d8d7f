internal import CPCRE2

/// Compile options for a ``PCRE2Pattern``.
///
/// The default, ``PCRE2Options/default``, is `[.utf, .ucp]`: patterns and subjects are UTF-8, and
/// `\w`, `\d` and friends use Unicode properties instead of ASCII only.
package struct PCRE2Options: OptionSet, Sendable, Hashable {
    /// The raw PCRE2 option bits.
    package let rawValue: UInt32

    /// Creates options from raw PCRE2 option bits.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Letters match regardless of case. The corresponding C constant is `PCRE2_CASELESS`.
    package static let caseless = PCRE2Options(rawValue: UInt32(PCRE2_CASELESS))
    /// The pattern and subjects are UTF-8 strings. The corresponding C constant is `PCRE2_UTF`.
    package static let utf = PCRE2Options(rawValue: UInt32(PCRE2_UTF))
    /// Character classes use Unicode properties. The corresponding C constant is `PCRE2_UCP`.
    package static let ucp = PCRE2Options(rawValue: UInt32(PCRE2_UCP))
    /// The pattern must match at the start of the subject. The corresponding C constant is `PCRE2_ANCHORED`.
    package static let anchored = PCRE2Options(rawValue: UInt32(PCRE2_ANCHORED))
    /// Unnamed parentheses do not capture. The corresponding C constant is `PCRE2_NO_AUTO_CAPTURE`.
    package static let noAutoCapture = PCRE2Options(rawValue: UInt32(PCRE2_NO_AUTO_CAPTURE))
    /// `\C` is refused in the pattern. The corresponding C constant is `PCRE2_NEVER_BACKSLASH_C`.
    package static let neverBackslashC = PCRE2Options(rawValue: UInt32(PCRE2_NEVER_BACKSLASH_C))

    /// The options route patterns are compiled with: `[.utf, .ucp, .neverBackslashC]`.
    package static let `default`: PCRE2Options = [.utf, .ucp, .neverBackslashC]
    /// Without UTF and UCP: for patterns that only ever match ASCII subjects (a link's normalized path).
    package static let bytes: PCRE2Options = [.neverBackslashC]
}
