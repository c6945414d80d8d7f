import ArgumentParser

/// `linkstack routes`: look at a route table.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Look at a route table.",
        discussion: """
            list shows every route in match order, lint checks the table, graph draws its screens.

            Examples:
              linkstack routes list
              linkstack routes lint --routes Routes/shop.yaml
            """,
        subcommands: [RoutesListCommand.self, RoutesLintCommand.self, RoutesGraphCommand.self]
    )
}
