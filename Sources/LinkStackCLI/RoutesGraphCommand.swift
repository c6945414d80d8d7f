import ArgumentParser
import LinkStack

extension RouteGraph.Format: ExpressibleByArgument {}
extension TransitionPlan.Style: ExpressibleByArgument {}

/// `linkstack routes graph`: the screens, their parents, flows and routes, for Graphviz or Mermaid.
struct RoutesGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the screens as a graph: parent edges, modal edges dashed, flows as boxes, routes on their screens.",
        discussion: """
            Prints Graphviz dot (the default) or a Mermaid flowchart. Each screen lists the routes \
            that show it; a flow's box names the flow and what it requires.

            Examples:
              linkstack routes graph --routes Routes/shop.yaml > shop.dot && dot -Tpng shop.dot -o shop.png
              linkstack routes graph --format mermaid
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Option(help: "dot or mermaid.")
    var format: RouteGraph.Format = .dot

    func run() throws {
        do throws(CommandError) {
            let table = try routeOptions.table()
            StandardStreams.print(RouteGraph(table: table).rendered(as: format))
        } catch {
            try emit(Outcome(error), pretty: false)
        }
    }
}
