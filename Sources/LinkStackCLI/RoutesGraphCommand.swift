import ArgumentParser
import LinkStack

// Each value is its raw value (the case's name) and has no description of its own, written out:
// the generic defaults (reflection, generic metadata) cost every `resolve` start 1.2 M instructions.
extension RouteGraph.Format: ExpressibleByArgument {
    package var defaultValueDescription: String { rawValue }
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }
}

extension TransitionPlan.Style: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
}

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
