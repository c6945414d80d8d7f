/// How the core's matcher matches one route's path: segment by segment for a template whose
/// segments it can tell by hand, else with the core's own ``RegexProgram`` (a template with an
/// inline regex, from the same ``PathExpression`` source PCRE2 compiles; a `regex:` route,
/// searched for), compiled when the table loads.
struct PathMatcher: Sendable {
    private enum Form: Sendable {
        case segments([PathComponent], keepsTrailingSlash: Bool)
        /// A path's regex, run on a path that starts with `prefix` (its anchored literal start).
        case expression(RegexProgram, groups: [String], prefix: String)
    }

    private let form: Form

    /// Compiles `path`.
    ///
    /// - Throws: ``LinkTableError`` when a regex is not of the ``PortableRegex`` language.
    init(_ path: LinkRoute.Path, route: String, keepsTrailingSlash: Bool, caseInsensitive: Bool = false) throws(LinkTableError) {
        switch path {
        case .template(let components):
            let needsRegex = caseInsensitive || components.enumerated().contains { position, component in
                guard case .parameter(_, let kind) = component else { return false }
                if case .regex = kind { return true }
                return kind.takesRestOfPath && position != components.count - 1
            }
            guard needsRegex else {
                form = .segments(components, keepsTrailingSlash: keepsTrailingSlash)
                return
            }
            for case .parameter(let name, .regex(let source)) in components { try PathMatcher.check(source, route: route, parameter: name) }
            let source = PathExpression.source(for: components, keepsTrailingSlash: keepsTrailingSlash, caseInsensitive: caseInsensitive)
            let groups = components.compactMap { component -> String? in
                if case .parameter(let name, _) = component, !name.isEmpty { return name }
                return nil
            }
            // The literal segments before the first parameter: every path it matches starts with them.
            let literals = caseInsensitive ? [] : components.prefix { if case .literal = $0 { true } else { false } }.map(\.description)
            form = .expression(try PathMatcher.program(source, route: route, parameter: nil), groups: groups,
                               prefix: "/" + literals.map { $0 + "/" }.joined())
        case .regex(let source, let groups):
            try PathMatcher.check(source, route: route, parameter: nil)
            form = .expression(try PathMatcher.program(source, route: route, parameter: nil), groups: groups,
                               prefix: PortableRegex.anchoredLiteral(of: source)?.text ?? "")
        }
    }

    /// The raw text of each path parameter (nil for a group that took no part), or nil when the
    /// path does not match (or `budget` ran out, which it records).
    func captures(in path: String, budget: RegexMatcher.Budget) -> [Substring?]? {
        switch form {
        case .segments(let components, let keepsTrailingSlash):
            return PathMatcher.captures(in: path, components: components, keepsTrailingSlash: keepsTrailingSlash)
        case .expression(let program, let groups, let prefix):
            // A path that does not start with the literal the regex does is refused without running it.
            guard path.utf8.starts(with: prefix.utf8) else { return nil }
            let text = Array(path.unicodeScalars)
            guard let ranges = RegexMatcher.firstMatch(program, in: text, budget: budget) else { return nil }
            return groups.map { name in
                guard let group = program.names[name], let range = ranges[group] else { return nil }
                return Substring(String(String.UnicodeScalarView(text[range])))
            }
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
                             capture: (Substring?) -> Void) -> Bool {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        guard bytes.first == slash else { return false }
        if components.isEmpty { return bytes.count == 1 }
        var position = bytes.startIndex
        for component in components {
            // A final `{name:path?}` where the path ends (or at the root `/`, unless strict, where it takes the empty rest).
            if case .parameter(let name, .optionalPath) = component, position == bytes.endIndex || (!keepsTrailingSlash && bytes.count == 1) {
                if !name.isEmpty { capture(nil) }  // (`*` is no parameter)
                position = bytes.endIndex
                continue
            }
            guard position < bytes.endIndex, bytes[position] == slash else { return false }
            position = bytes.index(after: position)
            if case .parameter(let name, let kind) = component, kind.takesRestOfPath {
                let rest = path[position...]
                guard keepsTrailingSlash ? !rest.utf8.contains(UInt8(ascii: "\n")) : kind.fitsShape(rest) == true else { return false }
                if !name.isEmpty { capture(rest) }
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

    /// The program of `source` (a checked regex, or an expression made of checked ones).
    static func program(_ source: String, route: String, parameter: String?) throws(LinkTableError) -> RegexProgram {
        guard let program = RegexProgram(source) else {
            throw LinkTableError(route: route, regex: source, parameter: parameter, offset: 0, reason: PortableRegex.tooLarge)
        }
        return program
    }

    /// Refuses a regex outside the ``PortableRegex`` language.
    static func check(_ source: String, route: String, parameter: String?) throws(LinkTableError) {
        if let (offset, reason) = PortableRegex.problem(in: source) {
            throw LinkTableError(route: route, regex: source, parameter: parameter, offset: offset, reason: reason)
        }
    }

}

extension PathMatcher {
    /// An inline regex of a typed query value, matched against the whole decoded value as the
    /// engine's `^(?:REGEX)\z` is.
    struct QueryRegex: Sendable {
        private let program: RegexProgram

        init(_ source: String, route: String, parameter: String) throws(LinkTableError) {
            try PathMatcher.check(source, route: route, parameter: parameter)
            program = try PathMatcher.program("^(?:\(source))\\z", route: route, parameter: parameter)
        }

        func matches(_ text: String, budget: RegexMatcher.Budget) -> Bool {
            RegexMatcher.firstMatch(program, in: Array(text.unicodeScalars), budget: budget) != nil
        }
    }
}
