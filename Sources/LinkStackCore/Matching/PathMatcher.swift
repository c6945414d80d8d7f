/// How the core's matcher matches one route's path: segment by segment for a template whose
/// segments it can tell by hand, else with Swift `Regex` (a template with an inline regex, from
/// the same ``PathExpression`` source PCRE2 compiles; a `regex:` route, searched for), compiled
/// when a link first needs it.
struct PathMatcher: Sendable {
    private enum Form: Sendable {
        case segments([PathComponent], keepsTrailingSlash: Bool)
        /// A path's regex, run on a path that starts with `prefix` (its anchored literal start).
        case expression(LazyRegex, groups: [String], prefix: String)
    }

    private let form: Form

    /// Compiles `path`.
    ///
    /// - Throws: ``LinkTableError`` when a regex is not of the ``PortableRegex`` language or
    ///   Swift's `Regex` does not compile it.
    init(_ path: LinkRoute.Path, route: String, keepsTrailingSlash: Bool) throws(LinkTableError) {
        switch path {
        case .template(let components):
            let needsRegex = components.enumerated().contains { position, component in
                guard case .parameter(_, let kind) = component else { return false }
                if case .regex = kind { return true }
                return kind == .path && position != components.count - 1
            }
            guard needsRegex else {
                form = .segments(components, keepsTrailingSlash: keepsTrailingSlash)
                return
            }
            for case .parameter(let name, .regex(let source)) in components { try PathMatcher.check(source, route: route, parameter: name) }
            let swiftComponents = components.map { component -> PathComponent in
                guard case .parameter(let name, .regex(let source)) = component else { return component }
                return .parameter(name: name, kind: .regex(PortableRegex.swiftSource(source)))
            }
            let source = PathExpression.source(for: swiftComponents, keepsTrailingSlash: keepsTrailingSlash)
            let groups = components.compactMap { component -> String? in
                if case .parameter(let name, _) = component { return name }
                return nil
            }
            // The literal segments before the first parameter: every path it matches starts with them.
            let literals = components.prefix { if case .literal = $0 { true } else { false } }.map(\.description)
            form = .expression(LazyRegex(source), groups: groups, prefix: "/" + literals.map { $0 + "/" }.joined())
        case .regex(let source, let groups):
            try PathMatcher.check(source, route: route, parameter: nil)
            form = .expression(LazyRegex(PortableRegex.swiftSource(source)), groups: groups,
                               prefix: PortableRegex.anchoredLiteral(of: source)?.text ?? "")
        }
    }

    /// Whether the path's regex has been compiled; nil for a template read segment by segment.
    var isRegexCompiled: Bool? {
        guard case .expression(let regex, _, _) = form else { return nil }
        return regex.isCompiled
    }

    /// The raw text of each path parameter (nil for a group that took no part), or nil when the
    /// path does not match.
    func captures(in path: String) -> [Substring?]? {
        switch form {
        case .segments(let components, let keepsTrailingSlash):
            return PathMatcher.captures(in: path, components: components, keepsTrailingSlash: keepsTrailingSlash)
        case .expression(let regex, let groups, let prefix):
            // A path that does not start with the literal the regex does is refused without
            // running it (a Swift `Regex` match costs thousands of instructions).
            guard path.utf8.starts(with: prefix.utf8), let match = try? regex.compiled?.firstMatch(in: path) else { return nil }
            return groups.map { match.output[$0]?.substring }
        }
    }

    /// `^/c1/c2…\z` read segment by segment: a literal exactly, alternatives by their words, a
    /// parameter by its kind's shape, a final catch-all as the rest of the path.
    private static func captures(in path: String, components: [PathComponent], keepsTrailingSlash: Bool) -> [Substring?]? {
        var captures: [Substring?] = []
        guard walk(path, components: components, keepsTrailingSlash: keepsTrailingSlash, capture: { captures.append($0) }) else { return nil }
        return captures
    }

    /// Reads `path` against `components`, handing each parameter's raw text to `capture`; false
    /// when it does not match.
    private static func walk(_ path: String, components: [PathComponent], keepsTrailingSlash: Bool,
                             capture: (Substring) -> Void) -> Bool {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        guard bytes.first == slash else { return false }
        if components.isEmpty { return bytes.count == 1 }
        var position = bytes.startIndex
        for component in components {
            guard position < bytes.endIndex, bytes[position] == slash else { return false }
            position = bytes.index(after: position)
            if case .parameter(_, .path) = component {
                let rest = path[position...]
                guard keepsTrailingSlash ? !rest.utf8.contains(UInt8(ascii: "\n")) : ParameterKind.path.fitsShape(rest) == true else { return false }
                capture(rest)
                position = bytes.endIndex
                continue
            }
            let end = bytes[position...].firstIndex(of: slash) ?? bytes.endIndex
            let segment = path[position..<end]
            switch component {
            case .literal(let text):
                // Bytes, as PCRE2 compares them (String's == would compare characters, canonically).
                guard segment.utf8.elementsEqual(text.utf8) else { return false }
            case .alternatives(let words):
                guard words.contains(where: { segment.utf8.elementsEqual($0.utf8) }) else { return false }
            case .parameter(_, let kind):
                guard kind.fitsShape(segment) == true else { return false }
                capture(segment)
            }
            position = end
        }
        return position == bytes.endIndex
    }

    /// Refuses a regex outside the ``PortableRegex`` language.
    static func check(_ source: String, route: String, parameter: String?) throws(LinkTableError) {
        if let (offset, reason) = PortableRegex.problem(in: source) {
            throw LinkTableError(route: route, regex: source, parameter: parameter, offset: offset, reason: reason)
        }
    }

}

/// Swift's `Regex` for a translated source (``PortableRegex/swiftSource(_:)``), reading code
/// points and word boundaries as PCRE2 does, compiled once when a link first needs it and shared
/// read-only after (as the engine's PCRE2 code is). The source was checked to be of the
/// ``PortableRegex`` language when the table was built; one Swift still cannot compile matches
/// nothing.
struct LazyRegex: Sendable {
    // The Regex is made once under LazyValue's lock and never changed after.
    private struct Compiled: @unchecked Sendable {
        let regex: Regex<AnyRegexOutput>?
    }

    private let value: LazyValue<Compiled>

    init(_ source: String) {
        value = LazyValue { Compiled(regex: try? Regex(source).matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)) }
    }

    /// The regex, compiled now if no link needed it before; nil when Swift cannot compile it.
    var compiled: Regex<AnyRegexOutput>? { value.wrapped.regex }

    /// Whether a link has needed it yet.
    var isCompiled: Bool { value.isMade }
}

extension PathMatcher {
    /// An inline regex of a typed query value, matched against the whole decoded value as the
    /// engine's `^(?:REGEX)\z` is.
    struct QueryRegex: Sendable {
        private let regex: LazyRegex

        init(_ source: String, route: String, parameter: String) throws(LinkTableError) {
            try PathMatcher.check(source, route: route, parameter: parameter)
            regex = LazyRegex("^(?:\(PortableRegex.swiftSource(source)))\\z")
        }

        func matches(_ text: String) -> Bool {
            (try? regex.compiled?.firstMatch(in: text)) != nil
        }
    }
}
