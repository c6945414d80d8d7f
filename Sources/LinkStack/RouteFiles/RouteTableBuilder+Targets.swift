extension RouteTableBuilder {
    /// Reports unknown screens in a route's target, and parameters a screen of its stack needs
    /// that the route cannot supply.
    mutating func checkTarget(_ target: RouteTarget, supplied: Set<String>, at location: SourceLocation) {
        switch target {
        case .screen(let name):
            guard let top = knownScreen(name, at: location) else { return }
            var chain = [top]
            while let parentName = chain.last?.parent, let parent = screens[parentName], !chain.contains(parent) {
                chain.append(parent)
            }
            for (depth, screen) in chain.enumerated() {
                let needed = depth == 0 ? topNeeds(screen) : screen.requiredParams
                requireParameters(needed, of: screen.name, from: supplied, at: location)
            }
        case .exclude, .redirect:
            return  // checked with the route (RouteTableBuilder+Redirects)
        case .stack(let entries):
            checkFlow(of: entries)
            for (index, entry) in entries.enumerated() {
                guard let screen = knownScreen(entry.screen, at: entry.location) else { continue }
                if let params = entry.params {
                    requireParameters(params.values.flatMap(\.referencedNames), of: screen.name, from: supplied, at: entry.location)
                    requireParameters(screen.titleParams, of: screen.name,
                                      from: Set(params.keys), at: entry.location, inTitle: true)
                } else {
                    let needed = index == entries.count - 1 ? topNeeds(screen) : screen.requiredParams
                    requireParameters(needed, of: screen.name, from: supplied, at: entry.location)
                }
            }
        }
    }

    /// With flows declared, an explicit stack starts at a flow's root or tab and stays in that flow,
    /// so no stack reaches a guarded screen from outside its flow.
    private mutating func checkFlow(of entries: [StackEntry]) {
        guard !flows.isEmpty, let first = entries.first, screens[first.screen] != nil else { return }
        guard let home = placements[first.screen] else {
            report("the stack starts with '\(first.screen)', which is no flow's root or tab", at: first.location)
            return
        }
        for entry in entries.dropFirst() {
            guard let placement = placement(ofChainOf: entry.screen), placement != home else { continue }
            report("screen '\(entry.screen)' belongs to flow '\(placement.flow)'\(placement.tab.map { " (tab \($0))" } ?? ""), "
                   + "not to the stack's flow '\(home.flow)'\(home.tab.map { " (tab \($0))" } ?? "")", at: entry.location)
        }
    }

    /// The top screen gets every captured parameter, so it needs what it declares and what its title mentions.
    private func topNeeds(_ screen: ScreenDefinition) -> [String] {
        (screen.declaredParams ?? []) + screen.titleParams
    }

    private mutating func knownScreen(_ name: String, at location: SourceLocation) -> ScreenDefinition? {
        if let screen = screens[name] { return screen }
        report("unknown screen '\(name)'\(suggestion(for: name))", at: location)
        return nil
    }

    private mutating func requireParameters(_ needed: [String], of screen: String, from supplied: Set<String>,
                                            at location: SourceLocation, inTitle: Bool = false) {
        var reported: Set<String> = []
        for name in needed where !supplied.contains(name) && reported.insert(name).inserted {
            if inTitle {
                report("the title of screen '\(screen)' mentions '{\(name)}', which this stack entry's params do not give", at: location)
            } else {
                report("screen '\(screen)' needs parameter '\(name)', which this route does not capture", at: location)
            }
        }
    }
}
