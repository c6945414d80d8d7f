import ArgumentParser

/// `linkstack routes`: look at a route table.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Look at a route table.",
        discussion: """
            list shows every route in match order, lint checks the table, graph draws its screens, \
            compile writes it as a compiled table (.lsc) that loads without YAML, samples prints \
            sample links for every route with the route each resolves to.

            Examples:
              linkstack routes list
              linkstack routes lint --routes Routes/shop.yaml
              linkstack routes compile --routes Routes -o /tmp/shop.lsc
              linkstack routes samples --per-route 2
            """,
        subcommands: [RoutesListCommand.self, RoutesLintCommand.self, RoutesGraphCommand.self, RoutesCompileCommand.self,
                      RoutesSamplesCommand.self]
    )
}
