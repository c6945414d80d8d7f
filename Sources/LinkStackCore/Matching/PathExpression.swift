/// The regular expression a template path matches a normalized ``DeepLink/path`` with: the same
/// source for PCRE2 (the engine) and for Swift `Regex` (the core's matcher, for paths with an
/// inline regex), so the two read a route the same way.
///
/// Each parameter becomes a named group. An inline regex is held to exactly one segment: a
/// lookahead captures the segment and the rest of the path, and the regex must then match up to
/// exactly that rest.
package enum PathExpression {
    /// The expression for a whole path; under `trailingSlash: strict` (`keepsTrailingSlash`) a
    /// catch-all `{name:path}` also matches the empty rest; a final `{name:path?}` is its `/` and
    /// the rest, or nothing; `caseInsensitive` (`caseSensitive: false`) matches the literal
    /// segments in any case.
    package static func source(for path: [PathComponent], keepsTrailingSlash: Bool, caseInsensitive: Bool = false) -> String {
        var source = "^"
        let (open, close) = caseInsensitive ? ("(?i:", ")") : ("", "")
        for (index, component) in path.enumerated() {
            if case .parameter(let name, .optionalPath) = component {  // (last) `/` and the rest, or nothing (the root `/`)
                let rest = name.isEmpty ? (keepsTrailingSlash ? ".*" : ".+")  // `*`: not captured
                    : parameter(.path, group: name, rest: "", keepsTrailingSlash: keepsTrailingSlash)
                source += index == 0 ? "/(?:" + rest + ")?" : "(?:/" + rest + ")?"
                continue
            }
            source += "/"
            switch component {
            case .literal(let text):
                source += open + escaped(text) + close
            case .alternatives(let words):
                source += open + alternation(words) + close
            case .parameter(let name, let kind):
                source += parameter(kind, group: name, rest: "__rest\(index)", keepsTrailingSlash: keepsTrailingSlash)
            }
        }
        return (path.isEmpty ? "^/" : source) + "\\z"
    }

    /// The expression for one parameter segment, captured in the group named `group`. An inline
    /// regex also uses the group named `rest` for the path after the segment.
    package static func parameter(_ kind: ParameterKind, group: String, rest: String, keepsTrailingSlash: Bool) -> String {
        if kind == .path, keepsTrailingSlash { return "(?<\(group)>.*)" }
        guard case .regex(let regex) = kind else { return "(?<\(group)>\(kind.expression))" }
        return "(?=(?<\(group)>[^/]+)(?<\(rest)>.*))(?=(?:\(regex))\\k<\(rest)>\\z)[^/]+"
    }

    /// `(?:a|b)` for literal alternatives, each escaped.
    package static func alternation(_ words: [String]) -> String {
        "(?:" + words.map(escaped).joined(separator: "|") + ")"
    }

    /// `text` with every character that is not a letter or digit escaped.
    package static func escaped(_ text: String) -> String {
        // The common literal, ASCII letters and digits only, is its own escape (no Unicode property look-ups).
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
