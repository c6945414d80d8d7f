extension SwiftGenerator {
    /// One case of a generated enum: a route or a screen with its typed parameters.
    struct Case {
        let identifier: String
        let name: String
        let parameters: [TypedParameter]
        let summary: String

        private var labels: [String] { SwiftName.uniqueIdentifiers(parameters.map(\.name)) }

        private var declaration: String {
            guard !parameters.isEmpty else { return "case \(identifier)" }
            return "case \(identifier)(" + zip(parameters, labels).map { $0.declaration(label: $1) }.joined(separator: ", ") + ")"
        }

        private var pattern: String {
            guard !parameters.isEmpty else { return "case .\(identifier)" }
            return "case let .\(identifier)(" + labels.joined(separator: ", ") + ")"
        }

        /// A `Hashable, Sendable` enum of `cases` with `name`, `params` and `url(scheme:host:)`.
        static func enumeration(_ type: String, doc: String, cases: [Case], nameDoc: String, urlDoc: String, urlCall: String) -> [String] {
            var lines = ["/// \(doc)", "public enum \(type): Hashable, Sendable {"]
            for item in cases { lines += ["    /// \(item.summary)", "    \(item.declaration)"] }
            if !cases.isEmpty {
                lines += ["", "    /// \(nameDoc)", "    public var name: String {", "        switch self {"]
                lines += cases.map { "        case .\($0.identifier): return \(SwiftLiteral.string($0.name))" }
                lines += ["        }", "    }", ""]
                lines += ["    /// The parameters as text, as `linkstack url` takes them (`42` for an integer).",
                          "    public var params: [String: String] {", "        var params: [String: String] = [:]", "        switch self {"]
                for item in cases {
                    lines.append("        \(item.pattern):")
                    lines += zip(item.parameters, item.labels).map { "            " + $0.assignment(label: $1) }
                    if item.parameters.isEmpty { lines.append("            break") }
                }
                lines += ["        }", "        return params", "    }", ""]
                lines += ["    /// \(urlDoc)", "    ///",
                          "    /// - Parameters:",
                          "    ///   - scheme: The scheme the link must use, such as `https` for a link to share.",
                          "    ///   - host: The host the link must name.",
                          "    /// - Throws: `ReverseRoutingError` when no route can write it.",
                          "    public func url(scheme: String? = nil, host: String? = nil) throws(ReverseRoutingError) -> String {",
                          "        try \(urlCall)", "    }"]
            }
            lines.append("}")
            return lines
        }
    }
}
