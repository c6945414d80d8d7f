import ArgumentParser
import LinkStack

/// `linkstack routes list`: every route in match order, as a table or JSON.
struct RoutesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every route in match order: name, pattern, schemes, hosts, screen, stack, flow and guards.",
        discussion: """
            Prints a table, one route a line, in the order routes are tried; the stack is the \
            target stack, root first, with modal screens marked. With --json, an array of \
            {"name", "pattern", "schemes", "hosts", "screen", "stack", "flow", "guards"}; hosts are \
            those of http(s) links, empty (- in the table) for a route on custom schemes only. A \
            route with its own hosts: lists only the schemes whose links carry a host, since it \
            never matches a custom-scheme link without one. A pattern is marked (any case) for a \
            route with caseSensitive: false, a screen (internal) for a route only a redirect reaches \
            and (link as NAME) for one whose screen is given the link itself (linkParameter: NAME).

            Examples:
              linkstack routes list
              linkstack routes list --routes Routes/settings.yaml --json
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        guard let table = try routeOptions.loadedTable() else { return }
        let summaries = table.summaries
        guard !json else { return StandardStreams.print(JSONValue.array(summaries.map(\.json)).rendered()) }
        let rows = [["NAME", "PATTERN", "SCHEMES", "HOSTS", "SCREEN", "STACK", "FLOW", "GUARDS"]] + summaries.map { summary in
            [summary.name, summary.pattern, summary.schemes.joined(separator: ","), summary.hosts.isEmpty ? "-" : summary.hosts.joined(separator: ","),
             summary.screen, summary.stack.joined(separator: " > "),
             summary.flow ?? "-", summary.guards.isEmpty ? "-" : summary.guards.joined(separator: ", ")]
        }
        let widths = (0..<8).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            StandardStreams.print(cells.joined(separator: "  "))
        }
    }
}
