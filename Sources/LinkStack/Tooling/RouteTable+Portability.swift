extension RouteTable {
    /// Why the core's matcher (``CoreResolver``, and so `linkstack generate swift`) cannot take
    /// this table, one problem for each route's own regex (`regex:`, `{name:REGEX}` in the path
    /// or the query) that is not of the language both engines run alike (``PortableRegex``:
    /// verbs, callouts, `\C`, recursion, backreferences, lookbehind…), that the risky-regex lint
    /// flags (an app must not be given a ReDoS: its links would fail with `match_limit`), or that
    /// compiles to more than the core's matcher takes (``PortableRegex/tooLarge``). Each at its file, line and column. Empty when it can.
    package var portabilityProblems: [RouteFileProblem] { portabilityProblems(includingRisks: true) }

    /// What `linkstack routes lint` says about ``portabilityProblems``: warnings, leaving out the
    /// regexes its risky-regex warning already names; with `core` (`routes lint --core`, for a
    /// table an app embeds), every one as an error.
    package func portabilityLint(core: Bool) -> [RouteFileProblem] {
        portabilityProblems(includingRisks: core).map { problem in
            core ? problem : RouteFileProblem(problem.message, at: problem.location, severity: .warning)
        }
    }

    /// ``portabilityProblems``, without those only a risky-regex check finds unless `includingRisks`.
    private func portabilityProblems(includingRisks: Bool) -> [RouteFileProblem] {
        var problems: [RouteFileProblem] = []
        for route in routes {
            for (source, parameter) in RouteTable.ownRegexes(of: route) {
                guard let (offset, reason, isRisk) = RouteTable.portabilityProblem(source, route: route), includingRisks || !isRisk else { continue }
                let at = route.matcherLocation
                let start = parameter.flatMap { name in route.template.range(of: "{\(name):").map { (name, $0) } }
                    .map { name, range in route.template.distance(from: route.template.startIndex, to: range.lowerBound) + name.count + 2 } ?? 0
                let place = parameter.map { "{\($0):…}" } ?? "regex"
                problems.append(RouteFileProblem(
                    "route '\(route.name)': \(place) '\(source)' cannot run in the app (linkstack generate swift): at offset \(offset), \(reason)",
                    at: SourceLocation(file: at.file, line: at.line, column: at.column + start + offset)))
            }
        }
        return problems.sorted { $0.location < $1.location }
    }

    /// ``portabilityProblems`` as the error `linkstack generate swift` and `check --core` fail with, or nil.
    package var portabilityError: RouteFileError? {
        let problems = portabilityProblems
        return problems.isEmpty ? nil : RouteFileError(problems)
    }

    /// A route's own regexes, each with the parameter it constrains (nil for a `regex:` route).
    private static func ownRegexes(of route: Route) -> [(source: String, parameter: String?)] {
        var sources: [(String, String?)] = route.regex.map { [($0, nil)] } ?? []
        for case .parameter(let name, .regex(let source)) in route.pattern?.path ?? [] { sources.append((source, name)) }
        for case .parameter(let name, .regex(let source)) in route.query.map(\.value) { sources.append((source, name)) }
        return sources
    }

    /// Why one regex cannot run in the app, with its offset, and whether only its backtracking
    /// risk is the reason (the risky-regex warning names it already); nil when it can.
    private static func portabilityProblem(_ source: String, route: Route) -> (Int, String, isRisk: Bool)? {
        if let (offset, reason) = PortableRegex.problem(in: source) { return (offset, reason, false) }
        if let offset = RegexRisk.nestedQuantifier(in: source) {
            return (offset, "it nests unbounded quantifiers or repeats alternatives that begin alike, which can backtrack exponentially: in the app, where the core's matcher "
                        + "stops it at its step budget, its links would fail with match_limit; rewrite it without the nesting or make "
                        + "a quantifier possessive", true)
        }
        if let offset = WildcardChain.offset(in: source) {
            return (offset, "it chains \(WildcardChain.threshold) or more unbounded wildcards, whose links would fail with match_limit "
                        + "in the app: narrow them or make them possessive", true)
        }
        return nil
    }
}
