internal import CPCRE2

/// Compile options for a ``PCRE2Pattern``.
///
/// The default, ``PCRE2Options/default``, is `[.utf, .ucp]`: patterns and subjects are UTF-8, and
/// `\w`, `\d` and friends use Unicode properties instead of ASCII only.
@_spi(Engine) public struct PCRE2Options: OptionSet, Sendable, Hashable {
    /// The raw PCRE2 option bits.
    public let rawValue: UInt32

    /// Creates options from raw PCRE2 option bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Letters match regardless of case. The corresponding C constant is `PCRE2_CASELESS`.
    public static let caseless = PCRE2Options(rawValue: UInt32(PCRE2_CASELESS))
    /// The pattern and subjects are UTF-8 strings. The corresponding C constant is `PCRE2_UTF`.
    public static let utf = PCRE2Options(rawValue: UInt32(PCRE2_UTF))
    /// Character classes use Unicode properties. The corresponding C constant is `PCRE2_UCP`.
    public static let ucp = PCRE2Options(rawValue: UInt32(PCRE2_UCP))
    /// The pattern must match at the start of the subject. The corresponding C constant is `PCRE2_ANCHORED`.
    public static let anchored = PCRE2Options(rawValue: UInt32(PCRE2_ANCHORED))
    /// Unnamed parentheses do not capture. The corresponding C constant is `PCRE2_NO_AUTO_CAPTURE`.
    public static let noAutoCapture = PCRE2Options(rawValue: UInt32(PCRE2_NO_AUTO_CAPTURE))
    /// `\C` is refused in the pattern. The corresponding C constant is `PCRE2_NEVER_BACKSLASH_C`.
    public static let neverBackslashC = PCRE2Options(rawValue: UInt32(PCRE2_NEVER_BACKSLASH_C))

    /// The options route patterns are compiled with: `[.utf, .ucp, .neverBackslashC]`.
    public static let `default`: PCRE2Options = [.utf, .ucp, .neverBackslashC]
    /// Without UTF and UCP: for patterns that only ever match ASCII subjects (a link's normalized path).
    public static let bytes: PCRE2Options = [.neverBackslashC]
}
