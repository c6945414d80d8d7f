import Yams

extension RouteFileReader {
    /// Reads `flows:`, a mapping of flow names to `{ root | tabs, requires, redirect | guards, transition }`.
    mutating func flows(_ node: Node) -> [FlowDefinition] {
        guard let mapping = mapping(node, what: "'flows'") else { return [] }
        return entries(mapping, allowed: nil).compactMap { name, value in
            guard let fields = self.mapping(value, what: "flow '\(name)'") else { return nil }
            var root: String?, tabs: [String] = []
            var transition = FlowTransition.none
            var hasTabs = false
            let allowed = entries(fields, allowed: ["root", "tabs", "transition"] + RouteFileReader.guardKeys)
            let guards = self.guards(in: allowed, of: "flow '\(name)'", at: value)
            for (key, field) in allowed where !RouteFileReader.guardKeys.contains(key) {
                switch key {
                case "root": root = scalar(field, what: "'root'")?.text
                case "tabs":
                    tabs = strings(field, what: "'tabs'").map(\.text)
                    hasTabs = true
                    if tabs.isEmpty { report("'tabs' needs at least one tab", at: field) }
                default:
                    guard let text = scalar(field, what: "'transition'")?.text else { continue }
                    if let known = FlowTransition(rawValue: text) {
                        transition = known
                    } else {
                        report("unknown transition '\(text)'; use none, fade or slide", at: field)
                    }
                }
            }
            if (root == nil) == !hasTabs {
                report("flow '\(name)' needs exactly one of 'root' (one stack) and 'tabs'", at: value)
                // With both, its tabs are kept, so its screens are not each reported as reachable from no flow too.
                guard hasTabs else { return nil }
                root = nil
            }
            return FlowDefinition(name: name, root: root, tabs: tabs, guards: guards, transition: transition, location: location(value))
        }
    }
}
