import Yams

/// A scalar's text, and whether it was written plain (unquoted), so `1` can be told from `"1"`.
struct YAMLScalarText {
    var text: String
    var isPlain: Bool
}

extension RouteFileReader {
    func location(_ node: Node, offset: Int = 0) -> SourceLocation {
        let mark = node.mark
        var column = (mark?.column ?? 1) + offset
        if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            column += 1  // the opening quote
        }
        return SourceLocation(file: path, line: mark?.line ?? 1, column: column)
    }

    mutating func report(_ message: String, at node: Node, offset: Int = 0) {
        problems.append(RouteFileProblem(message, at: location(node, offset: offset)))
    }

    mutating func mapping(_ node: Node, what: String) -> Node.Mapping? {
        if case .mapping(let mapping) = node { return mapping }
        report("\(what) must be a mapping of keys to values", at: node)
        return nil
    }

    /// The mapping's entries by key text, reporting keys that repeat, that are not text, or
    /// (when `allowed` is given) that are not among `allowed`.
    mutating func entries(_ mapping: Node.Mapping, allowed: [String]?) -> [(String, Node)] {
        var seen: Set<String> = []
        var result: [(String, Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else {
                report("a key must be plain text", at: keyNode)
                continue
            }
            guard seen.insert(key.string).inserted else {
                report("'\(key.string)' is given twice", at: keyNode)
                continue
            }
            if let allowed, !allowed.contains(key.string) {
                let hint = NameSuggestion.closest(to: key.string, among: allowed).map { "did you mean '\($0)'? " } ?? ""
                report("unknown key '\(key.string)'; \(hint)expected one of \(allowed.joined(separator: ", "))", at: keyNode)
                continue
            }
            result.append((key.string, value))
        }
        return result
    }

    mutating func scalar(_ node: Node, what: String) -> YAMLScalarText? {
        guard case .scalar(let scalar) = node else {
            report("\(what) must be a single value", at: node)
            return nil
        }
        return YAMLScalarText(text: scalar.string, isPlain: scalar.style == .plain)
    }

    mutating func strings(_ node: Node, what: String) -> [YAMLScalarText] {
        guard case .sequence(let sequence) = node else {
            report("\(what) must be a list, like [a, b]", at: node)
            return []
        }
        return sequence.compactMap { scalar($0, what: "an item of \(what)") }
    }

    static func problem(from error: YamlError, file: String, text: String) -> RouteFileProblem {
        switch error {
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let first = context.mark
            let others = duplicates.dropFirst().map { "'\($0)'" }
            let also = others.isEmpty ? "" : " (so are \(others.joined(separator: ", ")))"
            guard let second = DuplicateYAMLKey.location(of: key, firstAt: first.line, column: first.column, in: text) else {
                return RouteFileProblem("key '\(key)' is given twice in one mapping\(also); a key may appear once",
                                        at: SourceLocation(file: file, line: max(first.line, 1), column: max(first.column, 1)))
            }
            return RouteFileProblem("key '\(key)' is given twice in one mapping, first at line \(first.line), column \(first.column)\(also); "
                                    + "a key may appear once (which value counts would be a guess)",
                                    at: SourceLocation(file: file, line: second.line, column: second.column))
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return RouteFileProblem("invalid YAML: \(detail)\(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        default:
            return RouteFileProblem("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
