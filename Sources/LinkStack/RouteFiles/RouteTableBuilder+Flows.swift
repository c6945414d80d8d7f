extension RouteTableBuilder {
    /// Where a stack whose root is this screen belongs: its flow, and its tab in a tabbed flow.
    typealias Placement = (flow: String, tab: String?)

    /// Collects the flows of every file and checks them: roots and tabs are declared root screens
    /// used once, redirects name flows and never loop, every screen's chain reaches a flow, and
    /// modal screens have a parent.
    mutating func collectFlows() {
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
                    continue
                }
                if let parent = screen.parent {
                    report("\(what) '\(root)' of flow '\(flow.name)' has parent '\(parent)'; a stack's root has none", at: flow.location)
                } else if let other = placements[root] {
                    report("screen '\(root)' is already the root of flow '\(other.flow)'", at: flow.location)
                } else {
                    placements[root] = (flow.name, flow.isTabbed ? root : nil)
                }
            }
        }
        checkRedirects()
        checkScreensReachFlows()
    }

    /// The most context names a table's flows may require: its redirects are checked under every
    /// assignment of them.
    static let maxContextNames = 12

    /// Redirects name flows and never loop. A loop exists when, under some assignment of the
    /// table's context names (they are few, so every one is tried), following redirects from a
    /// flow whose requirements are unmet comes back to it; each loop is reported once, with the
    /// assignment of the names its flows require.
    private mutating func checkRedirects() {
        let ordered = flows.values.sorted { $0.location < $1.location }
        for flow in ordered {
            if let redirect = flow.redirect, flows[redirect] == nil {
                report("flow '\(flow.name)' redirects to '\(redirect)', which is not a flow", at: flow.location)
            }
        }
        let names = ScreenGraph.contextNames(of: flows)
        if names.count > RouteTableBuilder.maxContextNames, let flow = ordered.first(where: { !$0.requires.isEmpty }) {
            report("the flows require \(names.count) context names; at most \(RouteTableBuilder.maxContextNames) keep their "
                   + "redirects checkable", at: flow.location)
            return
        }
        var inReportedLoops: Set<String> = []
        for assignment in 0..<(1 << names.count) {
            let context = NavigationContext(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, assignment & (1 << $0) != 0) }))
            for flow in ordered where !inReportedLoops.contains(flow.name) {
                guard let loop = redirectLoop(from: flow, context: context) else { continue }
                inReportedLoops.formUnion(loop)
                let required = Set(loop.compactMap { flows[$0] }.flatMap { $0.requires.map(NavigationContext.name(of:)) })
                let when = required.sorted().map { "\($0)=\(context[$0] ?? false)" }.joined(separator: ", ")
                report("redirect loop when \(when): \((loop + [flow.name]).joined(separator: " → "))", at: flow.location)
            }
        }
    }

    /// The flows visited from `flow` back to it while each one's requirements are unmet in
    /// `context`, or nil when the redirects end elsewhere.
    private func redirectLoop(from flow: FlowDefinition, context: NavigationContext) -> [String]? {
        var seen = [flow.name]
        var current = flow
        while !current.requires.allSatisfy(context.holds), let next = current.redirect.flatMap({ flows[$0] }) {
            if next.name == flow.name { return seen }
            if seen.contains(next.name) { return nil }
            seen.append(next.name)
            current = next
        }
        return nil
    }

    private mutating func checkScreensReachFlows() {
        for screen in screens.values.sorted(by: { $0.location < $1.location }) {
            if screen.isModal, screen.parent == nil {
                report("modal screen '\(screen.name)' has no parent to be presented over", at: screen.location)
                continue
            }
            guard !flows.isEmpty, let root = rootScreen(of: screen.name), placements[root] == nil else { continue }
            report("screen '\(screen.name)' is reachable from no flow: its stack's root '\(root)' is no flow's root or tab",
                   at: screen.location)
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
