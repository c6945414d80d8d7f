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
            stack is given, regexes that nest unbounded quantifiers or chain unbounded wildcards. Exits 1 when there is an error, 0 otherwise.

            Examples:
              linkstack routes lint
              linkstack routes lint --routes Routes/shop.yaml
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    func run() throws {
        let problems = RouteTable.lint(contentsOf: routeOptions.routes)
        for problem in problems { StandardStreams.print("\(problem)") }
        let errors = problems.filter { $0.severity == .error }.count
        StandardStreams.print("\(errors) error\(errors == 1 ? "" : "s"), \(problems.count - errors) warning\(problems.count - errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
