import ArgumentParser
import LinkStack

/// `linkstack resolve URL`: the route, the whole target stack and the plan from the current stack.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a deep link into its target stack and the plan from the current stack.",
        discussion: """
            Prints {"url", "route", "params", "target", "operations", "pops", "pushes"} with sorted keys.

            Examples:
              linkstack resolve 'shop://products/42/reviews'
              linkstack resolve 'https://shop.example.com/search?q=red+shoes' --routes Routes/shop.yaml
              linkstack resolve 'shop://cart' --current '[{"screen":"Home","params":{}}]' --pretty
              linkstack resolve 'prefs://apps/com.example.mail/notifications' --current @state.json
            """
    )

    @Argument(help: "The deep link, e.g. shop://products/42/reviews.")
    var url: String

    @Option(help: "A route file, or a folder of *.yaml, *.yml and *.json route files.")
    var routes: String = "Routes"

    @Option(help: ArgumentHelp("The stack shown now: a JSON array of screens, root first, or @file to read it from a file.",
                               valueName: "JSON|@file"))
    var current: String?

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        let outcome: Outcome
        do throws(ResolutionError) {
            outcome = Outcome.resolve(url, routes: routes, current: try readState(current, as: ResolutionError.invalidCurrent))
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }
}
