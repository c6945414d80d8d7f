import Yams

extension RouteFileReader {
    /// The keys a flow or screen writes its guards with.
    static let guardKeys = ["requires", "redirect", "guards"]

    /// Reads a flow's or screen's guards from its `fields`: one guard as `requires:` with
    /// `redirect:`, or a list as `guards: [{ requires: [...], redirect: FLOW }, ...]`, never both.
    /// Each guard needs both keys; each requirement is a context name or its negation.
    mutating func guards(in fields: [(String, Node)], of holder: String, at node: Node) -> [NavigationGuard] {
        let given = Dictionary(fields.filter { RouteFileReader.guardKeys.contains($0.0) }, uniquingKeysWith: { first, _ in first })
        if let list = given["guards"] {
            if given["requires"] != nil || given["redirect"] != nil {
                report("\(holder) has both 'guards' and 'requires'/'redirect'; list that guard in 'guards' too", at: node)
            }
            guard case .sequence(let items) = list, !items.isEmpty else {
                report("'guards' must be a non-empty list of { requires: [...], redirect: FLOW }", at: list)
                return []
            }
            return items.compactMap { item in
                guard let map = mapping(item, what: "a guard") else { return nil }
                let parts = Dictionary(entries(map, allowed: ["requires", "redirect"]), uniquingKeysWith: { first, _ in first })
                return oneGuard(requires: parts["requires"], redirect: parts["redirect"], of: holder, at: item)
            }
        }
        guard given["requires"] != nil || given["redirect"] != nil else { return [] }
        return oneGuard(requires: given["requires"], redirect: given["redirect"], of: holder, at: node).map { [$0] } ?? []
    }

    /// One guard from its `requires:` and `redirect:` nodes; nil (reported) when either is missing or wrong.
    private mutating func oneGuard(requires: Node?, redirect: Node?, of holder: String, at node: Node) -> NavigationGuard? {
        let names = requires.map { strings($0, what: "'requires'").map(\.text) } ?? []
        if let requires { checkRequirements(names, of: holder, at: requires) }
        let target = redirect.flatMap { scalar($0, what: "'redirect'")?.text }
        switch (names.isEmpty, target) {
        case (false, let flow?): return NavigationGuard(requires: names, redirect: flow)
        case (false, nil): report("\(holder) requires \(names.joined(separator: ", ")) but has no 'redirect' for when they are unmet", at: node)
        case (true, _?): report("\(holder) has a 'redirect' but no 'requires' saying when it applies", at: node)
        case (true, nil): report("a guard of \(holder) needs 'requires' and 'redirect'", at: node)
        }
        return nil
    }

    /// Each requirement is a context name, `signedIn`, or its negation, `!signedIn`; a guard that
    /// requires a name and its negation could never be passed.
    private mutating func checkRequirements(_ requires: [String], of holder: String, at node: Node) {
        var items: [Node] = []
        if case .sequence(let sequence) = node { items = Array(sequence) }
        for (index, requirement) in requires.enumerated() {
            let name = NavigationContext.name(of: requirement)
            // A name like signedIn: ASCII letters, digits, _ . and -, not starting with a digit or . or -.
            let isNameStart = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
            guard let first = name.unicodeScalars.first, isNameStart(first),
                  name.unicodeScalars.allSatisfy({ isNameStart($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" })
            else {
                report("'\(requirement)' is not a requirement: write a context name like signedIn, or !signedIn for its negation", at: node)
                continue
            }
            requirements.append((requirement, location(items.count == requires.count ? items[index] : node)))
            if !requirement.hasPrefix("!"), requires.contains("!" + requirement) {
                report("\(holder) requires both \(requirement) and !\(requirement), so it could never be shown", at: node)
            }
        }
    }
}
