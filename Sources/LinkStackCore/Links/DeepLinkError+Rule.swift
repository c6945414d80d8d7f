extension DeepLinkError {
    /// The rules a deep link must keep. Each rejection names one, so tests and callers can tell a
    /// size limit from a malformed link, and a deliberate strictness from an accident.
    ///
    /// The four size limits have their own error codes (see ``code``); every other rule is `invalid_url`.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// The text is empty.
        case empty
        /// Longer than `DeepLink.Limits.maxLength` bytes (`url_too_long`).
        case urlTooLong
        /// More than `DeepLink.Limits.maxSegments` path segments (`too_many_segments`).
        case tooManySegments
        /// A path segment longer than `DeepLink.Limits.maxSegmentLength` bytes (`segment_too_long`).
        case segmentTooLong
        /// More than `DeepLink.Limits.maxQueryItems` query items (`too_many_query_items`).
        case tooManyQueryItems
        /// A query name a route reads is given more than once: which one counts is ambiguous.
        case duplicateQueryName
        /// A control character (U+0000–U+001F, U+007F), raw.
        case controlCharacter
        /// A raw space.
        case space
        /// A backslash, which browsers read as `/` in web links.
        case backslash
        /// Raw non-ASCII text (it must be percent-encoded as UTF-8).
        case nonASCII
        /// No scheme, or one with characters a scheme may not hold.
        case scheme
        /// No `//` after the scheme: a relative reference or an opaque URL such as `mailto:`.
        case notHierarchical
        /// User information (`user:password@`) before the host.
        case userinfo
        /// A port other than the scheme's default (80 for http, 443 for https), or not a number.
        case port
        /// An IPv4 address (in any of the forms browsers accept) or a bracketed IPv6 literal as host.
        case ipLiteral
        /// A host ending with `.`, which names the same site as without it.
        case trailingDotHost
        /// An http(s) link without a host.
        case emptyHost
        /// A host character other than letters, digits and `-._~!$&'()*+,;=`.
        case hostCharacter
        /// A `%` not followed by two hex digits.
        case malformedEscape
        /// Escapes that decode to bytes that are not UTF-8.
        case invalidUTF8
        /// Escapes that decode to a control character.
        case encodedControlCharacter
        /// A `.` or `..` path segment, raw or encoded.
        case dotSegment
        /// An empty path segment (`//`), which no template matches and a catch-all would swallow.
        case emptySegment
        /// An ASCII character RFC 3986 does not allow unescaped where it stands (`"<>^`{|}`, `[`, `]`, a second `#`).
        case disallowedCharacter
        /// A `redirect:` route's link is on a scheme or host its table does not answer (an open redirect).
        case otherOrigin

        /// The stable error code: `url_too_long`, `too_many_segments`, `segment_too_long`,
        /// `too_many_query_items`, or `invalid_url` for every other rule.
        package var code: String {
            switch self {
            case .urlTooLong: return "url_too_long"
            case .tooManySegments: return "too_many_segments"
            case .segmentTooLong: return "segment_too_long"
            case .tooManyQueryItems: return "too_many_query_items"
            default: return "invalid_url"
            }
        }
    }
}
