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
        let parameters: [TypedParameter]
        let summary: String

        var labels: [String] { SwiftName.uniqueIdentifiers(parameters.map(\.name)) }

        var signature: String {
            zip(parameters, labels).map { $0.declaration(label: $1) }.joined(separator: ", ")
        }

        /// The `KeyValuePairs` literal of the parameters as text, as `linkstack url` takes them
        /// (`["id": id.description]`), an optional one nil when it is missing.
        var textPairs: String {
            let pairs = zip(parameters, labels).map { parameter, label in
                let bare = label.filter { $0 != "`" }
                return SwiftLiteral.string(parameter.name) + ": " + parameter.text(parameter.isOptional ? bare : label)
            }
            return "[" + pairs.joined(separator: ", ") + "]"
        }
    }

    /// `Route`: a value per route that opens a screen, made by a static factory per route
    /// (`Route.productReviews(id: 42)`), whose integer ranges are checked as it is made.
    func routeStruct(_ members: [Member]) -> [String] {
        var lines = ["/// Every route that opens a screen (`regex:` routes cannot be written back), made with its parameters",
                     "/// typed: `Route.productReviews(id: 42)`.",
                     "public struct Route: Hashable, Sendable {",
                     "    /// The route's name in the route files.", "    public let name: String",
                     "    /// The parameters as text, as `linkstack url` takes them (`42` for an integer).",
                     "    public let params: [String: String]", "",
                     "    private init(_ name: String, _ params: KeyValuePairs<String, String?> = [:]) {",
                     "        self.name = name", "        var values: [String: String] = [:]",
                     "        for (key, value) in params { values[key] = value }", "        self.params = values", "    }", "",
                     ] + urlMethod("The link this route writes (`linkstack url`'s way), checked by resolving it back.",
                                    call: "url(route: name, params: params, scheme: scheme, host: host)")
        for member in members {
            lines += ["", "    /// \(member.summary)"]
            let name = SwiftLiteral.string(member.name)
            guard !member.parameters.isEmpty else {
                lines.append("    public static var \(member.identifier): Route { Route(\(name)) }")
                continue
            }
            let checks = zip(member.parameters, member.labels).compactMap { parameter, label -> String? in
                guard case .int(let range?) = parameter.representation else { return nil }
                let bare = label.filter { $0 != "`" }
                let check = "try LinkParameterError.check(\(bare), in: \(range.lowerBound)...\(range.upperBound), parameter: \(SwiftLiteral.string(parameter.name)))"
                return parameter.isOptional ? "if let \(bare) { \(check) }" : check
            }
            if !checks.isEmpty {
                lines += ["    ///", "    /// - Throws: `LinkParameterError` when an integer is outside its range."]
            }
            let throwing = checks.isEmpty ? "" : " throws(LinkParameterError)"
            lines += ["    \(Self.unoptimized)", "    public static func \(member.identifier)(\(member.signature))\(throwing) -> Route {"]
            lines += checks.map { "        " + $0 }
            lines += ["        return Route(\(name), \(member.textPairs))", "    }"]
        }
        lines.append("}")
        return lines
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
                  "        guard let index = Self.indices[screen.name], let typed = Self.make(index, screen.params) else {",
                  "            return nil", "        }", "        self = typed", "    }", "",
                  "    /// The core's screen (without a title), as a resolution's stacks and a navigation state hold it.",
                  "    public var screen: LinkStackCore.Screen {",
                  "        for chunk in 0..<\(chunks.count) {", "            if let screen = Self.read(chunk, self) { return screen }", "        }",
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
        lines += ["", "    /// The screens' names in the route files, in the order of the cases.",
                  "    private static let names: [String] = ["] + wrapped(members.map { SwiftLiteral.string($0.name) }).map { "        " + $0 } + ["    ]",
                  "    private static let indices = [String: Int](uniqueKeysWithValues: names.enumerated().map { ($1, $0) })",
                  "", "    /// The case of the screen at `index` in `names`, nil when its parameters do not fit.",
                  "    private static func make(_ index: Int, _ params: Parameters) -> Screen? {",
                  "        switch index / \(Self.chunkSize) {"]
        lines += chunks.indices.map { "        case \($0): return make\($0)(index, params)" }
        lines += ["        default: return nil", "        }", "    }", "",
                  "    /// The core's screen of `screen` when it is one of the cases of helper `chunk`.",
                  "    private static func read(_ chunk: Int, _ screen: Screen) -> LinkStackCore.Screen? {",
                  "        switch chunk {"]
        lines += chunks.indices.map { "        case \($0): return read\($0)(screen)" }
        lines += ["        default: return nil", "        }", "    }"]
        for (index, chunk) in chunks.enumerated() {
            lines += [""] + maker(index, chunk) + [""] + reader(index, chunk, isEveryCase: chunks.count == 1)
        }
        lines.append("}")
        return lines
    }

    /// `items`, each followed by a comma, in lines of at most about 100 characters.
    private func wrapped(_ items: [String]) -> [String] {
        var lines: [String] = []
        for item in items {
            if let last = lines.last, last.count + item.count < 100 {
                lines[lines.count - 1] += " " + item + ","
            } else {
                lines.append(item + ",")
            }
        }
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
    /// their index in `names`.
    private func maker(_ index: Int, _ members: [Member]) -> [String] {
        var lines = ["    \(Self.unoptimized)", "    private static func make\(index)(_ index: Int, _ params: Parameters) -> Screen? {", "        switch index {"]
        for (offset, member) in members.enumerated() {
            lines.append("        case \(index * Self.chunkSize + offset):")
            var arguments: [String] = []
            for (parameter, label) in zip(member.parameters, member.labels) {
                let bare = label.filter { $0 != "`" }
                if parameter.representation == .map {
                    arguments.append("\(bare): \(parameter.read) ?? [:]")
                } else if parameter.isOptional {
                    arguments.append("\(bare): \(parameter.read)")
                } else {
                    lines.append("            guard let \(bare) = \(parameter.read) else { return nil }")
                    arguments.append("\(bare): \(bare)")
                }
            }
            lines.append("            return Screen." + member.identifier + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"))
        }
        lines += ["        default:", "            return nil", "        }", "    }"]
        return lines
    }

    /// The core's screens of the cases of `members`, nil for another case (`isEveryCase`: they are
    /// all the enum's cases).
    private func reader(_ index: Int, _ members: [Member], isEveryCase: Bool) -> [String] {
        var lines = ["    \(Self.unoptimized)", "    private static func read\(index)(_ screen: Screen) -> LinkStackCore.Screen? {", "        switch screen {"]
        for member in members {
            let name = SwiftLiteral.string(member.name)
            guard !member.parameters.isEmpty else {
                lines += ["        case .\(member.identifier):", "            return LinkStackCore.Screen(\(name))"]
                continue
            }
            lines.append("        case let .\(member.identifier)(" + member.labels.joined(separator: ", ") + "):")
            lines.append("            var params = Parameters()")
            for (parameter, label) in zip(member.parameters, member.labels) {
                let key = SwiftLiteral.string(parameter.name), bare = label.filter { $0 != "`" }
                if parameter.representation == .map {
                    lines.append("            if !\(bare).isEmpty { params[\(key)] = .map(\(bare)) }")
                } else if parameter.isOptional {
                    lines.append("            if let \(bare) { params[\(key)] = \(parameter.value(bare)) }")
                } else {
                    lines.append("            params[\(key)] = \(parameter.value(label))")
                }
            }
            lines += ["            return LinkStackCore.Screen(\(name), params: params)"]
        }
        // A switch over every case (a table's only helper) needs no default, and warns at one.
        lines += (isEveryCase ? [] : ["        default:", "            return nil"]) + ["        }", "    }"]
        return lines
    }
}
