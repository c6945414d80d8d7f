/// The screens of a route table as a graph, for `linkstack routes graph`: screens are nodes,
/// each pushed screen has an edge from its parent, a modal screen's edge is dashed, flows are
/// boxes (with their guards), and each route is attached to the screen it shows.
package struct RouteGraph: Sendable {
    /// The table drawn.
    package let table: RouteTable

    /// Creates a graph of a table.
    package init(table: RouteTable) { self.table = table }

    /// The output formats.
    package enum Format: String, Sendable, CaseIterable {
        /// Graphviz `dot`.
        case dot
        /// A Mermaid `flowchart`.
        case mermaid
    }

    /// The graph in `format`.
    package func rendered(as format: Format) -> String {
        switch format {
        case .dot: return dot
        case .mermaid: return mermaid
        }
    }

    /// The flows with their screens (by each screen's stack root), then the screens in no flow.
    private var clusters: [(flow: FlowDefinition?, screens: [ScreenDefinition])] {
        let screens = table.screens.values.sorted { $0.location < $1.location }
        var byFlow: [String: [ScreenDefinition]] = [:], loose: [ScreenDefinition] = []
        for screen in screens {
            if let flow = flow(of: screen) { byFlow[flow.name, default: []].append(screen) } else { loose.append(screen) }
        }
        let flows = table.flows.values.sorted { $0.location < $1.location }
        return flows.map { ($0, byFlow[$0.name] ?? []) } + (loose.isEmpty ? [] : [(nil, loose)])
    }

    private func flow(of screen: ScreenDefinition) -> FlowDefinition? {
        var root = screen, seen: Set<String> = [screen.name]
        while let parent = root.parent.flatMap({ table.screens[$0] }), seen.insert(parent.name).inserted { root = parent }
        return table.flows.values.first { $0.rootScreens.contains(root.name) }
    }

    private func routes(of screen: String) -> [String] {
        table.routes.filter { $0.target.topScreen == screen }.map { "\($0.name): \($0.template)" }
    }

    private var dot: String {
        var lines = ["digraph routes {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
        for (index, cluster) in clusters.enumerated() {
            let indent = cluster.flow == nil ? "  " : "    "
            if let flow = cluster.flow {
                let guards = flow.requires.isEmpty ? "" : " (requires \(flow.requires.joined(separator: ", ")))"
                lines += ["  subgraph cluster_\(index) {", "    label=\(quoted("flow \(flow.name)\(guards)"));"]
            }
            for screen in cluster.screens {
                let label = ([RouteGraph.label(of: screen)] + routes(of: screen.name)).map(escaped).joined(separator: "\\n")
                lines.append(indent + "\(quoted(screen.name)) [label=\"\(label)\"];")
            }
            if cluster.flow != nil { lines.append("  }") }
        }
        for screen in table.screens.values.sorted(by: { $0.location < $1.location }) {
            guard let parent = screen.parent else { continue }
            lines.append("  \(quoted(parent)) -> \(quoted(screen.name))" + (screen.isModal ? " [style=dashed, label=\"modal\"];" : ";"))
        }
        return (lines + ["}"]).joined(separator: "\n")
    }

    private var mermaid: String {
        var ids: [String: String] = [:]
        for (index, name) in table.screens.keys.sorted().enumerated() { ids[name] = "s\(index)" }
        var lines = ["flowchart LR"]
        for (index, cluster) in clusters.enumerated() {
            let indent = cluster.flow == nil ? "  " : "    "
            if let flow = cluster.flow {
                let guards = flow.requires.isEmpty ? "" : " (requires \(flow.requires.joined(separator: ", ")))"
                lines.append("  subgraph f\(index) [\"flow \(flow.name)\(guards)\"]")
            }
            for screen in cluster.screens {
                let label = ([RouteGraph.label(of: screen)] + routes(of: screen.name)).joined(separator: "<br/>")
                lines.append(indent + "\(ids[screen.name] ?? screen.name)[\"\(label.replacingOccurrences(of: "\"", with: "#quot;"))\"]")
            }
            if cluster.flow != nil { lines.append("  end") }
        }
        for screen in table.screens.values.sorted(by: { $0.location < $1.location }) {
            guard let parent = screen.parent, let from = ids[parent], let to = ids[screen.name] else { continue }
            lines.append("  \(from) " + (screen.isModal ? "-. modal .->" : "-->") + " \(to)")
        }
        return lines.joined(separator: "\n")
    }

    /// A screen's name with how it is shown: `Player (modal)` for a sheet, `(full screen)`,
    /// `(over current)` for `parent: current`, and `(requires signedIn)` for a guarded one.
    static func label(of screen: ScreenDefinition) -> String {
        var label = screen.name
        switch screen.presentation {
        case .sheet?: label += " (modal)"
        case .fullScreen?: label += " (full screen)"
        case nil: break
        }
        if screen.isOverCurrent { label += " (over current)" }
        if !screen.guards.isEmpty { label += " (requires \(screen.guards.flatMap(\.requires).uniqued.joined(separator: ", ")))" }
        return label
    }

    /// `text` as a dot string: quoted, with backslashes and quotes escaped.
    private func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
