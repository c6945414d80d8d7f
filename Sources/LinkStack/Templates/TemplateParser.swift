/// Reads route templates: `/products/{id:int}/reviews?sort={sort}` and query values such as `{id:int}`.
struct TemplateParser {
    private let characters: [Character]

    init(_ template: String) { characters = Array(template) }

    func parsePattern() throws(TemplateError) -> RoutePattern {
        guard characters.first == "/" else {
            throw TemplateError("a pattern starts with '/', as in /products/{id:int}", offset: 0)
        }
        let queryStart = try topLevelIndex(of: "?", from: 0) ?? characters.count
        var path: [PathComponent] = []
        var names: Set<String> = []
        var segments = try split(0 + 1..<queryStart, on: "/")
        let hasTrailingSlash = segments.count > 1 && segments.last?.isEmpty == true
        if segments.last?.isEmpty == true { segments.removeLast() }  // a trailing slash
        for (position, range) in segments.enumerated() {
            let component = try pathComponent(range)
            if case .parameter(let name, let kind) = component {
                guard names.insert(name).inserted else {
                    throw TemplateError("parameter '\(name)' appears twice", offset: range.lowerBound)
                }
                if kind.takesRestOfPath, position != segments.count - 1 {
                    throw TemplateError("\(component) takes the rest of the path, so it must be the last segment",
                                        offset: range.lowerBound)
                }
            }
            path.append(component)
        }
        var query: [QueryRequirement] = []
        var openQuery: String?
        if queryStart < characters.count {
            for range in try split(queryStart + 1..<characters.count, on: "&") where !range.isEmpty {
                if let map = try openMap(range) {
                    guard openQuery == nil else { throw TemplateError("a pattern has at most one open query map, {*name} or {*}", offset: range.lowerBound) }
                    guard map.isEmpty || names.insert(map).inserted else { throw TemplateError("parameter '\(map)' appears twice", offset: range.lowerBound) }
                    openQuery = map
                    continue
                }
                let requirement = try queryRequirement(range)
                if let name = requirement.parameterName, !names.insert(name).inserted {
                    throw TemplateError("parameter '\(name)' appears twice", offset: range.lowerBound)
                }
                if query.contains(where: { $0.queryName == requirement.queryName }) {
                    throw TemplateError("query parameter '\(requirement.queryName)' appears twice", offset: range.lowerBound)
                }
                query.append(requirement)
            }
        }
        var pattern = RoutePattern(path: path, query: query, openQuery: openQuery)
        pattern.hasTrailingSlash = hasTrailingSlash
        return pattern
    }

    /// The name of an open query map `{*name}` filling `range` (`""` for `{*}`), or nil when it is
    /// another query item.
    private func openMap(_ range: Range<Int>) throws(TemplateError) -> String? {
        guard range.count >= 3, characters[range.lowerBound] == "{", characters[range.lowerBound + 1] == "*" else { return nil }
        guard characters[range.upperBound - 1] == "}" else {
            throw TemplateError("an open query map is written {*name} (or {*}, each item a parameter of its own), as a query item of its own",
                                offset: range.lowerBound)
        }
        let name = text(range.lowerBound + 2..<range.upperBound - 1)
        guard name.isEmpty || TemplateParser.isValidName(name) else {
            throw TemplateError(TemplateParser.notAName(name),
                                offset: range.lowerBound + 2)
        }
        return name
    }

    /// A query value template: `{name}`, `{name:type}`, either with `?` when it may be absent, or
    /// literal text; the flag says whether it may be absent.
    func parseQueryValue() throws(TemplateError) -> (value: QueryRequirement.Value, isOptional: Bool) {
        try queryValue(0..<characters.count)
    }

    private func text(_ range: Range<Int>) -> String { String(characters[range]) }

    /// The first index of `character` outside braces, from `start`.
    private func topLevelIndex(of character: Character, from start: Int) throws(TemplateError) -> Int? {
        var depth = 0
        for index in start..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth < 0 { throw TemplateError("'}' without a matching '{'", offset: index) }
            case character where depth == 0: return index
            default: break
            }
        }
        if depth > 0 { throw TemplateError("'{' is never closed", offset: characters.lastIndex(of: "{") ?? 0) }
        return nil
    }

    private func split(_ range: Range<Int>, on separator: Character) throws(TemplateError) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        while let index = try topLevelIndex(of: separator, from: start), index < range.upperBound {
            parts.append(start..<index)
            start = index + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    private func pathComponent(_ range: Range<Int>) throws(TemplateError) -> PathComponent {
        guard !range.isEmpty else { throw TemplateError("empty segment ('//')", offset: range.lowerBound) }
        if text(range) == "*" { return .parameter(name: "", kind: .optionalPath) }  // the rest or nothing, not captured
        if characters[range.lowerBound] == "{" {
            let (name, kind, isOptional) = try parameter(range)
            if isOptional {
                guard kind == .path else {
                    throw TemplateError("only a query parameter can be optional ({\(name)?} after '?'), or the rest of the path "
                                        + "({\(name):path?}, last); a path segment is always there", offset: range.upperBound - 2)
                }
                return .parameter(name: name, kind: .optionalPath)
            }
            guard kind != .rest else {
                throw TemplateError("{\(name):rest} takes the rest of the query: it is a query value (?\(name)={\(name):rest})",
                                    offset: range.lowerBound)
            }
            return .parameter(name: name, kind: kind)
        }
        if let brace = characters[range].firstIndex(where: { $0 == "{" || $0 == "}" }) {
            throw TemplateError(TemplateParser.textAroundParameter(text(range)), offset: brace)
        }
        var words: [String] = []
        var start = range.lowerBound
        for end in range.lowerBound...range.upperBound where end == range.upperBound || characters[end] == "|" {
            defer { start = end + 1 }
            let word = try literal(start..<end)
            if words.contains(word) { throw TemplateError("'\(word)' is given twice in these alternatives", offset: start) }
            words.append(word)
        }
        return words.count == 1 ? .literal(words[0]) : .alternatives(words)
    }

    /// What to write instead of `segment`, a segment with text beside a parameter (`r-{id}`):
    /// a parameter is a whole segment; a regex parameter may require the text (and then holds
    /// it), and a `regex:` route's named group may leave it out.
    static func textAroundParameter(_ segment: String) -> String {
        let before = segment.prefix { $0 != "{" }, after = segment.drop { $0 != "}" }.dropFirst()
        let name = segment.dropFirst(before.count + 1).prefix { $0 != "}" && $0 != ":" && $0 != "?" }
        let shown = name.isEmpty ? "name" : String(name)
        let regex = PathExpression.escaped(String(before)) + "[^/]+" + PathExpression.escaped(String(after))
        return "'\(segment)' has text beside a parameter, but a parameter is a whole segment (/{\(shown)}/); "
            + "to require the text, give the parameter a regex that includes it, /{\(shown):\(regex)}/ (its value then "
            + "includes the text), or write a regex: route whose named group (?<\(shown)>...) captures only the part you need"
    }

    /// One literal word, normalized.
    private func literal(_ range: Range<Int>) throws(TemplateError) -> String {
        guard !range.isEmpty else {
            throw TemplateError("an empty word in literal alternatives: write them as read|reader (a literal '|' is %7C)",
                                offset: range.lowerBound)
        }
        let literal = text(range)
        if literal == "." || literal == ".." {
            throw TemplateError("'.' and '..' segments can never match", offset: range.lowerBound)
        }
        guard let normalized = TemplateParser.normalizedLiteral(literal) else {
            throw TemplateError("'%' must be followed by two hex digits", offset: range.lowerBound)
        }
        return normalized
    }

    private func queryRequirement(_ range: Range<Int>) throws(TemplateError) -> QueryRequirement {
        guard let equals = characters[range].firstIndex(of: "="), equals > range.lowerBound else {
            throw TemplateError("a query item is written name={parameter} or name=value", offset: range.lowerBound)
        }
        let (value, isOptional) = try queryValue(equals + 1..<range.upperBound)
        return QueryRequirement(queryName: text(range.lowerBound..<equals), value: value, isOptional: isOptional)
    }

    private func queryValue(_ range: Range<Int>) throws(TemplateError) -> (QueryRequirement.Value, Bool) {
        guard let first = range.first, characters[first] == "{" else { return (.literal(text(range)), false) }
        let (name, kind, isOptional) = try parameter(range)
        if kind == .path { throw TemplateError("{\(name):path} is for paths; a query value is one item", offset: first) }
        return (.parameter(name: name, kind: kind), isOptional)
    }

    /// Reads `{name}` or `{name:type}` filling exactly `range`, either with a final `?` that makes
    /// it optional (a regex that ends in `?` is written inside `(?:…)`).
    private func parameter(_ range: Range<Int>) throws(TemplateError) -> (String, ParameterKind, Bool) {
        guard range.count >= 2, characters[range.upperBound - 1] == "}" else {
            throw TemplateError(TemplateParser.textAroundParameter(text(range)), offset: range.lowerBound)
        }
        var inner = range.lowerBound + 1..<range.upperBound - 1
        let isOptional = inner.last.map { characters[$0] == "?" } ?? false
        if isOptional { inner = inner.lowerBound..<inner.upperBound - 1 }
        let (name, kind) = try parameter(inner: inner)
        return (name, kind, isOptional)
    }

    /// Reads `name` or `name:type` filling `inner` (the text between the braces).
    private func parameter(inner: Range<Int>) throws(TemplateError) -> (String, ParameterKind) {
        let colon = characters[inner].firstIndex(of: ":") ?? inner.upperBound
        let name = text(inner.lowerBound..<colon)
        guard TemplateParser.isValidName(name) else {
            throw TemplateError(TemplateParser.notAName(name),
                                offset: inner.lowerBound)
        }
        guard colon < inner.upperBound else { return (name, .plain) }
        let type = text(colon + 1..<inner.upperBound)
        switch type {
        case "int": return (name, .int)
        case "bool": return (name, .bool)
        case "uuid": return (name, .uuid)
        case "slug": return (name, .slug)
        case "path": return (name, .path)
        case "rest": return (name, .rest)
        case "url": return (name, .url)
        case _ where type.hasPrefix("int("): return (name, try intRange(type, name: name, at: colon + 1))
        case "": throw TemplateError("missing type after ':' in {\(name):}", offset: colon + 1)
        default:
            if type.allSatisfy({ $0.isLetter }) {
                throw TemplateError("unknown parameter type '\(type)'; use int, bool, uuid, slug, url, path, rest or a regex "
                                    + "(write {\(name):(\(type))} to match the word itself)", offset: colon + 1)
            }
            return (name, .regex(type))
        }
    }

    /// Reads `int(LOW...HIGH)`.
    private func intRange(_ type: String, name: String, at offset: Int) throws(TemplateError) -> ParameterKind {
        let bounds = type.dropFirst(4).dropLast().components(separatedBy: "...")
        guard type.hasSuffix(")"), bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high else {
            throw TemplateError("write an integer range as {\(name):int(LOW...HIGH)} with LOW ≤ HIGH, like int(1...100)", offset: offset)
        }
        return .intRange(low...high)
    }

    /// Why `name` is not a parameter name (what ``isValidName(_:)`` refuses).
    static func notAName(_ name: String) -> String {
        "'\(name)' is not a parameter name: use letters, digits and '_', not starting with a digit or '__'"
    }

    /// Whether `name` is a parameter name: ASCII letters, digits and '_', not starting with a digit or '__'.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.hasPrefix("__") else { return false }
        let isASCIILetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        return isASCIILetter(first) && name.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    /// A literal segment as a normalized ``DeepLink/path`` would hold it: characters a URL may
    /// not hold unescaped are percent-encoded, escapes normalized. Nil for a malformed escape.
    static func normalizedLiteral(_ literal: String) -> String? {
        var encoded = ""
        for byte in literal.utf8 {
            if PercentEncoding.isPathCharacter(byte) || byte == UInt8(ascii: "%") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return try? PercentEncoding.normalize(Substring(encoded).utf8)
    }
}
