/// One parameter of a generated route or screen, typed by its kind: `id: Int`, `order: UUID`,
/// `plan: Plan? = nil` (a word list as a nested enum), `filters: [String: String] = [:]`.
struct TypedParameter: Equatable {
    /// How the Swift value stands for the parameter's value.
    enum Representation: Equatable {
        /// Any text (`String`).
        case text
        /// An `Int`, checked against `range` where the kind has one.
        case int(range: ClosedRange<Int>?)
        /// A `Bool`.
        case bool
        /// A `UUID`, written lower-case.
        case uuid
        /// One word of a word list (`{plan:(monthly|yearly)}`), a nested `String` enum.
        case words(type: String, words: [String])
        /// An open query map (`{*filters}`), `[String: String]`.
        case map
        /// `{*}`'s items, each a parameter of its own, held as `[String: String]` (named `""`).
        case items

        /// Whether it is held as `[String: String]`: an open map, or `{*}`'s items.
        var isMap: Bool { self == .map || self == .items }

        /// What a screen's parameter is when two routes give it these: the same, an `Int` for
        /// two integers (ranges apart), else text.
        func common(with other: Representation) -> Representation {
            switch (self, other) {
            case _ where self == other: return self
            case (.int, .int): return .int(range: nil)
            default: return .text
            }
        }
    }

    /// The parameter's name in the route files.
    let name: String
    /// How it is represented.
    let representation: Representation
    /// Whether a link may go without it (an optional or defaulted query parameter, a final `{name:path?}`).
    let isOptional: Bool

    /// Its Swift type, without the optional mark.
    var type: String {
        switch representation {
        case .text: return "String"
        case .int: return "Int"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .words(let type, _): return type
        case .map, .items: return "[String: String]"
        }
    }

    /// The route's parameters, typed: path parameters, then query ones, then an open map, then
    /// the link itself (`linkParameter:`).
    /// `wordType` names the enum of a word list (the same words always get the same enum).
    static func of(_ route: LinkRoute, wordType: (String, [String]) -> String) -> [TypedParameter] {
        func typed(_ name: String, _ kind: ParameterKind, optional: Bool) -> TypedParameter {
            TypedParameter(name: name, representation: representation(of: kind, name: name, wordType: wordType), isOptional: optional)
        }
        var result = route.pathParameters.map { typed($0.name, $0.kind, optional: $0.kind == .optionalPath) }
        for requirement in route.query {
            guard case .parameter(let name, let kind) = requirement.value else { continue }
            result.append(typed(name, kind, optional: !route.isRequired(requirement)))
        }
        if let map = route.openQuery { result.append(TypedParameter(name: map, representation: map.isEmpty ? .items : .map, isOptional: false)) }
        if let link = route.linkParameter { result.append(TypedParameter(name: link, representation: .text, isOptional: false)) }
        return result
    }

    /// What `route`'s factory takes of its `parameters` (``of(_:wordType:)``): all but `{*}`'s
    /// items and the link itself, which are the screen's alone.
    static func taken(by route: LinkRoute, from parameters: [TypedParameter]) -> [TypedParameter] {
        parameters.filter { $0.representation != .items && $0.name != route.linkParameter }
    }

    /// The parameters `route` gives the screen it opens: its own (`parameters`), or the explicit
    /// `params:` of a `stack:`'s top entry, each typed as the value it takes.
    static func shown(by route: LinkRoute, from parameters: [TypedParameter]) -> [TypedParameter] {
        guard case .stack(let entries) = route.target, let params = entries.last?.params else { return parameters }
        return params.sorted { $0.key < $1.key }.map { name, template in
            switch template {
            case .reference(let source):
                let typed = parameters.first { $0.name == source }
                return TypedParameter(name: name, representation: typed?.representation ?? .text, isOptional: typed?.isOptional ?? true)
            case .literal(let value):
                let representation: Representation
                switch value {
                case .int: representation = .int(range: nil)
                case .bool: representation = .bool
                case .map: representation = .map
                case .string: representation = .text
                }
                return TypedParameter(name: name, representation: representation, isOptional: false)
            case .interpolated:
                return TypedParameter(name: name, representation: .text, isOptional: false)
            }
        }
    }

    /// The words of a word-list regex (`(monthly|yearly)` or `monthly|yearly`), or nil.
    static func words(of kind: ParameterKind) -> [String]? {
        guard case .regex(let source) = kind else { return nil }
        var body = Substring(source)
        if body.hasPrefix("(?:") && body.hasSuffix(")") { body = body.dropFirst(3).dropLast() }
        else if body.hasPrefix("(") && body.hasSuffix(")") { body = body.dropFirst().dropLast() }
        let words = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let isWord = { (word: String) in !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") } }
        guard words.count >= 2, words.allSatisfy(isWord), Set(words).count == words.count else { return nil }
        return words
    }

    private static func representation(of kind: ParameterKind, name: String, wordType: (String, [String]) -> String) -> Representation {
        switch kind {
        case .int: return .int(range: nil)
        case .intRange(let range): return .int(range: range)
        case .bool: return .bool
        case .uuid: return .uuid
        default:
            guard let words = words(of: kind) else { return .text }
            return .words(type: wordType(name, words), words: words)
        }
    }

    /// The parameters of the routes that open one screen: each name with the type every route
    /// gives it (`String` where they differ), optional unless every route needs it.
    static func merged(_ lists: [[TypedParameter]]) -> [TypedParameter] {
        var order: [String] = [], merged: [String: TypedParameter] = [:]
        for list in lists {
            for parameter in list {
                guard let earlier = merged[parameter.name] else {
                    order.append(parameter.name)
                    merged[parameter.name] = parameter
                    continue
                }
                merged[parameter.name] = TypedParameter(name: parameter.name, representation: earlier.representation.common(with: parameter.representation),
                                                        isOptional: earlier.isOptional || parameter.isOptional)
            }
        }
        return order.compactMap { name in
            guard let parameter = merged[name] else { return nil }
            let everywhere = lists.allSatisfy { $0.contains { $0.name == name } }
            return TypedParameter(name: name, representation: parameter.representation,
                                  isOptional: parameter.isOptional || (!everywhere && !parameter.representation.isMap))
        }
    }

    /// `label: Type`, `label: Type? = nil` or `label: [String: String] = [:]`.
    func declaration(label: String) -> String {
        if representation.isMap { return "\(label): [String: String] = [:]" }
        return isOptional ? "\(label): \(type)? = nil" : "\(label): \(type)"
    }

    /// The value bound to `label` as text, as `linkstack url` takes it: a `String?` when the
    /// parameter is optional (nil when missing) or an open map (nil when empty, through the
    /// generated `Route.mapText`).
    func text(_ label: String) -> String {
        let member = isOptional ? "?." : "."
        switch representation {
        case .text: return label
        case .int, .bool: return label + member + "description"
        case .uuid: return label + member + "uuidString.lowercased()"
        case .words: return label + member + "rawValue"
        case .map, .items: return "mapText(\(label))"
        }
    }

    /// A call reading the parameter, the next of its case, from `reader` (a core
    /// `Parameters.Reader`) as the value of a generated `Screen` case: a required one marks the
    /// reader failed when it is missing or does not fit, an optional one is then nil.
    func read(from reader: String) -> String {
        switch representation {
        case .text: return "\(reader).\(method("string"))()"
        case .int: return "\(reader).\(method("int"))()"
        case .bool: return "\(reader).\(method("bool"))()"
        case .uuid: return parsed(from: reader, parse: "UUID.init(uuidString:)", placeholder: "UUID()")
        case .words(let type, _): return parsed(from: reader, parse: "\(type).init(rawValue:)", placeholder: "\(type).allCases[0]")
        case .map: return "\(reader).map()"
        case .items: return "\(reader).others()"
        }
    }

    /// A statement writing the value bound to `binding`, the next parameter of its case, into
    /// `writer` (a core `Parameters.Writer`).
    func write(_ binding: String, into writer: String) -> String {
        let member = isOptional ? "?." : "."
        switch representation {
        case .text: return "\(writer).\(method("string"))(\(binding))"
        case .int: return "\(writer).\(method("int"))(\(binding))"
        case .bool: return "\(writer).\(method("bool"))(\(binding))"
        case .uuid: return "\(writer).\(method("string"))(\(binding)\(member)uuidString.lowercased())"
        case .words: return "\(writer).\(method("string"))(\(binding)\(member)rawValue)"
        case .map: return "\(writer).map(\(binding))"
        case .items: return "\(writer).items(\(binding))"
        }
    }

    /// The reader's or writer's method for the type `base` (`int`): `optionalInt` when optional.
    private func method(_ base: String) -> String {
        isOptional ? "optional" + base.prefix(1).uppercased() + base.dropFirst() : base
    }

    private func parsed(from reader: String, parse: String, placeholder: String) -> String {
        isOptional ? "\(reader).optionalValue(\(parse))" : "\(reader).value(\(parse), or: \(placeholder))"
    }
}
