extension NavigationOperation {
    /// The operation as JSON: `{"op": "popTo", "index": 1}`, `{"op": "push", "screen": {...}}`,
    /// `{"op": "setStack", "stack": [...]}`, `{"op": "dismiss", "count": 1}`,
    /// `{"op": "selectTab", "tab": "Library"}`, `{"op": "present", "stack": [...], "style": "sheet"}` or
    /// `{"op": "switchFlow", "flow": "main", "transition": "fade", "stack": [...]}` (a tabbed
    /// flow has `"tab"` and `"stacks"` instead of `"stack"`).
    package var json: JSONValue {
        switch self {
        case .popTo(let index): return ["op": "popTo", "index": .int(index)]
        case .push(let screen): return ["op": "push", "screen": screen.json]
        case .setStack(let stack): return ["op": "setStack", "stack": Screen.json(stack)]
        case .reuseStack(let entries):
            return ["op": "setStack", "stack": .array(entries.map { entry in
                guard let index = entry.reusedFrom, case .object(var members) = entry.screen.json else { return entry.screen.json }
                members["reusedFrom"] = .int(index)
                return .object(members)
            })]
        case .dismiss(let count): return ["op": "dismiss", "count": .int(count)]
        case .selectTab(let tab): return ["op": "selectTab", "tab": .string(tab)]
        case let .present(stack, style): return ["op": "present", "stack": Screen.json(stack), "style": .string(style.rawValue)]
        case let .switchFlow(flow, transition, tab, stack, tabStacks):
            var members = NavigationState.stackMembers(tab: tab, tabStacks: tabStacks, flowStack: stack)
            members["op"] = "switchFlow"
            members["flow"] = .string(flow)
            members["transition"] = .string(transition.rawValue)
            return .object(members)
        }
    }
}

extension TransitionPlan {
    /// `{"operations": [...], "pops": N, "pushes": N}`: what `linkstack diff` prints.
    package var json: JSONValue {
        .object(jsonMembers)
    }

    /// The plan's members, for embedding in a resolution.
    var jsonMembers: [String: JSONValue] {
        ["operations": .array(operations.map(\.json)), "pops": .int(pops), "pushes": .int(pushes)]
    }
}

extension NavigationEvent {
    /// `{"event": "viewWillAppear", "operation": 2, "screen": {...}}`.
    package var json: JSONValue {
        ["event": .string(kind.rawValue), "operation": .int(operation), "screen": screen.json]
    }
}
