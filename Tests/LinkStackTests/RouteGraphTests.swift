import Testing
@testable import LinkStack

@Suite struct RouteGraphTests {
    static let table = Result { try RouteTable(contentsOf: TestPaths.routes) }

    @Test func dotHasEveryScreenParentEdgeAndFlow() throws {
        let table = try Self.table.get()
        let dot = RouteGraph(table: table).rendered(as: .dot)
        #expect(dot.hasPrefix("digraph routes {") && dot.hasSuffix("}"))
        for screen in table.screens.values {
            #expect(dot.contains("\"\(screen.name)\" [label=\"\(screen.name)"), "\(screen.name)")
            if let parent = screen.parent { #expect(dot.contains("\"\(parent)\" -> \"\(screen.name)\""), "\(screen.name)") }
        }
        #expect(dot.contains("\"Cart\" -> \"Checkout\" [style=dashed, label=\"modal\"];"))
        #expect(dot.contains("label=\"flow signIn (requires !signedIn)\";"))
        #expect(dot.contains("\"Cart\" [label=\"Cart (requires signedIn)\\ncart: /cart\"];"))
        #expect(dot.contains(#"legacy.item: ^/item\\.php$"#))  // a regex's backslash escaped for dot
    }

    @Test func mermaidHasEveryEdge() throws {
        let table = try Self.table.get()
        let mermaid = RouteGraph(table: table).rendered(as: .mermaid)
        #expect(mermaid.hasPrefix("flowchart LR"))
        let edges = mermaid.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-. modal .->") }
        #expect(edges.count == table.screens.values.filter { $0.parent != nil }.count)
        #expect(mermaid.contains("subgraph") && mermaid.contains("[\"flow signIn (requires !signedIn)\"]"))
    }
}
