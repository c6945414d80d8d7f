/// The routes that may shadow a route, found without trying every earlier one: the routes'
/// templates in a trie of their components, walked with a route's own components along only the
/// branches whose component can cover it (the same literal, an alternation holding it, a
/// parameter, a catch-all), plus every route without a template (a `regex:` route is judged on
/// sample links). `routes lint` on 10,000 routes asked 50 million pairs; now each route asks
/// only the few whose paths can cover its own.
struct ShadowCandidates {
    /// One node of the trie: the routes whose template ends here or takes the rest here (a
    /// catch-all, or a `{name:path?}`, which may take nothing), and the children by literal and by
    /// any other component.
    private final class Node {
        var ends: [Int] = []
        var catchAlls: [Int] = []
        var optionalRests: [Int] = []
        var literals: [String: Node] = [:]
        var others: [(component: PathComponent, node: Node)] = []
    }

    private let root = Node()
    /// The routes without a template: a candidate for every route.
    private var untemplated: [Int] = []

    /// The trie of `routes` (each by its position).
    init(_ routes: [Route]) {
        for (position, route) in routes.enumerated() {
            guard let path = route.pattern?.path else {
                untemplated.append(position)
                continue
            }
            var node = root
            for (index, component) in path.enumerated() {
                if let kind = component.kind, kind.takesRestOfPath {
                    if kind == .optionalPath { node.optionalRests.append(position) } else { node.catchAlls.append(position) }
                    break
                }
                if case .literal(let text) = component {
                    if let child = node.literals[text] { node = child } else {
                        let child = Node()
                        node.literals[text] = child
                        node = child
                    }
                } else if let found = node.others.first(where: { $0.component == component }) {
                    node = found.node
                } else {
                    let child = Node()
                    node.others.append((component, child))
                    node = child
                }
                if index == path.count - 1 { node.ends.append(position) }
            }
            if path.isEmpty { root.ends.append(position) }
        }
    }

    /// The positions, in match order, of the routes whose template may cover `route`'s (and every
    /// route without a template); all positions for a route without one.
    func candidates(for route: Route, among count: Int) -> [Int] {
        guard let path = route.pattern?.path else { return Array(0..<count) }
        // Each route stands at one node, and the walk meets each node once: no route twice.
        var found = untemplated
        collect(root, path[...], into: &found)
        return found.sorted()
    }

    private func collect(_ node: Node, _ rest: ArraySlice<PathComponent>, into found: inout [Int]) {
        found += node.optionalRests  // the rest, or nothing
        guard let head = rest.first else {
            found += node.ends
            return
        }
        found += node.catchAlls  // a catch-all takes one segment or more
        if head.kind?.takesRestOfPath == true { return }  // only a catch-all covers one
        switch head {
        case .literal(let text):
            if let child = node.literals[text] { collect(child, rest.dropFirst(), into: &found) }
        case .alternatives(let words) where words.count == 1:
            if let child = node.literals[words[0]] { collect(child, rest.dropFirst(), into: &found) }
        default: break
        }
        for (component, child) in node.others {
            // A literal or an alternation never covers a parameter.
            if case .parameter = head, case .alternatives = component { continue }
            collect(child, rest.dropFirst(), into: &found)
        }
    }
}
