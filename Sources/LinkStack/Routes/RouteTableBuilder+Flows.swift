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

    private mutating func checkRedirects() {
        var inReportedLoops: Set<String> = []
        for flow in flows.values.sorted(by: { $0.location < $1.location }) {
            guard let redirect = flow.redirect else { continue }
            guard flows[redirect] != nil else {
                report("flow '\(flow.name)' redirects to '\(redirect)', which is not a flow", at: flow.location)
                continue
            }
            var seen = [flow.name]
            var next: String? = redirect
            while let name = next, let target = flows[name] {
                if seen.contains(name) {
                    if name == flow.name, inReportedLoops.isDisjoint(with: seen) {
                        inReportedLoops.formUnion(seen)
                        report("redirect loop: \((seen + [name]).joined(separator: " → "))", at: flow.location)
                    }
                    break
                }
                seen.append(name)
                next = target.requires.isEmpty ? nil : target.redirect
            }
        }
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
