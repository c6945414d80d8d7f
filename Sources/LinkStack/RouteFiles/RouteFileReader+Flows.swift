import Yams

extension RouteFileReader {
    /// Reads `flows:`, a mapping of flow names to `{ root | tabs, requires, redirect, transition }`.
    mutating func flows(_ node: Node) -> [FlowDefinition] {
        guard let mapping = mapping(node, what: "'flows'") else { return [] }
        return entries(mapping, allowed: nil).compactMap { name, value in
            guard let fields = self.mapping(value, what: "flow '\(name)'") else { return nil }
            var root: String?, tabs: [String] = [], requires: [String] = [], redirect: String?
            var transition = FlowTransition.none
            var hasTabs = false
            for (key, field) in entries(fields, allowed: ["root", "tabs", "requires", "redirect", "transition"]) {
                switch key {
                case "root": root = scalar(field, what: "'root'")?.text
                case "tabs":
                    tabs = strings(field, what: "'tabs'").map(\.text)
                    hasTabs = true
                    if tabs.isEmpty { report("'tabs' needs at least one tab", at: field) }
                case "requires":
                    requires = strings(field, what: "'requires'").map(\.text)
                    checkRequirements(requires, of: name, at: field)
                case "redirect": redirect = scalar(field, what: "'redirect'")?.text
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
                return nil
            }
            if !requires.isEmpty, redirect == nil {
                report("flow '\(name)' requires \(requires.joined(separator: ", ")) but has no 'redirect' for when they are unmet", at: value)
            }
            return FlowDefinition(name: name, root: root, tabs: tabs, requires: requires, redirect: redirect,
                                  transition: transition, location: location(value))
        }
    }

    /// Each requirement is a context name, `signedIn`, or its negation, `!signedIn`; a flow that
    /// requires a name and its negation could never be shown.
    private mutating func checkRequirements(_ requires: [String], of flow: String, at node: Node) {
        for requirement in requires {
            let name = NavigationContext.name(of: requirement)
            // A name like signedIn: ASCII letters, digits, _ . and -, not starting with a digit or . or -.
            let isNameStart = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
            guard let first = name.unicodeScalars.first, isNameStart(first),
                  name.unicodeScalars.allSatisfy({ isNameStart($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" })
            else {
                report("'\(requirement)' is not a requirement: write a context name like signedIn, or !signedIn for its negation", at: node)
                continue
            }
            if !requirement.hasPrefix("!"), requires.contains("!" + requirement) {
                report("flow '\(flow)' requires both \(requirement) and !\(requirement), so it could never be shown", at: node)
            }
        }
    }
}
