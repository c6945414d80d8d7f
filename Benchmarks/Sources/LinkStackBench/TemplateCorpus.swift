/// A list of route templates, one a line, with `{name}` (or `:name`) parameter segments, like
/// `Benchmarks/Corpus/github-routes.txt`, and the LinkStack route table made from it.
///
/// Later templates whose shape (literals and parameter positions) duplicates an earlier one are
/// dropped, as the URL generator's oracle does: the first of a shape wins.
struct TemplateCorpus {
    /// One kept template: its 0-based index among the file's non-blank lines, and its text.
    struct Entry {
        let line: Int
        let template: String
        /// The path segments; a parameter is written `{name}`.
        let segments: [String]
    }

    /// The kept templates, in file order.
    let entries: [Entry]

    /// Reads templates from `text`, one a line; `-` in parameter names becomes `_`.
    init(text: String) {
        var seen: Set<String> = []
        var entries: [Entry] = []
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        for (line, raw) in lines.filter({ !$0.isEmpty }).enumerated() {
            let segments = raw.split(separator: "/").map(TemplateCorpus.normalized)
            let shape = segments.map { $0.hasPrefix("{") ? "{}" : $0 }.joined(separator: "/")
            guard seen.insert(shape).inserted else { continue }
            entries.append(Entry(line: line, template: "/" + segments.joined(separator: "/"), segments: segments))
        }
        self.entries = entries
    }

    /// A segment with a `:name` parameter written `{name}` and `-` in names made `_`.
    private static func normalized(_ segment: Substring) -> String {
        if segment.hasPrefix(":") { return "{" + segment.dropFirst().replacingOccurrences(of: "-", with: "_") + "}" }
        guard segment.hasPrefix("{") else { return String(segment) }
        return segment.replacingOccurrences(of: "-", with: "_")
    }

    /// The parameter names of a template's segments, left to right.
    private static func parameters(_ segments: [String]) -> [String] {
        segments.filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
    }

    /// A route table in LinkStack's YAML: for each template a screen `S<line>` and a route
    /// `r<line>`. A screen's parent is the screen of the longest template that is a segment
    /// prefix of it, so a deep link yields a real stack.
    func yaml(scheme: String) -> String {
        var lineOf: [String: Int] = [:]
        for entry in entries { lineOf[entry.template] = entry.line }
        var screens = "", routes = ""
        for entry in entries {
            var fields: [String] = []
            let parents = (1..<max(1, entry.segments.count)).reversed().lazy.compactMap { count in
                lineOf["/" + entry.segments.prefix(count).joined(separator: "/")]
            }
            if let parent = parents.first { fields.append("parent: S\(parent)") }
            let names = TemplateCorpus.parameters(entry.segments)
            if !names.isEmpty { fields.append("params: [\(names.joined(separator: ", "))]") }
            screens += "  S\(entry.line): { \(fields.joined(separator: ", ")) }\n"
            routes += "  - { name: r\(entry.line), pattern: '\(entry.template)', screen: S\(entry.line) }\n"
        }
        return "schemes: [\(scheme)]\nscreens:\n" + screens + "routes:\n" + routes
    }
}
