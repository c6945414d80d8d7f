extension RouteTableBuilder {
    /// Where a stack whose root is this screen belongs: its flow, and its tab in a tabbed flow.
    typealias Placement = (flow: String, tab: String?)

    /// Collects the flows of every file and checks them: roots and tabs are declared root screens
    /// used once, the guards of flows and screens redirect to flows and never loop, every screen's chain reaches a flow, and
    /// modal screens have a parent.
    mutating func collectFlows() {
        // The problem (by index) behind each stack root a misspelt root or tab meant, so that the
        // screens above it are told as one note of that problem, not as errors of their own.
        var unplaced: [String: Int] = [:]
        for flow in files.flatMap(\.flows) {
            if let earlier = flows[flow.name] {
                report("flow '\(flow.name)' is already declared at \(earlier.location)", at: flow.location)
                continue
            }
            flows[flow.name] = flow
            for root in flow.rootScreens {
                let what = flow.isTabbed ? "tab root" : "root"
                guard let screen = screens[root] else {
                    report("\(what) '\(root)' of flow '\(flow.name)' is not a screen\(suggestion(for: root))", at: flow.location)
                    if let meant = NameSuggestion.closest(to: root, among: screens.keys), placements[meant] == nil {
                        unplaced[meant] = problems.count - 1
                    }
                    continue
                }
                if screen.isOverCurrent {
                    report("\(what) '\(root)' of flow '\(flow.name)' has parent: current; a stack's root is always shown at its bottom",
                           at: flow.location)
                } else if let parent = screen.parent {
                    report("\(what) '\(root)' of flow '\(flow.name)' has parent '\(parent)'; a stack's root has none", at: flow.location)
                } else if let other = placements[root] {
                    report("screen '\(root)' is already the root of flow '\(other.flow)'", at: flow.location)
                } else {
                    placements[root] = (flow.name, flow.isTabbed ? root : nil)
                }
            }
        }
        checkRedirects()
        checkScreensReachFlows(unplaced: unplaced.filter { placements[$0.key] == nil })
    }

    /// The most context names a table's guards may require: its redirects are checked under
    /// every assignment of them.
    static let maxContextNames = 12

    /// Guards redirect to flows and never loop. A loop exists when, under some assignment of the
    /// table's context names (they are few, so every one is tried), following the guards' hops
    /// from a flow's first state (``ScreenGraph/guardHop(in:context:)``, the resolver's own rule:
    /// the flow's guards, then its screens') comes back to it; each loop is reported once, with
    /// the assignment of the names its guards require.
    private mutating func checkRedirects() {
        let ordered = flows.values.sorted { $0.location < $1.location }
        let guarded = ordered.map { ("flow '\($0.name)'", $0.guards, $0.location) }
            + screens.values.sorted { $0.location < $1.location }.map { ("screen '\($0.name)'", $0.guards, $0.location) }
        for (holder, guards, location) in guarded {
            for redirect in guards.map(\.redirect).uniqued where flows[redirect] == nil {
                report("\(holder) redirects to '\(redirect)', which is not a flow\(suggestion(for: redirect, among: Array(flows.keys)))",
                       at: location)
            }
        }
        let names = ScreenGraph.contextNames(of: flows, screens: screens)
        if names.count > RouteTableBuilder.maxContextNames, let first = guarded.first(where: { !$0.1.isEmpty }) {
            report("the guards require \(names.count) context names; at most \(RouteTableBuilder.maxContextNames) keep their "
                   + "redirects checkable", at: first.2)
            return
        }
        let graph = ScreenGraph(screens: screens, flows: flows)
        var inReportedLoops: Set<String> = []
        for assignment in 0..<(1 << names.count) {
            let context = NavigationContext(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, assignment & (1 << $0) != 0) }))
            for flow in ordered where !inReportedLoops.contains(flow.name) {
                guard let loop = redirectLoop(from: flow, in: graph, context: context) else { continue }
                inReportedLoops.formUnion(loop.flows)
                let required = Set(loop.flows.compactMap { flows[$0] }.flatMap(\.requires) + loop.unmet).map(NavigationContext.name(of:))
                let when = Set(required).sorted().map { "\($0)=\(context[$0] ?? false)" }.joined(separator: ", ")
                report("redirect loop when \(when): \((loop.flows + [flow.name]).joined(separator: " → "))", at: flow.location)
            }
        }
    }

    /// The flows visited from `flow`'s first state back to it while guards redirect in
    /// `context` (the resolver's hops, ``ScreenGraph/guardHops(from:shown:context:)``), with the
    /// requirements found unmet, or nil when the redirects end elsewhere.
    private func redirectLoop(from flow: FlowDefinition, in graph: ScreenGraph,
                              context: NavigationContext) -> (flows: [String], unmet: [String])? {
        let hops = graph.guardHops(from: StackBuilder(graph: graph).initialState(of: flow), shown: .empty, context: context)
        guard let back = hops.firstIndex(where: { $0.hop.redirect == flow.name }) else { return nil }
        return ([flow.name] + hops[..<back].map(\.hop.redirect), hops[...back].flatMap(\.hop.unmet))
    }

    /// Every screen's chain reaches a flow. A screen whose chain ends at a root in `unplaced`
    /// (the screen a misspelt root or tab meant) is named in a note added to that problem instead.
    private mutating func checkScreensReachFlows(unplaced: [String: Int]) {
        var stranded: [Int: [String]] = [:]
        for screen in screens.values.sorted(by: { $0.location < $1.location }) {
            if screen.isOverCurrent, screen.parent == nil, !flows.isEmpty {
                report("screen '\(screen.name)' goes over the current state (parent: current) but has no 'otherwise:' naming the "
                       + "screen it goes on when nothing of its flow is shown (a cold start)", at: screen.location)
                continue
            }
            if screen.isModal, screen.parent == nil, !screen.isOverCurrent {
                report("modal screen '\(screen.name)' has no parent to be presented over", at: screen.location)
                continue
            }
            guard !flows.isEmpty, let root = rootScreen(of: screen.name), placements[root] == nil else { continue }
            if let cause = unplaced[root] {
                stranded[cause, default: []].append(screen.name)
                continue
            }
            report("screen '\(screen.name)' is reachable from no flow: its stack's root '\(root)' is no flow's root or tab",
                   at: screen.location)
        }
        for (cause, names) in stranded {
            let problem = problems[cause]
            let note = names.count == 1 ? "this screen is" : "these \(names.count) screens are"
            problems[cause] = RouteFileProblem(problem.message + " (until it is fixed, \(note) reachable from no flow: \(names.quotedList()))",
                                               at: problem.location)
        }
    }

    /// The root of a screen's parent chain, or nil when the chain is broken or loops (reported elsewhere).
    func rootScreen(of name: String) -> String? {
        var visited: Set<String> = []
        var current = name
        while let screen = screens[current], visited.insert(current).inserted {
            guard let parent = screen.parent else { return current }
            current = parent
        }
        return nil
    }

    /// Where a stack rooted at `screen` belongs, when flows are declared.
    func placement(ofChainOf screen: String) -> Placement? {
        rootScreen(of: screen).flatMap { placements[$0] }
    }
}
