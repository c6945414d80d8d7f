/// The match order of routes, and the sameness that makes two routes a conflict.
///
/// An explicit priority decides first (higher first). Then the paths are compared segment by
/// segment from the left, and at the first position where their kinds differ the stronger kind
/// wins: literal > typed (`int`, `uuid`, `slug`, inline regex) > plain `{name}` > catch-all
/// `{name:path}`; where one path is a prefix of the other, the longer wins. Then the route with
/// more required query parameters; then file order. A `regex:` route ranks after every template
/// route of its priority.
enum RouteRank {
    /// Whether `lhs` is tried before `rhs`.
    static func precedes(_ lhs: Route, _ rhs: Route) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        switch (lhs.pattern, rhs.pattern) {
        case let (left?, right?):
            for (a, b) in zip(left.path, right.path) where a.strength != b.strength {
                return a.strength < b.strength
            }
            if left.path.count != right.path.count { return left.path.count > right.path.count }
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): break
        }
        if lhs.requiredQueryCount != rhs.requiredQueryCount { return lhs.requiredQueryCount > rhs.requiredQueryCount }
        return lhs.order < rhs.order
    }

    /// What two template routes must share to be a conflict: the same priority, the same segment
    /// kinds and constraints, and the same required query parameters with the same constraints.
    struct Signature: Hashable {
        var priority: Int
        var path: [String]
        var requiredQuery: [String]
    }

    /// The route's signature, or nil for a `regex:` route (raw regexes are never called conflicts).
    static func signature(of route: Route) -> Signature? {
        guard let pattern = route.pattern else { return nil }
        let path = pattern.path.map { component -> String in
            switch component {
            case .literal(let text): return "=" + text
            case .parameter(_, let kind): return "{:\(kind)}"
            }
        }
        let required = route.query.compactMap { requirement -> String? in
            switch requirement.value {
            case .literal(let text): return "\(requirement.queryName)=\(text)"
            case .parameter(let name, let kind):
                return route.defaults[name] == nil ? "\(requirement.queryName)={:\(kind)}" : nil
            }
        }
        return Signature(priority: route.priority, path: path, requiredQuery: required.sorted())
    }
}

extension RouteRank {
    /// Why `winner` is tried before `loser`, in words (both match the same link).
    static func reason(_ winner: Route, beats loser: Route) -> String {
        if winner.priority != loser.priority { return "priority \(winner.priority) beats \(loser.priority)" }
        switch (winner.pattern, loser.pattern) {
        case let (left?, right?):
            for (index, (a, b)) in zip(left.path, right.path).enumerated() where a.strength != b.strength {
                return "at segment \(index + 1), \(describe(a)) beats \(describe(b))"
            }
            if left.path.count != right.path.count { return "the longer path wins" }
        case (.some, nil): return "template routes are tried before regex routes"
        default: break
        }
        if winner.requiredQueryCount != loser.requiredQueryCount {
            return "more required query parameters (\(winner.requiredQueryCount) against \(loser.requiredQueryCount))"
        }
        return "it comes first in the route files"
    }

    private static func describe(_ component: PathComponent) -> String {
        switch component {
        case .literal(let text): return "the literal '\(text)'"
        case .parameter(_, .plain): return "a plain parameter \(component)"
        case .parameter(_, .path): return "a catch-all \(component)"
        case .parameter: return "a typed parameter \(component)"
        }
    }
}
