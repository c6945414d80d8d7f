import Foundation

/// Writes one Swift file for an app (`linkstack generate swift`): a `public enum` named as asked
/// that holds the checked table as data (one Base64 literal the core decodes at first use, so the
/// compiler's cost grows with the table's bytes, not with a table's worth of nested
/// expressions), a `CoreResolver` over it (no PCRE2; it answers as the engine does), and a typed
/// API: an enum of the routes that open screens and one of the screens they open, each with its
/// parameters typed and a `url` written by reverse routing. The file imports only `LinkStackCore`
/// (and Foundation where a parameter is a `UUID`), and everything is nested in the enum, so
/// several generated files compile side by side in one module. Every path in it is relative to
/// `base`, so every checkout writes the same bytes.
package struct SwiftGenerator {
    /// The checked table.
    let table: RouteTable
    /// The enum's name, such as `AppLinks`.
    let name: String
    /// The `--routes` argument, for the header's command.
    let routesArgument: String
    /// The `--output` argument, or nil for standard output.
    let output: String?
    /// The `--source-root` argument: the folder paths in the file are relative to, instead of the
    /// output file's folder.
    let sourceRoot: String?
    /// The LinkStack version that writes the file.
    let version: String

    /// A generator for `table`.
    package init(table: RouteTable, name: String, routesArgument: String, output: String?, sourceRoot: String? = nil, version: String) {
        self.table = table
        self.name = name
        self.routesArgument = routesArgument
        self.output = output
        self.sourceRoot = sourceRoot
        self.version = version
    }

    /// The folder every path in the file is relative to: `--source-root`, else the output file's
    /// folder, else (standard output) the current directory.
    var base: String {
        sourceRoot ?? output.map { ($0 as NSString).deletingLastPathComponent } ?? ""
    }

    /// `path` relative to ``base``.
    func relative(_ path: String) -> String { RelativePath.of(path, from: base) }

    /// Why `name` cannot name the generated enum, or nil when it can: it must be a Swift type name
    /// (letters, digits, `_`, not starting with a digit), not a keyword, and no type the file
    /// declares or uses (``reservedNames``), which it would hide.
    package static func nameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first),
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { return "is not a Swift type name: letters, digits and _, not starting with a digit" }
        if SwiftName.keywords.contains(name) { return "is a Swift keyword" }
        if reservedNames.contains(name) { return "is a type the generated file declares or uses; choose another, such as \(name)Links" }
        return nil
    }

    /// The types the generated file declares (`Route`, `Screen`) or names: every public type of
    /// LinkStackCore, the module names, and the standard library and Foundation types it uses.
    package static let reservedNames: Set<String> = [
        "Route", "Screen", "LinkStackCore", "Foundation", "Swift", "Type", "Protocol",
        "String", "Int", "Bool", "UUID", "StaticString", "Hashable", "Sendable", "Error", "Never", "Optional", "Array",
        "Dictionary", "Set", "CaseIterable", "RawRepresentable", "ClosedRange",
        "AppliedPlan", "BatchResolver", "CoreResolver", "DeepLink", "DeepLinkError", "FlowDefinition", "FlowTransition",
        "JSONValue", "LinkResolving", "LinkRoute", "LinkTable", "LinkTableError", "NavigationContext", "NavigationError",
        "NavigationEvent", "NavigationGuard", "NavigationHost", "NavigationHostError", "NavigationModel", "NavigationOperation",
        "NavigationState", "Navigator", "ParameterKind", "ParameterValue", "Parameters", "PathComponent", "PlanApplier",
        "PlannedScreen", "PresentationStyle", "QueryRequirement", "Redirect", "ReferenceNavigator", "Resolution",
        "ResolutionError", "Resumption", "ReverseRoutingError", "RouteTarget", "ScreenDefinition", "ScreenGraph",
        "SourceLocation", "StackBuilder", "StackEntry", "TableDataError", "TransitionPlan", "ValueTemplate",
        "LinkParameterError",
    ]

    /// The Swift source.
    ///
    /// - Throws: ``RouteFileError`` when a route's regex cannot run in the app
    ///   (`RouteTable.portabilityProblems`), each problem at its file, line and column.
    package func source() throws(RouteFileError) -> String {
        if let error = table.portabilityError { throw error }
        let data = table.linkTable
        let (routes, screens, words) = members(data)
        if let error = separatorError(screens) { throw error }
        var lines = header() + [""] + imports(routes) + [""]
        lines += ["/// Typed deep links for the routes in \(SwiftLiteral.comment(relative(routesArgument))), and a resolver that needs no PCRE2.", "public enum \(name) {"]
        lines += tableLines(data).map(indented)
        lines += ["", "    /// Resolves links as the engine's `Resolver` does for these routes (never raising `match_limit`).",
                  "    public static let resolver: CoreResolver = {",
                  "        do {",
                  "            return try CoreResolver(table: table)",
                  "        } catch {",
                  "            preconditionFailure(\"\\(error): regenerate this file with linkstack generate swift\")",
                  "        }",
                  "    }()", ""]
        lines += words.lines().map(indented)
        lines += [""] + routeStruct(routes).map(indented) + [""] + screenEnum(screens).map(indented)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The error for screens whose name or a parameter's holds a character no name may
    /// (``NameCharacters``: a NUL separates them in the generated `Screen.layout`), or nil. A
    /// route file's names were refused at load; a compiled table's are checked here again.
    private func separatorError(_ screens: [Member]) -> RouteFileError? {
        let problems = screens.compactMap { screen -> RouteFileProblem? in
            let names = [screen.name] + screen.parameters.map(\.name).filter { !$0.isEmpty }  // (`""`: `{*}`'s items)
            guard let problem = names.lazy.compactMap(NameCharacters.problem).first else { return nil }
            return RouteFileProblem("screen \(SwiftLiteral.string(screen.name)): a name that \(problem) (linkstack generate swift)",
                                    at: table.screens[screen.name]?.location ?? SourceLocation(file: routesArgument, line: 1, column: 1))
        }
        return problems.isEmpty ? nil : RouteFileError(problems)
    }

    private func indented(_ line: String) -> String { line.isEmpty ? line : "    " + line }

    private func header() -> [String] {
        var files = Set(table.routes.map(\.location.file))
        files.formUnion(table.screens.values.map(\.location.file))
        files.formUnion(table.flows.values.map(\.location.file))
        let command = "linkstack generate swift --routes \(relative(routesArgument)) --name \(name)"
            + (output.map { " --output \(relative($0))" } ?? "") + (sourceRoot == nil ? "" : " --source-root .")
        let folder = sourceRoot == nil ? (output == nil ? "the folder it was generated in" : "this file's folder") : "the source root"
        return ["// Generated by `linkstack generate swift` (LinkStack \(version)). Do not edit: change the route files and regenerate.",
                "// From: " + SwiftLiteral.comment(Set(files.map(relative)).sorted().joined(separator: ", ")),
                "// Regenerate (in \(folder), which the paths here are relative to): " + SwiftLiteral.comment(command)]
    }

    /// `import LinkStackCore`, with the API only generated code uses (`@_spi(Generated)`:
    /// `Parameters.Reader` and `Parameters.Writer`), after `import Foundation` when a route takes
    /// a `UUID`.
    private func imports(_ routes: [Member]) -> [String] {
        let needsFoundation = routes.contains { $0.parameters.contains { $0.representation == .uuid } }
        return (needsFoundation ? ["import Foundation"] : []) + ["@_spi(Generated) import LinkStackCore"]
    }

    private func tableLines(_ data: LinkTable) -> [String] {
        let text = Base64.encode(data.encoded(fileName: relative))
        return ["/// The checked route table: routes in match order, screens, flows and link limits, read from",
                "/// ``tableData`` at first use.",
                "public static let table: LinkTable = {",
                "    do {",
                "        return try LinkTable(base64: tableData)",
                "    } catch {",
                "        preconditionFailure(\"\\(error): regenerate this file with linkstack generate swift\")",
                "    }",
                "}()",
                "",
                "/// The table as data (LinkStack table data format \(LinkTable.dataFormat), \(text.count) lines of Base64).",
                "private static let tableData: StaticString = \"\"\""] + text + ["\"\"\""]
    }

    /// The routes the typed API names, with their positions in the table: template routes that
    /// open a screen, by name.
    private func linkable(_ data: LinkTable) -> [(index: Int, route: LinkRoute)] {
        data.routes.enumerated().filter { $1.components != nil && $1.target.showsScreens }
            .map { (index: $0, route: $1) }.sorted { $0.route.name < $1.route.name }
    }

    /// The routes and screens of the typed API, and the word-list enums their parameters use.
    private func members(_ data: LinkTable) -> (routes: [Member], screens: [Member], words: WordListTypes) {
        let positioned = linkable(data), routes = positioned.map(\.route)
        let words = WordListTypes(routes: routes, enumName: name)
        let typed = routes.map { TypedParameter.of($0, wordType: words.type) }
        let routeMembers = zip(SwiftName.uniqueIdentifiers(routes.map(\.name)), zip(positioned, typed)).map { identifier, item in
            let ((index, route), parameters) = item
            return Member(identifier: identifier, name: route.name, index: index, parameters: TypedParameter.taken(by: route, from: parameters),
                          summary: SwiftLiteral.comment("`\(route.name)`: \(route.components.map { "/" + $0.map(\.description).joined(separator: "/") } ?? "") opens \(route.target.topScreen)."))
        }
        let screens = Set(routes.map(\.target.topScreen)).sorted()
        var lists: [String: [[TypedParameter]]] = [:]
        for (route, parameters) in zip(routes, typed) {
            lists[route.target.topScreen, default: []].append(TypedParameter.shown(by: route, from: parameters))
        }
        let screenMembers = zip(SwiftName.uniqueIdentifiers(screens), screens.enumerated()).map { identifier, item in
            let (index, screen) = item, screenLists = lists[screen] ?? []
            return Member(identifier: identifier, name: screen, index: index, parameters: TypedParameter.merged(screenLists),
                          summary: SwiftLiteral.comment("`\(screen)`, opened by \(screenLists.count == 1 ? "1 route" : "\(screenLists.count) routes")."))
        }
        return (routeMembers, screenMembers, words)
    }
}
