import ArgumentParser

/// `linkstack routes`: look at a route table.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Look at a route table.",
        subcommands: [RoutesListCommand.self, RoutesLintCommand.self, RoutesGraphCommand.self]
    )
}
