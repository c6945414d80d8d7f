import Yams

/// Turns the YAML (or JSON) text of a route file into a ``RouteFile``, collecting every problem.
struct RouteFileReader {
    let path: String
    var problems: [RouteFileProblem] = []
    /// Every guard requirement read (`signedIn`, `!onboarded`), where it is written.
    var requirements: [(text: String, location: SourceLocation)] = []

    init(path: String) { self.path = path }

    mutating func read(_ text: String) -> RouteFile {
        var file = RouteFile(path: path)
        let aliases = YAMLAliasScanner.problems(in: text, file: path)
        guard aliases.isEmpty else {
            problems += aliases
            file.isReadable = false
            return file
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, Yams.Resolver.basic)
        } catch let error as YamlError {
            problems.append(RouteFileReader.problem(from: error, file: path, text: text))
            file.isReadable = false
            return file
        } catch {
            problems.append(RouteFileProblem("cannot read YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1)))
            file.isReadable = false
            return file
        }
        guard let root, let mapping = mapping(root, what: "a route file") else { return file }
        let keys = ["$schema", "schemes", "hosts", "urlHosts", "hostSchemes", "trailingSlash", "matchOrder", "dropQuery", "caseSensitive", "invalidOptional", "limits", "flows", "screens",
                    "routes"]
        for (key, value) in entries(mapping, allowed: keys) {
            switch key {
            case "schemes":
                file.schemes = schemes(value)
                file.schemesLocation = location(value)
            case "$schema": continue  // for editors: the JSON Schema a JSON route file follows
            case "hosts": file.hosts = hosts(value, what: "hosts")
            case "hostSchemes":
                file.hostSchemes = schemes(value)
                file.hostSchemesLocation = location(value)
            case "trailingSlash": file.trailingSlash = trailingSlash(value)
            case "matchOrder": file.matchOrder = matchOrder(value)
            case "dropQuery": file.dropQuery = dropQuery(value)
            case "caseSensitive": file.isCaseInsensitive = caseSensitive(value).map { !$0 } ?? false
            case "invalidOptional": file.ignoresInvalidOptional = invalidOptional(value) ?? false
            case "limits": file.limits = limits(value)
            case "urlHosts": file.urlHosts = hosts(value, what: "urlHosts")
            case "screens": file.screens = screens(value)
            case "flows": file.flows = flows(value)
            default:
                file.routes = routes(value, names: &file.routeNames)
                file.declaresRoutes = true
            }
        }
        file.requirements = requirements
        return file
    }

    // MARK: Sections

    /// A `schemes` (or `hostSchemes`) list, lower-cased; a name that is not an RFC 3986 scheme (a letter, then
    /// letters, digits, `+`, `-` or `.`), such as `""` or `"t://evil"`, is reported where it stands.
    mutating func schemes(_ node: Node) -> [String] {
        guard case .sequence(let items) = node else {
            report("schemes must be a list, like [a, b]", at: node)
            return []
        }
        return items.compactMap { item in
            guard let name = scalar(item, what: "an item of schemes")?.text else { return nil }
            let isScheme = name.first.map { $0.isASCII && $0.isLetter } == true
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            guard isScheme else {
                report("'\(name)' is not a scheme name: a letter, then letters, digits, '+', '-' or '.' (like shop or https)", at: item)
                return nil
            }
            return name.lowercased()
        }
    }

    private mutating func screens(_ node: Node) -> [ScreenDefinition] {
        guard let mapping = mapping(node, what: "'screens'") else { return [] }
        return entries(mapping, allowed: nil).compactMap { name, value in
            let at = location(value)
            if case .scalar(let scalar) = value, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" {
                return ScreenDefinition(name: name, location: at)
            }
            guard let fields = self.mapping(value, what: "screen '\(name)'") else { return nil }
            var title: String?, parent: String?, params: [String]?, parentLocation: SourceLocation?
            var presentation: PresentationStyle?
            var otherwise: (name: String, node: Node)?
            let allowed = entries(fields, allowed: ["title", "parent", "otherwise", "params", "presentation"] + RouteFileReader.guardKeys)
            let guards = self.guards(in: allowed, of: "screen '\(name)'", at: value)
            for (key, field) in allowed where !RouteFileReader.guardKeys.contains(key) {
                switch key {
                case "presentation":
                    switch scalar(field, what: "presentation")?.text {
                    case "modal"?, "sheet"?: presentation = .sheet
                    case "fullScreen"?: presentation = .fullScreen
                    case "push"?, nil: break
                    case let other?:
                        let hint = NameSuggestion.closest(to: other, among: ["push", "modal", "sheet", "fullScreen"]).map { "did you mean '\($0)'? " } ?? ""
                        report("unknown presentation '\(other)'; \(hint)use push, sheet (or modal) or fullScreen", at: field)
                    }
                case "title": title = scalar(field, what: "title")?.text
                case "parent":
                    parent = scalar(field, what: "parent")?.text
                    parentLocation = location(field)
                case "otherwise":
                    otherwise = scalar(field, what: "otherwise").map { ($0.text, field) }
                default: params = strings(field, what: "params").map(\.text)
                }
            }
            // `parent: current` keeps its `otherwise:` screen as the parent chain for when the shown state cannot take it.
            let isOverCurrent = parent == "current"
            if let otherwise, !isOverCurrent {
                report("'otherwise' names the chain of a screen over the current state; screen '\(name)' has no 'parent: current'",
                       at: otherwise.node)
            }
            if isOverCurrent { (parent, parentLocation) = (otherwise?.name, otherwise.map { location($0.node) }) }
            var screen = ScreenDefinition(name: name, title: title, parent: parent, declaredParams: params, location: at)
            screen.isOverCurrent = isOverCurrent
            screen.parentLocation = parentLocation
            screen.presentation = presentation
            screen.guards = guards
            return screen
        }
    }

    private mutating func routes(_ node: Node, names: inout [(name: String, location: SourceLocation)]) -> [RouteDefinition] {
        guard case .sequence(let sequence) = node else {
            report("'routes' must be a list of routes", at: node)
            return []
        }
        for case .mapping(let route) in sequence {
            let name = route["name"]?.scalar?.string ?? route["screen"]?.scalar?.string
                ?? route["stack"]?.sequence?.last.flatMap { $0.scalar?.string ?? $0.mapping?["screen"]?.scalar?.string }
            if let name { names.append((name, location(.mapping(route)))) }
        }
        return sequence.compactMap { route($0) }
    }

    private mutating func route(_ node: Node) -> RouteDefinition? {
        let keys = ["name", "pattern", "regex", "schemes", "hosts", "query", "absent", "defaults", "invalidOptional", "caseSensitive", "priority", "screen",
                    "stack", "exclude", "redirect", "internal", "linkParameter"]
        guard let mapping = mapping(node, what: "a route") else { return nil }
        let fields = Dictionary(entries(mapping, allowed: keys), uniquingKeysWith: { first, _ in first })
        let matcher = self.matcher(fields, at: node)
        let isAction = fields["exclude"] != nil || fields["redirect"] != nil
        let target = isAction ? action(fields, at: node) : self.target(fields, at: node)
        var query: [QueryRequirement] = []
        if let node = fields["query"], let map = self.mapping(node, what: "'query'") {
            for (queryName, valueNode) in entries(map, allowed: nil) {
                guard let value = scalar(valueNode, what: "a query value") else { continue }
                do throws(TemplateError) {
                    let (parsed, isOptional) = try TemplateParser(value.text).parseQueryValue()
                    query.append(QueryRequirement(queryName: queryName, value: parsed, isOptional: isOptional))
                } catch {
                    report(error.message, at: valueNode, offset: error.offset)
                }
            }
        }
        var defaults: [String: RouteDefinition.DefaultValue] = [:]
        if let node = fields["defaults"], let map = self.mapping(node, what: "'defaults'") {
            for (name, valueNode) in entries(map, allowed: nil) {
                guard let value = scalar(valueNode, what: "a default") else { continue }
                defaults[name] = .init(text: value.text, isPlain: value.isPlain, location: location(valueNode))
            }
        }
        var priority = 0
        if let node = fields["priority"], let value = scalar(node, what: "'priority'") {
            if let number = Int(value.text), value.isPlain { priority = number } else { report("'priority' must be a whole number", at: node) }
        }
        guard let (matcher, matcherLocation) = matcher, let (target, targetLocation) = target else { return nil }
        var definition = RouteDefinition(name: fields["name"].flatMap { scalar($0, what: "'name'")?.text }, matcher: matcher,
                                         matcherLocation: matcherLocation, query: query, defaults: defaults, priority: priority,
                                         target: target, targetLocation: targetLocation, location: location(node))
        readScope(fields, into: &definition)
        return definition
    }

    private mutating func matcher(_ fields: [String: Node], at node: Node) -> (RouteDefinition.Matcher, SourceLocation)? {
        switch (fields["pattern"], fields["regex"]) {
        case (let patternNode?, nil):
            guard let text = scalar(patternNode, what: "'pattern'")?.text else { return nil }
            do throws(TemplateError) {
                return (.template(try RoutePattern(text)), location(patternNode))
            } catch {
                report(error.message, at: patternNode, offset: error.offset)
                return nil
            }
        case (nil, let regexNode?):
            guard let text = scalar(regexNode, what: "'regex'")?.text else { return nil }
            return (.regex(text), location(regexNode))
        case (.some, .some):
            report("a route has either 'pattern' or 'regex', not both", at: node)
        case (nil, nil):
            report("a route needs a 'pattern' (or a 'regex')", at: node)
        }
        return nil
    }

    private mutating func target(_ fields: [String: Node], at node: Node) -> (RouteTarget, SourceLocation)? {
        switch (fields["screen"], fields["stack"]) {
        case (let screenNode?, nil):
            return scalar(screenNode, what: "'screen'").map { (.screen($0.text), location(screenNode)) }
        case (nil, let stackNode?):
            guard case .sequence(let entries) = stackNode, !entries.isEmpty else {
                report("'stack' must be a non-empty list of screens", at: stackNode)
                return nil
            }
            let stack = entries.compactMap { stackEntry($0) }
            return stack.count == entries.count ? (.stack(stack), location(stackNode)) : nil
        case (.some, .some):
            report("a route has either 'screen' or 'stack', not both", at: node)
        case (nil, nil):
            report("a route needs a 'screen' (or a 'stack')", at: node)
        }
        return nil
    }

    private mutating func stackEntry(_ node: Node) -> StackEntry? {
        if case .scalar(let scalar) = node { return StackEntry(screen: scalar.string, location: location(node)) }
        guard let map = mapping(node, what: "a stack entry") else { return nil }
        var screen: String?
        var params: [String: ValueTemplate]?
        for (key, value) in entries(map, allowed: ["screen", "params"]) {
            if key == "screen" { screen = scalar(value, what: "'screen'")?.text; continue }
            guard let paramsMap = mapping(value, what: "'params'") else { continue }
            params = [:]
            for (name, valueNode) in entries(paramsMap, allowed: nil) {
                guard let text = scalar(valueNode, what: "a parameter value") else { continue }
                guard let value = RouteFileReader.valueTemplate(text) else {
                    report("'\(text.text)' is a number but not a whole one, and a parameter holds an integer, a boolean or text: "
                           + "quote it (\"\(text.text)\") to give it as text", at: valueNode)
                    continue
                }
                params?[name] = value
            }
        }
        guard let screen else {
            report("a stack entry needs a 'screen'", at: node)
            return nil
        }
        return StackEntry(screen: screen, params: params, location: location(node))
    }

    /// A stack entry's parameter value: a capture (`"{id}"`), text with captures, or a fixed value,
    /// read as YAML 1.2 reads a scalar: a plain `7` is an integer, a plain `true` or `false` (or
    /// `True`, `FALSE`) a boolean, anything quoted text. Nil for a plain decimal (`1.5`), which
    /// no parameter type holds.
    static func valueTemplate(_ scalar: YAMLScalarText) -> ValueTemplate? {
        let text = scalar.text
        if text.hasPrefix("{"), text.hasSuffix("}"), text.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" }) {
            return .reference(String(text.dropFirst().dropLast()))
        }
        if text.contains("{") { return .interpolated(text) }
        guard scalar.isPlain else { return .literal(.string(text)) }
        if let number = Int(text) { return .literal(.int(number)) }
        if ["true", "True", "TRUE"].contains(text) { return .literal(.bool(true)) }
        if ["false", "False", "FALSE"].contains(text) { return .literal(.bool(false)) }
        if text.contains(where: \.isNumber), Double(text) != nil { return nil }
        return .literal(.string(text))
    }
}
