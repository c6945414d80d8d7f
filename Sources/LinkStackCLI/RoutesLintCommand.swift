import ArgumentParser
import Foundation
import LinkStack

/// `linkstack routes lint`: what loads but is wrong or risky.
struct RoutesLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a route table: conflicts, shadowed routes, unreachable screens, risky regexes.",
        discussion: """
            Prints one `file:line:column: error|warning: message` line per problem on standard \
            output, then a count, every phase at once: what stops the table loading, the \
            conflicts among the routes that compiled, risky regexes and shadowed routes even when \
            something else is broken; unknown names get a "did you mean". Errors: the table does not load (equal-rank conflicts and every \
            other route_file problem), or a route can never match because an earlier route answers \
            every link it does (decided segment by segment for templates, on sample links where a \
            regex is involved). Warnings: screens no route shows, captures no screen of an explicit \
            stack is given, a route that narrows what a screen keeps below the top in every route (it \
            shows the screen on top with fewer parameters than the others), regexes that nest \
            unbounded quantifiers or chain unbounded wildcards, \
            regexes the core's PCRE2-free resolver (what generate swift gives an app) cannot run \
            alike (\\w, lookbehind, backreferences…; errors with --core, which also counts the \
            risky ones, as generate swift does), a context name guards only require negated \
            (!onbaorded: a misspelling the guard never catches), an internal: true route in a table \
            where no route redirects (nothing reaches it). Under matchOrder: declaration, an earlier \
            route shadows by being written first. Exits 1 when there is an error, 0 otherwise.

            --aasa FILE also checks an apple-app-site-association file as deployed on --host \
            (default: the table's first exact https host), both ways, by Apple's rules (details and \
            components in order, the first match wins, exclude stops, * and ? in patterns, \
            caseSensitive, percentEncoded, defaults; an older file's paths and NOT too). Errors: a \
            route whose links the file does not send to the app (they open Safari), with a sample \
            link from reverse routing (each parameter given values of its kind: numbers, UUIDs, \
            the words of a word list, text its regex matches) and the reason; a route no link \
            can be written for, since it cannot be checked. Warnings: a component that sends \
            links no route accepts (all it sends, or some that no route's own pattern would send, \
            as {"/": "*"} does), with a sample path. With --app-id, only links sent to that app count. \
            A file over Apple's 128 KB is a warning; one over 1 MiB, or that is not an AASA file, \
            is invalid_aasa (exit 65).

            --routes may be a compiled table (*.lsc): it is linted as it was compiled, its limits \
            are printed (a table can only tighten the defaults; one that loosens them is refused), \
            and when the route files it was compiled from changed since, that is a warning (an \
            error with --strict).

            Examples:
              linkstack routes lint
              linkstack routes lint --routes Routes/shop.yaml
              linkstack routes lint --core
              linkstack routes lint --aasa Routes/exports/apple-app-site-association
              linkstack routes lint --routes Routes/blog --aasa Routes/blog/exports/apple-app-site-association --host wordpress.com
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Flag(help: "Make every regex the core's resolver (what `generate swift` embeds) cannot run alike an error, not a warning.")
    var core = false

    @Option(help: ArgumentHelp("Also check this apple-app-site-association file against the table.", valueName: "file"))
    var aasa: String?

    @Option(help: ArgumentHelp("With --aasa: the host the file is served on.", valueName: "host"))
    var host: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("With --aasa: count only links sent to this app.", valueName: "app-id"))
    var appID: String?

    func validate() throws {
        guard aasa != nil || (host == nil && appID == nil) else { throw ValidationError("--host and --app-id go with --aasa FILE") }
    }

    func run() throws {
        var problems = RouteTable.lint(contentsOf: routeOptions.routes, strict: routeOptions.strict, core: core)
        for problem in problems { StandardStreams.print("\(problem)") }
        if routeOptions.routes.hasSuffix(".lsc"), let table = try? RouteOptions.load(routeOptions.routes) {
            let (pcre2, link) = (table.limits, table.linkLimits)
            StandardStreams.print("limits: match limit \(pcre2.matchLimit), depth limit \(pcre2.depthLimit), link budget \(pcre2.linkBudget) steps, "
                + "JIT stack \(pcre2.jitStackSize) bytes; links of at most \(link.maxLength) bytes, \(link.maxSegments) segments of "
                + "\(link.maxSegmentLength) bytes, \(link.maxQueryItems) query items")
        }
        if let aasa {
            let findings = try check(aasa)
            for finding in findings { StandardStreams.print("\(finding)") }
            problems += findings
        }
        let errors = problems.filter { $0.severity == .error }.count
        StandardStreams.print("\(errors) error\(errors == 1 ? "" : "s"), \(problems.count - errors) warning\(problems.count - errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }

    /// The AASA file at `path` checked against the table: lost routes as errors at the route,
    /// stray components as warnings at the file. Nothing when the table does not load (the lint
    /// above said why).
    private func check(_ path: String) throws -> [RouteFileProblem] {
        guard let table = try? RouteOptions.load(routeOptions.routes) else {
            StandardStreams.printError("linkstack: \(path) is not checked: the route table does not load")
            return []
        }
        let result: AASACheck
        var oversize: RouteFileProblem?
        do throws(ExportError) {
            // Read with a cap: Apple's CDN serves at most 128 KB, and a file eight times that is no AASA file.
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ExportError(code: "invalid_aasa", message: "cannot read the file '\(path)'")
            }
            defer { try? handle.close() }
            let data = (try? handle.read(upToCount: RoutesLintCommand.maxAASABytes + 1)) ?? Data()
            guard data.count <= RoutesLintCommand.maxAASABytes else {
                throw ExportError(code: "invalid_aasa", message: "the file '\(path)' is larger than \(RoutesLintCommand.maxAASABytes) bytes "
                    + "(1 MiB); Apple reads at most \(RoutesLintCommand.appleAASABytes) bytes of it")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ExportError(code: "invalid_aasa", message: "the file '\(path)' is not UTF-8 text")
            }
            if data.count > RoutesLintCommand.appleAASABytes {
                oversize = RouteFileProblem("\(path) is \(data.count) bytes; Apple's CDN serves at most \(RoutesLintCommand.appleAASABytes) bytes "
                    + "(128 KB) of an apple-app-site-association file, so devices may never read it: fold its components",
                    at: SourceLocation(file: path, line: 1, column: 1), severity: .warning)
            }
            result = try AASACheck(table: table, file: AASAFile(text: text), host: host, appID: appID)
        } catch {
            try emit(Outcome(.export(error)), pretty: false)
            return []
        }
        let lost = result.lostRoutes.map { route in
            RouteFileProblem("route '\(route.route)': \(path) does not send its links to the app: \(route.link) opens in the browser "
                + "(\(route.reason))", at: route.location)
        }
        let stray = result.strayComponents.map { component in
            RouteFileProblem("component \(component.component) of details[\(component.detail)] (\"/\": \"\(component.pattern)\") sends links "
                + "no route accepts to the app, such as \(component.samplePath)", at: SourceLocation(file: path, line: 1, column: 1), severity: .warning)
        }
        let unchecked = result.unchecked.map { name in
            RouteFileProblem("route '\(name)' cannot be checked against \(path): no link could be written for it (no sample value "
                                + "fits each of its parameters), so whether the file sends its links to the app is unknown",
                             at: table.routes.first { $0.name == name }?.location ?? SourceLocation(file: path, line: 1, column: 1))
        }
        return (lost + unchecked).sorted { $0.location < $1.location } + stray + (oversize.map { [$0] } ?? [])
    }

    /// The most of an AASA file `--aasa` reads: 1 MiB.
    static let maxAASABytes = 1 << 20
    /// What Apple's CDN serves of one: 128 KB.
    static let appleAASABytes = 128 * 1024
}
