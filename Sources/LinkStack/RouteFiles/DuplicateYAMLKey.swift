/// Where a key given twice in one YAML mapping is given the second time. Yams reports a
/// duplicate key at the start of the document with the whole text as context; this finds the
/// second occurrence from the first one's position, in a block mapping (the same key at the same
/// column on a later line of the mapping) or a flow mapping (`{ a: 1, a: 2 }`, after a `,`).
enum DuplicateYAMLKey {
    /// The 1-based line and column of the second `key` of the mapping whose first `key` starts at
    /// `line` and `column` (1-based) of `text`, or nil when it cannot be found.
    static func location(of key: String, firstAt line: Int, column: Int, in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        // A flow mapping: a later `, key:` on the same line.
        let first = lines[line - 1]
        var index = min(column - 1 + key.unicodeScalars.count, first.count)
        while index < first.count {
            if first[index] == ",", let found = keyStart(after: index + 1, in: first, spellings: spellings) { return (line, found + 1) }
            index += 1
        }
        // A block mapping: the key at the same column on a later line, before the mapping ends.
        for number in line..<lines.count {
            let text = lines[number]
            let indent = text.prefix { $0 == " " }.count
            guard indent < text.count, text[indent] != "#" else { continue }  // blank or a comment
            if indent < column - 1 { return nil }
            if indent == column - 1, spellings.contains(where: { startsKey($0, at: indent, in: text) }) { return (number + 1, column) }
        }
        return nil
    }

    /// The index of one of `spellings` followed by `:` after spaces from `start`, or nil.
    private static func keyStart(after start: Int, in text: [Unicode.Scalar], spellings: [[Unicode.Scalar]]) -> Int? {
        var index = start
        while index < text.count, text[index] == " " { index += 1 }
        return spellings.contains { startsKey($0, at: index, in: text) } ? index : nil
    }

    /// Whether `text` has `spelling` at `index`, then spaces and a `:`.
    private static func startsKey(_ spelling: [Unicode.Scalar], at index: Int, in text: [Unicode.Scalar]) -> Bool {
        guard index + spelling.count <= text.count, Array(text[index..<index + spelling.count]) == spelling else { return false }
        var after = index + spelling.count
        while after < text.count, text[after] == " " { after += 1 }
        return after < text.count && text[after] == ":"
    }
}
