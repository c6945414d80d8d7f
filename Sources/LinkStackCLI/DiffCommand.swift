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
            transition is "none" here, since no route file says otherwise.

            Example:
              linkstack diff --current '[{"screen":"Home","params":{}},{"screen":"Cart","params":{}}]' \\
                             --target '[{"screen":"Home","params":{}},{"screen":"Product","params":{"id":42}}]'
            """
    )

    @Option(help: ArgumentHelp("The state shown now: a JSON array of screens (root first) or a state object, or @file.", valueName: "JSON|@file"))
    var current: String?

    @Option(help: ArgumentHelp("The state to show: a JSON array of screens (root first) or a state object, or @file.", valueName: "JSON|@file"))
    var target: String

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        let outcome: Outcome
        do throws(CommandError) {
            let from = try readArgument(current, as: ResolutionError.invalidCurrent)
            let to = try readArgument(target, as: ResolutionError.invalidTarget) ?? target
            outcome = Outcome.diff(current: from, target: to)
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }
}
