import ArgumentParser
import LinkStack

/// `linkstack resolve URL`: the route, the whole target stack and the plan from the current stack.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a deep link into its target stack and the plan from the current stack.",
        discussion: """
            Prints {"url", "route", "params", "target", "operations", "pops", "pushes"} with sorted keys; \
            "pending" and "requires" when a flow's requirements are unmet; "events" with --events. \
            --current takes one stack (a JSON array, root first) or the state object \
            {"flow", "tab", "stacks" (by tab) or "stack", "modals"}.

            Examples:
              linkstack resolve 'shop://products/42/reviews'
              linkstack resolve 'https://shop.example.com/search?q=red+shoes' --routes Routes/shop.yaml
              linkstack resolve 'shop://cart' --current '[{"screen":"Home","params":{}}]' --pretty
              linkstack resolve 'prefs://apps/com.example.mail/notifications' --current @state.json
              linkstack resolve 'shop://orders/123e4567-e89b-12d3-a456-426614174000' --context signedIn=true --events
            """
    )

    @Argument(help: "The deep link, e.g. shop://products/42/reviews.")
    var url: String

    @Option(help: "A route file, or a folder of *.yaml, *.yml and *.json route files.")
    var routes: String = "Routes"

    @Option(help: ArgumentHelp("The stack shown now: a JSON array of screens, root first, or @file to read it from a file.",
                               valueName: "JSON|@file"))
    var current: String?

    @Option(help: ArgumentHelp("What holds, for flows' requirements: key=value (repeatable), a JSON object, or @file holding one.",
                               valueName: "key=value|JSON|@file"))
    var context: [String] = []

    @Flag(help: "Also list the notifications UIKit sends while the plan is applied (viewWillAppear, didShow, ...).")
    var events = false

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        let outcome: Outcome
        do throws(ResolutionError) {
            let state = try readArgument(current, as: ResolutionError.invalidCurrent)
            outcome = Outcome.resolve(url, routes: routes, current: state, context: try readContext(context), events: events)
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }
}
