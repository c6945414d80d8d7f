/// What a link-association file can say about one route's links: path patterns that cover every
/// path the route accepts, and the query items it requires.
///
/// Where a pattern cannot say what the route means it says more (an over-cover, which the README
/// lists): a parameter is one or more characters of any kind (`?*`), `/` included, unless it is
/// a `bool`, a `uuid` or a regex of literal words; a `regex:` route is its literal prefix and `*`.
/// It never says less.
package struct RouteCover: Sendable, Hashable {
    /// Path patterns; a path the route accepts matches one of them.
    package var paths: [LinkGlob]
    /// Query items the route requires, by (encoded) name: a literal value, or `?*` for a
    /// parameter (an empty value counts as missing).
    package var query: [String: String]
    /// Whether the patterns say exactly the route's links, no more: every segment a literal, a
    /// word of a list or a catch-all, every required query value a literal or any text.
    package var isExact: Bool

    /// How many alternatives (literal words, booleans) are spelled out before a pattern falls
    /// back to `?*`.
    static let maximumAlternatives = 16

    /// The cover of `route`'s path from its first segment (`dropping` segments already said, as
    /// an Android filter's host says a custom scheme's first one), with literals decoded when
    /// `decoded` (Android matches decoded paths; AASA files hold encoded ones).
    init(route: Route, dropping: Int = 0, decoded: Bool, keepsTrailingSlash: Bool) {
        if let components = route.spec.components {
            let rest = Array(components.dropFirst(dropping))
            paths = RouteCover.paths(rest, decoded: decoded, keepsTrailingSlash: keepsTrailingSlash)
            isExact = rest.allSatisfy(RouteCover.isExact) && paths.count <= RouteCover.maximumAlternatives * 2
        } else {
            paths = [RouteCover.prefix(ofRegex: route.regex ?? "")]
            isExact = paths[0].literalText != nil
        }
        query = [:]
        for requirement in route.query where route.isRequired(requirement) {
            let name = PercentEncoding.encode(requirement.queryName)
            switch requirement.value {
            case .literal(let text):
                query[name] = RouteCover.escaped(PercentEncoding.encode(text))
                isExact = isExact && !text.contains("*") && !text.contains("?")
            case .parameter(_, let kind):
                query[name] = "?*"
                isExact = isExact && kind == .plain
            }
        }
    }

    /// The patterns of a template's segments: `/` and each segment's alternatives, every
    /// combination (up to ``maximumAlternatives``), and with a trailing `/` too unless the table
    /// keeps trailing slashes or the pattern ends in `*`.
    static func paths(_ components: [PathComponent], decoded: Bool, keepsTrailingSlash: Bool) -> [LinkGlob] {
        guard !components.isEmpty else { return [LinkGlob([.literal("/")])] }
        if case .parameter(let name, .optionalPath)? = components.last {  // the path without it, and with it
            let shorter = paths(components.dropLast(), decoded: decoded, keepsTrailingSlash: keepsTrailingSlash)
            let longer = paths(components.dropLast() + [.parameter(name: name, kind: .path)], decoded: decoded,
                               keepsTrailingSlash: keepsTrailingSlash)
            return shorter + longer.filter { !shorter.contains($0) }
        }
        var choices = components.map { segment(of: $0, decoded: decoded, keepsTrailingSlash: keepsTrailingSlash) }
        if choices.reduce(1, { $0 * $1.count }) > maximumAlternatives {
            choices = choices.map { $0.count > 1 ? [LinkGlob([.one, .any])] : $0 }
        }
        var globs = [LinkGlob()]
        for options in choices {
            globs = globs.flatMap { glob in
                options.map { option in
                    var next = glob
                    next.append(.literal("/"))
                    next.append(contentsOf: option)
                    return next
                }
            }
        }
        guard !keepsTrailingSlash else { return globs }
        return globs.flatMap { glob -> [LinkGlob] in
            guard !glob.endsInAny else { return [glob] }
            var slashed = glob
            slashed.append(.literal("/"))
            return [glob, slashed]
        }
    }

    /// Whether a segment's patterns say exactly what it takes.
    private static func isExact(_ component: PathComponent) -> Bool {
        switch component {
        case .literal(let text): return !text.contains("*") && !text.contains("?")
        case .alternatives(let words): return words.allSatisfy { !$0.contains("*") && !$0.contains("?") }
        case .parameter(_, .bool), .parameter(_, .path), .parameter(_, .optionalPath): return true
        case .parameter(_, .regex(let source)): return words(ofRegex: source) != nil
        case .parameter: return false
        }
    }

    /// The alternatives of one segment.
    private static func segment(of component: PathComponent, decoded: Bool, keepsTrailingSlash: Bool) -> [LinkGlob] {
        switch component {
        case .literal(let text):
            return [literal(text, decoded: decoded)]
        case .alternatives(let words):
            return words.map { literal($0, decoded: decoded) }
        case .parameter(_, let kind):
            switch kind {
            case .bool:
                return ["true", "false", "1", "0"].map { LinkGlob([.literal($0)]) }
            case .uuid:
                return [LinkGlob([8, 4, 4, 4, 12].enumerated().flatMap { index, count in
                    (index == 0 ? [] : [LinkGlob.Piece.literal("-")]) + Array(repeating: .one, count: count)
                })]
            case .path, .optionalPath:  // (a final path? is the path without it and with a path: paths(_:decoded:keepsTrailingSlash:))
                return [LinkGlob(keepsTrailingSlash ? [.any] : [.one, .any])]  // strict: the empty rest too
            case .regex(let source):
                if let words = words(ofRegex: source) { return words.map { literal($0, decoded: decoded) } }
                return [LinkGlob([.one, .any])]
            case .plain, .int, .intRange, .slug, .url, .rest:
                return [LinkGlob([.one, .any])]
            }
        }
    }

    /// A literal segment: its text, with a `*` or `?` in it made a `?` piece (a pattern cannot
    /// spell them), decoded for Android.
    private static func literal(_ text: String, decoded: Bool) -> LinkGlob {
        let text = decoded ? RouteCover.decoded(text) : text
        var glob = LinkGlob()
        for character in text {
            glob.append(character == "*" || character == "?" ? .one : .literal(String(character)))
        }
        return glob
    }

    /// `text` percent-decoded, or as it is when it holds an escape that does not decode.
    static func decoded(_ text: String) -> String {
        (try? PercentEncoding.decode(Substring(text).utf8)) ?? text
    }

    /// `text` with `*` and `?` made `?` (one character), for an AASA query value.
    private static func escaped(_ text: String) -> String {
        String(text.map { $0 == "*" ? "?" : $0 })
    }

    /// The words of an inline regex that is only literal words, `(day|week|month)` or
    /// `day|week`, or nil.
    static func words(ofRegex source: String) -> [String]? {
        var body = Substring(source)
        if body.hasPrefix("(?:") { body = body.dropFirst(3) } else if body.hasPrefix("(") { body = body.dropFirst() }
        if body.count < source.count {
            guard body.hasSuffix(")") else { return nil }
            body = body.dropLast()
        }
        let words = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let plain = words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "~") }
        }
        return plain ? words : nil
    }

    /// A `regex:` route's cover: the literal text its anchored start spells, then `*` (the whole
    /// regex when it spells a literal to its end); `*` alone for a regex that is not anchored or
    /// that branches at the top (``PortableRegex/anchoredLiteral(of:)``).
    static func prefix(ofRegex source: String) -> LinkGlob {
        guard let literal = PortableRegex.anchoredLiteral(of: source) else { return LinkGlob([.any]) }
        var glob = LinkGlob()
        glob.append(.literal(literal.text))
        if !literal.isWhole { glob.append(.any) }
        return glob
    }
}
