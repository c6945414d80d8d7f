extension SwiftGenerator {
    /// How many screens one generated helper function handles: each is compiled alone, so the
    /// file's cost grows with its screens, never with their square.
    static let chunkSize = 64

    /// The attribute on the typed API's factories and helpers: code that runs once per route or
    /// screen an app makes gains nothing from the optimizer, which made a release build of the
    /// GitHub table's file take 40 s instead of 15 (the resolver itself, in LinkStackCore, is
    /// optimized as ever).
    static let unoptimized = "@_optimize(none)"

    /// One route or screen of the typed API, with its typed parameters and their labels.
    struct Member {
        let identifier: String
        let name: String
        /// A route's position in the table's routes, a screen's among `Screen`'s cases.
        let index: Int
        let parameters: [TypedParameter]
        let summary: String

        /// (`{*}`'s items, named `""`, are `queryItems`.)
        var labels: [String] { SwiftName.uniqueIdentifiers(parameters.map { $0.name.isEmpty ? "queryItems" : $0.name }) }

        var signature: String {
            zip(parameters, labels).map { $0.declaration(label: $1) }.joined(separator: ", ")
        }

        /// The factory's arguments to `Route.init`: its index, then each parameter as text in
        /// the route's `parameterOrder` (`12, id.description`).
        var routeArguments: String {
            let values = zip(parameters, labels).map { $0.text($1) }
            return ([String(index)] + values).joined(separator: ", ")
        }
    }

    /// `Route`: a value per route that opens a screen, made by a static factory per route
    /// (`Route.productReviews(id: 42)`), whose integer ranges are checked as it is made. A value
    /// is the route's index in the table and its parameters as text; each factory is one call,
    /// which keeps a table of thousands of routes cheap to compile.
    func routeStruct(_ members: [Member]) -> [String] {
        var lines = ["/// Every route that opens a screen (`regex:` routes cannot be written back), made with its parameters",
                     "/// typed: `Route.productReviews(id: 42)`.",
                     "public struct Route: Hashable, Sendable {",
                     "    /// The route's position in ``\(name)/table``'s routes.", "    private let index: Int",
                     "    /// The parameters as text in the route's `parameterOrder`, nil where an optional one is missing.",
                     "    private let values: [String?]", "",
                     ] + routeInitializers(arities: Set(members.map(\.parameters.count))) + ["",
                     "    /// The route's name in the route files.",
                     "    public var name: String { \(name).table.routes[index].name }", "",
                     "    /// The parameters as text, as `linkstack url` takes them (`42` for an integer).",
                     "    public var params: [String: String] {",
                     "        var params: [String: String] = [:]",
                     "        for (name, value) in zip(\(name).table.routes[index].parameterOrder, values) { params[name] = value }",
                     "        return params", "    }", "",
                     ] + urlMethod("The link this route writes (`linkstack url`'s way), checked by resolving it back.",
                                    call: "url(route: name, params: params, scheme: scheme, host: host)")
        if members.contains(where: { $0.parameters.contains { $0.representation == .map } }) {
            lines += ["", "    /// An open map as text (`a=1&b=2`, names sorted), nil when it is empty.",
                      "    private static func mapText(_ map: [String: String]) -> String? {",
                      "        map.isEmpty ? nil : map.sorted { $0.key < $1.key }.map { $0.key + \"=\" + $0.value }.joined(separator: \"&\")",
                      "    }"]
        }
        for member in members {
            lines += ["", "    /// \(member.summary)"]
            guard !member.parameters.isEmpty else {
                lines.append("    public static var \(member.identifier): Route { Route(\(member.index)) }")
                continue
            }
            let checks = zip(member.parameters, member.labels).compactMap { parameter, label -> String? in
                guard case .int(let range?) = parameter.representation else { return nil }
                let check = "try LinkParameterError.check(\(label), in: \(range.lowerBound)...\(range.upperBound), parameter: \(SwiftLiteral.string(parameter.name)))"
                return parameter.isOptional ? "if let \(label) { \(check) }" : check
            }
            if !checks.isEmpty {
                lines += ["    ///", "    /// - Throws: `LinkParameterError` when an integer is outside its range."]
            }
            let throwing = checks.isEmpty ? "" : " throws(LinkParameterError)"
            lines += ["    \(Self.unoptimized)", "    public static func \(member.identifier)(\(member.signature))\(throwing) -> Route {"]
            lines += checks.map { "        " + $0 }
            lines += ["        \(checks.isEmpty ? "" : "return ")Route(\(member.routeArguments))", "    }"]
        }
        lines.append("}")
        return lines
    }

    /// `Route`'s initializers, one for each number of parameters a factory passes: a fixed
    /// number of arguments compiles to less than a variadic array at each of thousands of calls.
    private func routeInitializers(arities: Set<Int>) -> [String] {
        arities.sorted().map { arity in
            let parameters = (0..<arity).map { ", _ value\($0): String?" }.joined()
            let values = (0..<arity).map { "value\($0)" }.joined(separator: ", ")
            return "    private init(_ index: Int\(parameters)) { (self.index, self.values) = (index, [\(values)]) }"
        }
    }

    /// `Screen`: an enum of the screens routes open, with the core's screen both ways.
    func screenEnum(_ members: [Member]) -> [String] {
        let chunks = stride(from: 0, to: members.count, by: Self.chunkSize).map { Array(members[$0..<min($0 + Self.chunkSize, members.count)]) }
        var lines = ["/// Every screen a route opens, with the parameters its routes give it: what a host's screen factory",
                     "/// switches over (`switch \(name).Screen(screen)`).", "public enum Screen: Hashable, Sendable {"]
        for member in members {
            lines += ["    /// \(member.summary)", "    case \(member.identifier)" + (member.parameters.isEmpty ? "" : "(\(member.signature))")]
        }
        lines += ["", "    /// The typed screen for a screen of a resolution's stacks, or nil for a screen this table",
                  "    /// does not open or parameters that do not fit its types.",
                  "    public init?(_ screen: LinkStackCore.Screen) {",
                  "        guard let index = Self.indices[screen.name] else { return nil }",
                  "        var reader = Parameters.Reader(screen.params, names: Self.cases[index].parameters)",
                  "        guard let typed = Self.make(index, &reader), !reader.failed else { return nil }",
                  "        self = typed", "    }", "",
                  "    /// The core's screen (without a title), as a resolution's stacks and a navigation state hold it.",
                  "    public var screen: LinkStackCore.Screen {",
                  "        var writer = Parameters.Writer()",
                  "        for chunk in 0..<\(chunks.count) {",
                  "            guard let index = Self.read(chunk, self, &writer) else { continue }",
                  "            return LinkStackCore.Screen(Self.cases[index].name, params: writer.parameters(names: Self.cases[index].parameters))",
                  "        }",
                  "        preconditionFailure(\"every case has a reader\")", "    }", "",
                  "    /// The screen's name in the route files.", "    public var name: String { screen.name }", "",
                  "    /// The parameters as text, as `linkstack url` takes them (`42` for an integer).",
                  "    public var params: [String: String] {",
                  "        screen.params.values.mapValues { value in",
                  "            guard case .map(let items) = value else { return value.text }",
                  "            return items.sorted { $0.key < $1.key }.map { $0.key + \"=\" + $0.value }.joined(separator: \"&\")",
                  "        }", "    }", "",
                  ] + urlMethod("The canonical link that opens the screen (`linkstack url`'s), checked by resolving it back.",
                                call: "url(for: name, params: params, scheme: scheme, host: host)") + ["",
                  "    /// Whether two screens are the same screen with the same parameters.",
                  "    public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.screen == rhs.screen }", "",
                  "    /// Hashes the screen and its parameters.",
                  "    public func hash(into hasher: inout Hasher) { hasher.combine(screen) }"]
        let layout = members.map { SwiftLiteral.body(([$0.name] + $0.parameters.map(\.name)).joined(separator: "\u{0}")) }
        lines += ["", "    /// Each case's screen name and parameter names in the route files, one case a line in the",
                  "    /// order of the cases: the name, then each parameter's after a NUL. (One literal: an array",
                  "    /// of thousands of literals costs an optimized build a minute.)",
                  "    private static let layout = \"\"\""] + layout.map { "        " + $0 } + ["        \"\"\"",
                  "    private static let cases: [(name: String, parameters: [String])] = layout.utf8.split(separator: 10, omittingEmptySubsequences: false).map { line in",
                  "        let parts = line.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }",
                  "        return (parts.first ?? \"\", Array(parts.dropFirst()))",
                  "    }",
                  "    private static let indices = [String: Int](uniqueKeysWithValues: cases.enumerated().map { ($1.name, $0) })",
                  "", "    /// The case of the screen at `index` in `cases`, its parameters read by `reader`.",
                  "    private static func make(_ index: Int, _ reader: inout Parameters.Reader) -> Screen? {",
                  "        switch index / \(Self.chunkSize) {"]
        lines += chunks.indices.map { "        case \($0): return make\($0)(index, &reader)" }
        lines += ["        default: return nil", "        }", "    }", "",
                  "    /// The index in `cases` of `screen` when it is one of the cases of helper `chunk`, its",
                  "    /// parameters written into `writer`.",
                  "    private static func read(_ chunk: Int, _ screen: Screen, _ writer: inout Parameters.Writer) -> Int? {",
                  "        switch chunk {"]
        lines += chunks.indices.map { "        case \($0): return read\($0)(screen, &writer)" }
        lines += ["        default: return nil", "        }", "    }"]
        for (index, chunk) in chunks.enumerated() {
            lines += [""] + maker(index, chunk) + [""] + reader(index, chunk, isEveryCase: chunks.count == 1)
        }
        lines.append("}")
        return lines
    }

    /// `url(scheme:host:)`, documented with `summary`, calling the resolver's `call`.
    private func urlMethod(_ summary: String, call: String) -> [String] {
        ["    /// \(summary)", "    ///", "    /// - Parameters:",
         "    ///   - scheme: The scheme the link must use, such as `https` for a link to share.",
         "    ///   - host: The host the link must name.",
         "    /// - Throws: `ReverseRoutingError` when no route can write it.",
         "    public func url(scheme: String? = nil, host: String? = nil) throws(ReverseRoutingError) -> String {",
         "        try \(name).resolver.\(call)", "    }"]
    }

    /// The cases of `members` (the screens from `index * chunkSize`) from the core's screens, by
    /// their index in `cases`: one expression each, the parameters read by `reader` in order.
    private func maker(_ index: Int, _ members: [Member]) -> [String] {
        var lines = ["    \(Self.unoptimized)", "    private static func make\(index)(_ index: Int, _ reader: inout Parameters.Reader) -> Screen? {",
                     "        switch index {"]
        for member in members {
            let arguments = zip(member.parameters, member.labels).map { parameter, label in
                // A call's label needs no backticks, but for `inout`, which Swift reads as a modifier there.
                (label == "`inout`" ? label : label.filter { $0 != "`" }) + ": " + parameter.read(from: "reader")
            }
            lines.append("        case \(member.index): return Screen." + member.identifier + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"))
        }
        lines += ["        default: return nil", "        }", "    }"]
        return lines
    }

    /// The indices in `cases` of the cases of `members`, their parameters written into `writer` in order;
    /// nil for another case (`isEveryCase`: they are all the enum's cases).
    private func reader(_ index: Int, _ members: [Member], isEveryCase: Bool) -> [String] {
        var lines = ["    \(Self.unoptimized)", "    private static func read\(index)(_ screen: Screen, _ writer: inout Parameters.Writer) -> Int? {",
                     "        switch screen {"]
        for member in members {
            guard !member.parameters.isEmpty else {
                lines.append("        case .\(member.identifier): return \(member.index)")
                continue
            }
            // Bound by their labels, but never as `writer`, which they would hide (`writer_` is no
            // label's: SwiftName drops underscores).
            let bindings = member.labels.map { $0 == "writer" ? "writer_" : $0 }
            let writes = zip(member.parameters, bindings).map { $0.write($1, into: "writer") }
            lines.append("        case let .\(member.identifier)(" + bindings.joined(separator: ", ") + "):")
            lines.append("            " + writes.joined(separator: "; ") + "; return \(member.index)")
        }
        // A switch over every case (a table's only helper) needs no default, and warns at one.
        lines += (isEveryCase ? [] : ["        default: return nil"]) + ["        }", "    }"]
        return lines
    }
}
