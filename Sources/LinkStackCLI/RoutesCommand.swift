import ArgumentParser

/// `linkstack routes`: look at a route table.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Look at a route table.",
        discussion: """
            list shows every route in match order, lint checks the table, graph draws its screens, \
            compile writes it as a compiled table (.lsc) that loads without YAML.

            Examples:
              linkstack routes list
              linkstack routes lint --routes Routes/shop.yaml
              linkstack routes compile --routes Routes -o /tmp/shop.lsc
            """,
        subcommands: [RoutesListCommand.self, RoutesLintCommand.self, RoutesGraphCommand.self, RoutesCompileCommand.self]
    )
}
