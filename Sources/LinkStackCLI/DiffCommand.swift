import ArgumentParser
import LinkStack

/// `linkstack diff`: the minimal plan between two stacks.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the minimal pop/push plan between two stacks.",
        discussion: """
            Prints {"operations", "pops", "pushes"}. For state restoration, and for apps that build \
            their target stacks themselves. Each state is one stack (a JSON array, root first) or the \
            state object {"flow", "tab", "stacks" (by tab) or "stack", "modals"}; a flow switch's \
            transition is "none" and every modal stack a sheet, since no route file says otherwise.

            With --routes, both states are checked against that table as resolve checks --current \
            (an unknown screen, flow or tab is an error with a did-you-mean: invalid_current or \
            invalid_target; a bare stack is placed in its flow), titles are filled in, and the plan \
            follows the table's flow transitions and modal presentations.

            Examples:
              linkstack diff --current '[{"screen":"Home","params":{}},{"screen":"Cart","params":{}}]' \\
                             --target '[{"screen":"Home","params":{}},{"screen":"Product","params":{"id":42}}]'
              linkstack diff --routes Routes --current @Routes/states/search-tab.json --target '[{"screen":"Home"},{"screen":"Cart"}]'
            """
    )

    @Option(help: ArgumentHelp("The state shown now: a JSON array of screens (root first) or a state object, or @file.", valueName: "JSON|@file"))
    var current: String?

    @Option(help: ArgumentHelp("The state to show: a JSON array of screens (root first) or a state object, or @file.", valueName: "JSON|@file"))
    var target: String

    @Option(help: ArgumentHelp("Check both states against this route table (files, a folder or a compiled *.lsc) and plan with its flows.",
                               valueName: "path"))
    var routes: String?

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        let outcome: Outcome
        do throws(CommandError) {
            let from = try readArgument(current, as: ResolutionError.invalidCurrent)
            let to = try readArgument(target, as: ResolutionError.invalidTarget) ?? target
            outcome = Outcome.diff(current: from, target: to, table: try routes.map { path throws(CommandError) in try RouteOptions.table(at: path) })
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }
}
