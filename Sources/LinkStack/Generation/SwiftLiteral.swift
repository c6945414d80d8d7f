/// Swift source for the core's values: how `linkstack generate swift` writes a checked table as a
/// literal. Every dictionary is written in key order, so the output is the same on every run.
enum SwiftLiteral {
    /// A string literal: `"` and `\` escaped, anything below U+0020 as `\u{…}`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func strings(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ", ") + "]" }

    static func optional(_ text: String?) -> String { text.map(string) ?? "nil" }

    static func dictionary<Value>(_ items: [String: Value], _ render: (Value) -> String) -> String {
        guard !items.isEmpty else { return "[:]" }
        return "[" + items.sorted { $0.key < $1.key }.map { string($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
    }

    static func location(_ location: SourceLocation) -> String {
        "SourceLocation(file: \(string(location.file)), line: \(location.line), column: \(location.column))"
    }

    static func value(_ value: ParameterValue) -> String {
        switch value {
        case .int(let number): return ".int(\(number))"
        case .bool(let flag): return ".bool(\(flag))"
        case .string(let text): return ".string(\(string(text)))"
        case .map(let items): return ".map(\(dictionary(items, string)))"
        }
    }

    static func kind(_ kind: ParameterKind) -> String {
        switch kind {
        case .plain: return ".plain"
        case .int: return ".int"
        case .intRange(let range): return ".intRange(\(range.lowerBound)...\(range.upperBound))"
        case .bool: return ".bool"
        case .uuid: return ".uuid"
        case .slug: return ".slug"
        case .url: return ".url"
        case .path: return ".path"
        case .regex(let source): return ".regex(\(string(source)))"
        }
    }

    static func component(_ component: PathComponent) -> String {
        switch component {
        case .literal(let text): return ".literal(\(string(text)))"
        case .alternatives(let words): return ".alternatives(\(strings(words)))"
        case .parameter(let name, let kind): return ".parameter(name: \(string(name)), kind: \(self.kind(kind)))"
        }
    }

    static func requirement(_ requirement: QueryRequirement) -> String {
        let value: String
        switch requirement.value {
        case .literal(let text): value = ".literal(\(string(text)))"
        case .parameter(let name, let kind): value = ".parameter(name: \(string(name)), kind: \(self.kind(kind)))"
        }
        return "QueryRequirement(queryName: \(string(requirement.queryName)), value: \(value)"
            + (requirement.isOptional ? ", isOptional: true)" : ")")
    }

    static func template(_ template: ValueTemplate) -> String {
        switch template {
        case .reference(let name): return ".reference(\(string(name)))"
        case .literal(let value): return ".literal(\(self.value(value)))"
        case .interpolated(let text): return ".interpolated(\(string(text)))"
        }
    }

    static func target(_ target: RouteTarget) -> String {
        switch target {
        case .screen(let name): return ".screen(\(string(name)))"
        case .exclude: return ".exclude"
        case .redirect(let text): return ".redirect(\(string(text)))"
        case .stack(let entries):
            let items = entries.map { entry in
                "StackEntry(screen: \(string(entry.screen)), params: \(entry.params.map { dictionary($0, template) } ?? "nil"), "
                    + "location: \(location(entry.location)))"
            }
            return ".stack([" + items.joined(separator: ", ") + "])"
        }
    }

    /// One route, its arguments that differ from the initializer's defaults only.
    static func route(_ route: LinkRoute) -> String {
        var arguments = ["name: \(string(route.name))"]
        switch route.path {
        case .template(let components): arguments.append("path: .template([" + components.map(component).joined(separator: ", ") + "])")
        case .regex(let source, let groups): arguments.append("path: .regex(\(string(source)), groups: \(strings(groups)))")
        }
        if !route.query.isEmpty { arguments.append("query: [" + route.query.map(requirement).joined(separator: ", ") + "]") }
        if let map = route.openQuery { arguments.append("openQuery: \(string(map))") }
        if !route.defaults.isEmpty { arguments.append("defaults: \(dictionary(route.defaults, value))") }
        arguments.append("target: \(target(route.target))")
        arguments.append("schemes: \(strings(route.schemes))")
        if !route.hosts.isEmpty { arguments.append("hosts: \(strings(route.hosts))") }
        if route.ownsHosts { arguments.append("ownsHosts: true") }
        if !route.absent.isEmpty { arguments.append("absent: \(strings(route.absent))") }
        if !route.urlHosts.isEmpty { arguments.append("urlHosts: \(strings(route.urlHosts.sorted()))") }
        if route.ignoresInvalidOptional { arguments.append("ignoresInvalidOptional: true") }
        arguments.append("rankClass: \(route.rankClass)")
        return "LinkRoute(" + arguments.joined(separator: ", ") + ")"
    }

    static func screen(_ screen: ScreenDefinition) -> String {
        var arguments = ["name: \(string(screen.name))"]
        if let title = screen.title { arguments.append("title: \(string(title))") }
        if let parent = screen.parent { arguments.append("parent: \(string(parent))") }
        if let declared = screen.declaredParams { arguments.append("declaredParams: \(strings(declared))") }
        if screen.isOverCurrent { arguments.append("isOverCurrent: true") }
        if let style = screen.presentation { arguments.append("presentation: .\(style.rawValue)") }
        if !screen.guards.isEmpty { arguments.append("guards: \(guards(screen.guards))") }
        if let params = screen.routeParams { arguments.append("routeParams: \(strings(params))") }
        arguments.append("location: \(location(screen.location))")
        if let parentLocation = screen.parentLocation { arguments.append("parentLocation: \(location(parentLocation))") }
        return "ScreenDefinition(" + arguments.joined(separator: ", ") + ")"
    }

    static func flow(_ flow: FlowDefinition) -> String {
        var arguments = ["name: \(string(flow.name))"]
        if let root = flow.root { arguments.append("root: \(string(root))") }
        if !flow.tabs.isEmpty { arguments.append("tabs: \(strings(flow.tabs))") }
        if !flow.guards.isEmpty { arguments.append("guards: \(guards(flow.guards))") }
        if flow.transition != .none { arguments.append("transition: .\(flow.transition.rawValue)") }
        arguments.append("location: \(location(flow.location))")
        return "FlowDefinition(" + arguments.joined(separator: ", ") + ")"
    }

    /// `[NavigationGuard(requires: [...], redirect: "...")]`.
    static func guards(_ guards: [NavigationGuard]) -> String {
        "[" + guards.map { "NavigationGuard(requires: \(strings($0.requires)), redirect: \(string($0.redirect)))" }.joined(separator: ", ") + "]"
    }

    static func limits(_ limits: DeepLink.Limits) -> String {
        "DeepLink.Limits(maxLength: \(limits.maxLength), maxSegments: \(limits.maxSegments), "
            + "maxSegmentLength: \(limits.maxSegmentLength), maxQueryItems: \(limits.maxQueryItems))"
    }

    static func options(_ options: DeepLink.Options) -> String {
        "DeepLink.Options(hostSchemes: \(strings(options.hostSchemes.sorted())), keepsTrailingSlash: \(options.keepsTrailingSlash))"
    }
}
