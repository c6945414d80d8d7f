/// What a template parameter accepts: `{name}`, `{name:int}`, `{name:int(1...100)}`,
/// `{name:bool}`, `{name:uuid}`, `{name:slug}`, `{name:url}`, `{name:path}` or `{name:REGEX}`.
///
/// An enum of words is an inline regex: `{tab:(home|search|library)}` matches exactly those
/// three (the regex must match the whole segment or query value).
package enum ParameterKind: Sendable, Hashable {
    /// `{name}`: one whole segment (or query value), any text.
    case plain
    /// `{name:int}`: an optionally negative decimal integer in 64-bit range, given to screens as a JSON number.
    case int
    /// `{name:int(LOW...HIGH)}`: an `int` within the closed range; any other number does not match.
    case intRange(ClosedRange<Int>)
    /// `{name:bool}`: exactly `true`, `false`, `1` or `0`, given to screens as a JSON boolean.
    case bool
    /// `{name:uuid}`: a UUID in its 8-4-4-4-12 hex form, either case, given lower-case.
    case uuid
    /// `{name:slug}`: lower-case letters and digits in hyphen-separated runs, as in `red-shoes-2`.
    case slug
    /// `{name:url}`: an absolute `https` URL whose host is on the table's allow-list (its `hosts`
    /// and `urlHosts`), checked by the strict link parser: never `javascript:`, `data:`, `file:`,
    /// `intent:` or `http:`, never userinfo, an IP address or another port. Given as a string.
    case url
    /// `{name:path}`: the rest of the path, which may span segments; last in a pattern.
    case path
    /// `{name:path?}`: the rest of the path like `path`, or nothing (the link ends before its
    /// `/`: the parameter is then absent); last in a pattern.
    case optionalPath
    /// `{name:rest}`: a query value that runs to the end of the query, `&`s and all.
    case rest
    /// `{name:REGEX}`: an inline PCRE2 constraint that must match the whole segment (or query value).
    case regex(String)

    /// How strongly this kind claims a segment in the match order: literal (0) beats typed (1)
    /// beats plain (2) beats the catch-all `path` (3) beats `path?` (4), which may take nothing.
    /// Whether the kind takes the rest of the path (`path`, `path?`; `rest` takes the rest of the query).
    package var takesRestOfPath: Bool { self == .path || self == .optionalPath }

    package var strength: Int {
        switch self {
        case .int, .intRange, .bool, .uuid, .slug, .url, .rest, .regex: return 1
        case .plain: return 2
        case .path: return 3
        case .optionalPath: return 4
        }
    }

    /// The PCRE2 expression for one value of this kind (for `path`, the rest of the path).
    package var expression: String {
        switch self {
        case .plain: return "[^/]+"
        case .int, .intRange: return "-?[0-9]+"
        case .bool: return "(?:true|false|1|0)"
        case .url: return "[^/]+"
        case .uuid: return "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
        case .slug: return "[a-z0-9]+(?:-[a-z0-9]+)*"
        case .path, .optionalPath, .rest: return ".+"
        case .regex(let source): return source
        }
    }
}

extension ParameterKind: CustomStringConvertible {
    /// The kind as written after the colon, or `""` for a plain parameter.
    package var description: String {
        switch self {
        case .plain: return ""
        case .int: return "int"
        case .intRange(let range): return "int(\(range.lowerBound)...\(range.upperBound))"
        case .bool: return "bool"
        case .url: return "url"
        case .uuid: return "uuid"
        case .slug: return "slug"
        case .path: return "path"
        case .optionalPath: return "path?"
        case .rest: return "rest"
        case .regex(let source): return source
        }
    }
}
