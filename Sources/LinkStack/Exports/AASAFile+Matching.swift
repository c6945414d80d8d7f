extension AASAFile {
    /// What the file does with a link's path, query and fragment (as they appear in the link,
    /// percent-encoded), by Apple's rules: details entries and their components in order, the
    /// first component that matches decides; an `exclude` one stops the link opening any app.
    ///
    /// A component matches when its `/` pattern matches the path, its `?` the query (a
    /// dictionary: every name given, each value matching its pattern; other items may be there
    /// too) and its `#` the fragment. `*` matches any run of characters, `/` included, `?` one.
    /// The link's parts are compared decoded; a pattern is decoded too unless its
    /// `percentEncoded` is false (so `%20` in a pattern is a space, and `*` written `%2A` is a
    /// literal star), and compared ignoring case when `caseSensitive` is false.
    package func decision(path: String, query: String?, fragment: String?) -> Decision {
        let decodedPath = AASAFile.decoded(path)
        let items = AASAFile.items(of: query)
        for entry in index.candidates(forDecodedPath: decodedPath) {
            let component = entry.component
            guard AASAFile.matches(component.path, decodedPath, component),
                  AASAFile.matches(component.query, query: query, items: items, component),
                  component.fragment.map({ AASAFile.matches($0, AASAFile.decoded(fragment ?? ""), component) }) ?? true else { continue }
            return component.exclude ? .excluded(detail: entry.detail, component: component.index)
                : .opens(appIDs: details[entry.detail].appIDs, detail: entry.detail, component: component.index)
        }
        return .unmatched
    }

    private static func matches(_ query: Component.Query?, query text: String?, items: [(String, String)], _ component: Component) -> Bool {
        switch query {
        case nil: return true
        case .pattern(let pattern)?: return matches(pattern, decoded(text ?? ""), component)
        case .items(let patterns)?:
            return patterns.allSatisfy { name, pattern in
                let wanted = component.caseSensitive ? name : name.lowercased()
                return items.contains { item in
                    (component.caseSensitive ? item.0 : item.0.lowercased()) == wanted && matches(pattern, item.1, component)
                }
            }
        }
    }

    /// A query's items, names and values decoded (`+` stays `+`, as `URLComponents` reads it);
    /// an item without `=` has the value `""`.
    private static func items(of query: String?) -> [(String, String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decoded(String(parts[0])), parts.count > 1 ? decoded(String(parts[1])) : "")
        }
    }

    /// Whether `pattern` matches all of `text` (already decoded).
    static func matches(_ pattern: String, _ text: String, _ component: Component) -> Bool {
        var pieces: [LinkGlob.Piece] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(component.percentEncoded ? decoded(literal) : literal)) }
            literal = ""
        }
        for character in pattern {
            switch character {
            case "*": flush(); pieces.append(.any)
            case "?": flush(); pieces.append(.one)
            default: literal.append(character)
            }
        }
        flush()
        let characters: [Character] = Array(component.caseSensitive ? text : text.lowercased())
        let tokens: [LinkGlob.Piece] = pieces.flatMap { piece -> [LinkGlob.Piece] in
            guard case .literal(let text) = piece else { return [piece] }
            return (component.caseSensitive ? text : text.lowercased()).map { .literal(String($0)) }
        }
        return globMatches(tokens[...], characters[...])
    }

    /// Wildcard matching with one remembered `*` to back up to (enough for `*` and `?`); each
    /// literal piece of `pattern` is one character.
    static func globMatches(_ pattern: ArraySlice<LinkGlob.Piece>, _ text: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: (p: Int, t: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case .any:
                    star = (p, t)
                    p += 1
                    continue
                case .one:
                    p += 1
                    t += 1
                    continue
                case .literal(let character) where character == String(text[t]):
                    p += 1
                    t += 1
                    continue
                case .literal:
                    break
                }
            }
            guard let backup = star else { return false }
            star = (backup.p, backup.t + 1)
            p = backup.p + 1
            t = backup.t + 1
        }
        while p < pattern.endIndex, pattern[p] == .any { p += 1 }
        return p == pattern.endIndex
    }

    private static func decoded(_ text: String) -> String { RouteCover.decoded(text) }
}
