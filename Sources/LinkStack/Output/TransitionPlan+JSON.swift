extension NavigationOperation {
    /// `{"op": "popTo", "index": 1}`, `{"op": "push", "screen": {...}}` or `{"op": "setStack", "stack": [...]}`.
    public var json: JSONValue {
        switch self {
        case .popTo(let index): return ["op": "popTo", "index": .int(index)]
        case .push(let screen): return ["op": "push", "screen": screen.json]
        case .setStack(let stack): return ["op": "setStack", "stack": .array(stack.map(\.json))]
        }
    }
}

extension TransitionPlan {
    /// `{"operations": [...], "pops": N, "pushes": N}`: what `linkstack diff` prints.
    public var json: JSONValue {
        .object(jsonMembers)
    }

    /// The plan's members, for embedding in a resolution.
    var jsonMembers: [String: JSONValue] {
        ["operations": .array(operations.map(\.json)), "pops": .int(pops), "pushes": .int(pushes)]
    }
}
