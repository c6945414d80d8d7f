extension NavigationState {
    /// One stack as a JSON array of screens; anything more as
    /// `{"flow": ..., "tab": ..., "stacks": {...}, "modals": [[...]]}` (`"stack"` instead of
    /// `"tab"` and `"stacks"` for a flow without tabs).
    package var json: JSONValue {
        guard !isSingleStack else { return Screen.json(flowStack) }
        var members = NavigationState.stackMembers(tab: tab, tabStacks: tabStacks, flowStack: flowStack)
        members["modals"] = .array(modals.map(Screen.json))
        if let flow { members["flow"] = .string(flow) }
        return .object(members)
    }

    /// `"tab"` and `"stacks"` for a tabbed flow, or `"stack"`: shared by states and `switchFlow`.
    static func stackMembers(tab: String?, tabStacks: [String: [Screen]], flowStack: [Screen]) -> [String: JSONValue] {
        guard let tab else { return ["stack": Screen.json(flowStack)] }
        return ["tab": .string(tab), "stacks": .object(tabStacks.mapValues(Screen.json))]
    }

    /// Reads a state from a JSON value: an array of screens, or
    /// `{"flow", "tab", "stacks"}` / `{"flow", "stack"}` with optional `"modals"`.
    ///
    /// - Throws: A message naming what is wrong and where, such as `stacks.Library[2].screen`.
    package init(json value: JSONValue) throws(ResolutionError.Message) {
        if case .string(let text) = value {
            let file = text.hasPrefix("@") ? "; a state file (\(text)) is read where files are: a fixture, --current @file, or a line of "
                + "linkstack resolve --batch --states DIR" : ""
            throw .init("the state is an array of screens, root first, or an object {flow, tab, stacks, modals}, not a string\(file)")
        }
        guard case .object(let members) = value else {
            self.init(try Screen.stack(json: value, path: ""))
            return
        }
        let known = ["flow", "tab", "stacks", "stack", "modals"]
        if !members.keys.allSatisfy(known.contains), let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw .init("\(unknown): unknown key; a state has flow, tab, stacks or stack, and modals")
        }
        var flow: String?, tab: String?
        switch members["flow"] {
        case nil, .null?: break
        case .string(let name)?: flow = name
        default: throw .init("flow: must be a flow's name")
        }
        switch members["tab"] {
        case nil, .null?: break
        case .string(let name)?: tab = name
        default: throw .init("tab: must be a tab's name")
        }
        var tabStacks: [String: [Screen]] = [:]
        if let stacks = members["stacks"] {
            guard case .object(let byTab) = stacks else { throw .init("stacks: must be an object of stacks by tab") }
            tabStacks.reserveCapacity(byTab.count)
            do throws(ResolutionError.Message) {
                for (name, stack) in byTab { tabStacks[name] = try Screen.stack(json: stack, path: "stacks.\(name)") }
            } catch {
                // The first wrong tab in name order is the one the error names.
                for (name, stack) in byTab.sorted(by: { $0.key < $1.key }) { _ = try Screen.stack(json: stack, path: "stacks.\(name)") }
                throw error
            }
        }
        let flowStack = try members["stack"].map { value throws(ResolutionError.Message) in try Screen.stack(json: value, path: "stack") } ?? []
        switch (tab, members["stacks"], members["stack"]) {
        case (nil, .some, _): throw .init("tab: a state with stacks by tab names the selected tab")
        case (.some, nil, _): throw .init("stacks: a state with a tab gives every tab's stack")
        case (.some(let tab), .some, _) where tabStacks[tab] == nil: throw .init("stacks.\(tab): the selected tab has no stack")
        case (.some, .some, .some): throw .init("stack: a tabbed state gives stacks by tab, not one stack")
        default: break
        }
        var modals: [[Screen]] = []
        if let layers = members["modals"] {
            guard case .array(let list) = layers else { throw .init("modals: must be an array of stacks") }
            for (index, layer) in list.enumerated() {
                let stack = try Screen.stack(json: layer, path: "modals[\(index)]")
                guard !stack.isEmpty else { throw .init("modals[\(index)]: a modal stack has at least one screen") }
                modals.append(stack)
            }
        }
        self.init(flow: flow, tab: tab, tabStacks: tabStacks, flowStack: flowStack, modals: modals)
    }
}
