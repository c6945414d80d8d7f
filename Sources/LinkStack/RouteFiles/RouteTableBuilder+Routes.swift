import Foundation

extension RouteTableBuilder {
    /// Compiles one route, reporting everything wrong with it; the route comes back whenever its
    /// path pattern compiled, so that conflicts and shadowing can still be checked when something
    /// else about it is wrong (the table then does not load).
    mutating func compile(_ written: RouteDefinition, order: Int, schemes fileSchemes: [String], hosts fileHosts: [String],
                          urlHosts: Set<String>) -> Route? {
        let definition = strictDefinition(written)
        let name = definition.name ?? definition.target.topScreen
        let (schemes, hosts) = scope(of: definition, schemes: fileSchemes, hosts: fileHosts)
        guard let (pathMatcher, pathParameters) = pathMatcher(for: definition) else { return nil }
        var query = definition.query
        if case .template(let pattern) = definition.matcher { query = pattern.query + query }
        var names = Set(pathParameters.map(\.name) + (definition.template?.openQuery.map { $0.isEmpty ? [] : [$0] } ?? []))
        var queryMatchers: [String: PCRE2Pattern] = [:]
        var queryNames: Set<String> = []
        for requirement in query {
            if !queryNames.insert(requirement.queryName).inserted {
                report("query parameter '\(requirement.queryName)' is named twice in this route", at: definition.matcherLocation)
            }
            guard case .parameter(let parameter, let kind) = requirement.value else { continue }
            if !names.insert(parameter).inserted {
                report("parameter '\(parameter)' is captured twice in this route", at: definition.matcherLocation)
            }
            guard kind != .plain, kind != .url else { continue }  // a url is checked by the link parser
            do throws(PCRE2Error) {
                queryMatchers[requirement.queryName] = try PCRE2Pattern("^(?:\(kind.expression))\\z")
            } catch {
                report("invalid regex in {\(parameter):\(kind)}: \(compileMessage(error))", at: definition.matcherLocation)
            }
        }
        if let (parameter, at) = definition.linkParameter {
            if !TemplateParser.isValidName(parameter) {
                report(TemplateParser.notAName(parameter), at: at)
            } else if !definition.target.showsScreens {
                report("linkParameter: gives a screen the link; route '\(name)' shows none (an exclusion or a redirect)", at: at)
            } else if !names.insert(parameter).inserted {
                report("parameter '\(parameter)' is captured twice in this route (linkParameter: names another of its parameters)", at: at)
            }
        }
        checkBacktracking(definition, query: query)
        let kinds = pathParameters.map(\.kind) + query.compactMap { requirement -> ParameterKind? in
            if case .parameter(_, let kind) = requirement.value { return kind }
            return nil
        }
        if kinds.contains(.url), urlHosts.isEmpty {
            report("a {name:url} parameter needs hosts it may point to: list them under 'urlHosts:' (or 'hosts:')",
                   at: definition.matcherLocation)
        }
        let defaults = self.defaults(of: definition, query: query, matchers: queryMatchers, urlHosts: urlHosts)
        let readsOptional = query.contains { $0.isOptional || $0.parameterName.map { defaults[$0] != nil } == true }
        if let at = definition.invalidOptionalLocation, definition.ignoresInvalidOptional == true, !readsOptional {
            warnings.append(RouteFileProblem("invalidOptional: ignore does nothing here: route '\(name)' reads no optional query value "
                                             + "(one written {name?} or given a default)", at: at, severity: .warning))
        }
        checkTarget(definition.target, supplied: names, at: definition.targetLocation)
        checkRedirect(definition, supplied: names)
        for absent in definition.absent where queryNames.contains(absent) {
            report("'\(absent)' is both read and listed in absent:, so the route can never match", at: definition.matcherLocation)
        }
        let path = definition.template.map { LinkRoute.Path.template($0.path) }
            ?? .regex(definition.regexSource ?? "", groups: pathParameters.map(\.name))
        var spec = LinkRoute(name: name, path: path, query: query, openQuery: definition.template?.openQuery, defaults: defaults,
                             target: definition.target, schemes: schemes, hosts: hosts, ownsHosts: definition.hosts != nil,
                             absent: definition.absent, urlHosts: urlHosts, ignoresInvalidOptional: definition.ignoresInvalidOptional ?? false)
        spec.isInternal = definition.isInternal
        spec.isCaseInsensitive = definition.isCaseInsensitive ?? false
        spec.linkParameter = definition.linkParameter?.name
        guard definition.template != nil else {
            return Route(spec: spec, pattern: nil, priority: definition.priority, location: definition.location,
                         matcherLocation: definition.matcherLocation, ownsSchemes: definition.schemes != nil, pathMatcher: pathMatcher,
                         queryMatchers: queryMatchers, order: order)
        }
        // A template's own pattern compiled (to check it) without JIT; it is JIT-compiled when first used.
        return Route(spec: spec, pattern: definition.template, priority: definition.priority, location: definition.location,
                     matcherLocation: definition.matcherLocation, ownsSchemes: definition.schemes != nil,
                     keepsTrailingSlash: linkOptions.keepsTrailingSlash, queryMatchers: queryMatchers, order: order)
    }

    /// The definition as the table matches it: under `trailingSlash: strict`, a template's
    /// trailing slash is a final empty segment (refused after a catch-all or a prefix's `*`, which keep it anyway).
    private mutating func strictDefinition(_ definition: RouteDefinition) -> RouteDefinition {
        guard linkOptions.keepsTrailingSlash, case .template(let pattern) = definition.matcher, pattern.hasTrailingSlash else { return definition }
        if case .parameter(let name, let kind)? = pattern.path.last, kind.takesRestOfPath {
            let written = name.isEmpty ? "'*'" : "{\(name):\(kind == .path ? "path" : "path?")}"
            report("\(written) keeps the link's trailing slash itself: drop the '/' after it", at: definition.matcherLocation)
            return definition
        }
        var strict = definition
        strict.matcher = .template(pattern.strict)
        return strict
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        problems.append(RouteFileProblem(message, at: location))
    }

    /// Warns when a route's own regex (a `regex:` or a `{name:REGEX}`) nests unbounded quantifiers or
    /// chains unbounded wildcards.
    mutating func checkBacktracking(_ definition: RouteDefinition, query: [QueryRequirement]) {
        var sources: [String] = []
        switch definition.matcher {
        case .regex(let source): sources.append(source)
        case .template(let pattern):
            for case .parameter(_, .regex(let source)) in pattern.path { sources.append(source) }
        }
        for case .parameter(_, .regex(let source)) in query.map(\.value) { sources.append(source) }
        for source in sources {
            if let offset = RegexRisk.nestedQuantifier(in: source) {
                warnings.append(RouteFileProblem(
                    "regex '\(source)' nests unbounded quantifiers or repeats alternatives that begin alike (at offset \(offset)), "
                        + "which can backtrack exponentially: long links will fail with match_limit. Rewrite it without the nesting "
                        + "(e.g. 'a+' for '(a+)+', '[0-9a-f]+' for '([a-f]|[0-9a-f])+') or make the inner or outer quantifier possessive ('++', '*+')",
                    at: definition.matcherLocation, severity: .warning))
            } else if let offset = WildcardChain.offset(in: source) {
                warnings.append(RouteFileProblem(
                    "regex '\(source)' chains \(WildcardChain.threshold) or more unbounded wildcards (from offset \(offset)), "
                        + "whose backtracking grows with a power of the link's length: long links will fail with match_limit. "
                        + "Narrow them (e.g. '[^a]*a' for '.*a') or make them possessive ('.*+')",
                    at: definition.matcherLocation, severity: .warning))
            }
        }
    }

    private func compileMessage(_ error: PCRE2Error) -> String {
        if case let .compile(_, message, offset) = error { return "\(message) at offset \(offset)" }
        return error.description
    }

    private mutating func pathMatcher(for definition: RouteDefinition) -> (PCRE2Pattern, [(name: String, kind: ParameterKind)])? {
        let at = definition.matcherLocation
        switch definition.matcher {
        case .regex(let source):
            do throws(PCRE2Error) {
                let pattern = try PCRE2Pattern(source)
                let groups = pattern.groupNumbers.filter { !$0.key.hasPrefix("__") }.sorted { $0.value < $1.value }
                return (pattern, groups.map { (name: $0.key, kind: ParameterKind.plain) })
            } catch {
                guard case let .compile(_, message, offset) = error else { return nil }
                report("invalid regex: \(message) at offset \(offset)",
                       at: SourceLocation(file: at.file, line: at.line, column: at.column + offset))
                return nil
            }
        case .template(let pattern):
            var parameters: [(name: String, kind: ParameterKind)] = []
            for case .parameter(let name, let kind) in pattern.path where !name.isEmpty {  // (`*` is no parameter)
                parameters.append((name, kind))
                guard case .regex(let source) = kind else { continue }
                do throws(PCRE2Error) {
                    _ = try PCRE2Pattern("(?:\(source))", jit: false)
                } catch {
                    guard case let .compile(_, message, offset) = error else { return nil }
                    let start = pattern.description.distance(to: "{\(name):") + name.count + 2
                    report("invalid regex in {\(name):…}: \(message) at offset \(max(0, offset - 3))",
                           at: SourceLocation(file: at.file, line: at.line, column: at.column + start + max(0, offset - 3)))
                    return nil
                }
            }
            do throws(PCRE2Error) {
                return (try PCRE2Pattern(pattern.pathExpression(keepsTrailingSlash: linkOptions.keepsTrailingSlash), jit: false), parameters)
            } catch {
                report("pattern does not compile: \(compileMessage(error))", at: at)
                return nil
            }
        }
    }

    private mutating func defaults(of definition: RouteDefinition, query: [QueryRequirement],
                                   matchers: [String: PCRE2Pattern], urlHosts: Set<String>) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for (name, written) in definition.defaults.sorted(by: { $0.key < $1.key }) {
            guard let requirement = query.first(where: { $0.parameterName == name }),
                  case .parameter(_, let kind) = requirement.value else {
                report("default for '\(name)', which is not a query parameter of this route", at: written.location)
                continue
            }
            if requirement.isOptional {
                report("'\(name)' is optional ({\(name)?}), so it has no default: drop the '?' to give one, or the default",
                       at: written.location)
                continue
            }
            let fits = (try? matchers[requirement.queryName]?.matches(written.text)) ?? true
            guard fits, let value = kind.value(of: written.text, urlHosts: urlHosts) else {
                report("default '\(written.text)' for '\(name)' is not a valid {\(name):\(kind)}", at: written.location)
                continue
            }
            values[name] = value
        }
        return values
    }
}

private extension String {
    /// The character offset of `needle` in the string, or 0 when absent.
    func distance(to needle: String) -> Int {
        guard let range = range(of: needle) else { return 0 }
        return distance(from: startIndex, to: range.lowerBound)
    }
}

private extension RouteDefinition {
    var template: RoutePattern? {
        if case .template(let pattern) = matcher { return pattern }
        return nil
    }

    var regexSource: String? {
        if case .regex(let source) = matcher { return source }
        return nil
    }
}
