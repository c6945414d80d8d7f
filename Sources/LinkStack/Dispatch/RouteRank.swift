/// The match order of routes, and the sameness that makes two routes a conflict.
///
/// 1. An explicit priority decides first (higher first).
/// 2. The paths are compared segment by segment from the left, and at the first position where
///    their kinds differ the stronger kind wins: literal (and literal alternatives) > typed
///    (`int`, `bool`, `uuid`, `slug`, inline regex) > plain `{name}` > catch-all `{name:path}`;
///    where one path is a prefix of the other, the longer wins, except that a path beats itself
///    followed by a `{name:path?}` (which takes nothing there) and the root path `/`
///    beats a root catch-all `/{rest:path}` (under `trailingSlash: strict` a catch-all may take
///    nothing, so both match `/`; a level down, `/s/` ends in an empty literal segment, which beats
///    `/s/{rest:path}` by the kinds). A `regex:` route ranks after every template route of its
///    priority.
/// 3. Among routes equal so far, one whose hosts name the link's host exactly beats one that
///    matches it by a wildcard (this rule depends on the link: ``RouteTable`` applies it).
/// 4. More required query parameters and `absent:` names (optional ones count for nothing).
/// 5. Of two routes with the same signature, the one whose schemes and hosts are a strict subset.
/// 6. File order.
enum RouteRank {
    /// The keys of rules 1 and 2: routes with equal keys are tied until rule 3.
    static func classKey(of route: Route) -> [Int] {
        [route.priority, route.pattern == nil ? 1 : 0] + (route.pattern?.path.map(\.strength) ?? [])
    }

    /// Whether `lhs` is tried before `rhs` (every rule but 3, which depends on the link).
    static func precedes(_ lhs: Route, _ rhs: Route) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        switch (lhs.pattern, rhs.pattern) {
        case let (left?, right?):
            for (a, b) in zip(left.path, right.path) where a.strength != b.strength {
                return a.strength < b.strength
            }
            if left.path.count != right.path.count { return longerPrecedes(left.path, right.path) }
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): break
        }
        if lhs.queryRank != rhs.queryRank { return lhs.queryRank > rhs.queryRank }
        if lhs.scopeRank != rhs.scopeRank { return lhs.scopeRank < rhs.scopeRank }
        return lhs.order < rhs.order
    }

    /// Of two paths of different lengths whose kinds agree as far as the shorter goes, whether
    /// `left` is tried first: the longer, except that the root path beats a root catch-all.
    static func longerPrecedes(_ left: [PathComponent], _ right: [PathComponent]) -> Bool {
        if isRootCatchAll(left, against: right) || endsInOptionalRest(left, against: right) { return false }
        if isRootCatchAll(right, against: left) || endsInOptionalRest(right, against: left) { return true }
        return left.count > right.count
    }

    /// Whether `path` is `other` and a final `{name:path?}`, which takes nothing on `other`'s links.
    private static func endsInOptionalRest(_ path: [PathComponent], against other: [PathComponent]) -> Bool {
        path.count == other.count + 1 && path.last?.kind == .optionalPath
    }

    /// Whether `path` is a root catch-all (`/{rest:path}`) and `other` the root path (`/`).
    private static func isRootCatchAll(_ path: [PathComponent], against other: [PathComponent]) -> Bool {
        guard other.isEmpty, path.count == 1, case .parameter(_, .path) = path[0] else { return false }
        return true
    }

    /// What two template routes must share to be compared by their schemes and hosts (and be a
    /// conflict where those overlap without one holding the other): the same priority, the same
    /// segment kinds and constraints, the same required query parameters with the same
    /// constraints, and the same `absent:` names.
    struct Signature: Hashable {
        var priority: Int
        var path: [String]
        var requiredQuery: [String]
        var absent: [String]
    }

    /// The route's signature, or nil for a `regex:` route (raw regexes are never called conflicts).
    static func signature(of route: Route) -> Signature? {
        guard let pattern = route.pattern else { return nil }
        let path = pattern.path.map { component -> String in
            switch component {
            case .literal(let text): return "=" + text
            case .alternatives(let words): return "=" + words.sorted().joined(separator: "|")
            case .parameter(_, let kind): return "{:\(kind)}"
            }
        }
        let required = route.query.compactMap { requirement -> String? in
            switch requirement.value {
            case .literal(let text): return "\(requirement.queryName)=\(text)"
            case .parameter(_, let kind):
                return route.isRequired(requirement) ? "\(requirement.queryName)={:\(kind)}" : nil
            }
        }
        return Signature(priority: route.priority, path: path, requiredQuery: required.sorted(), absent: route.absent.sorted())
    }
}

extension RouteRank {
    /// Why `winner` is tried before `loser`, in words (both match the same link; `host` is the
    /// link's, for rule 3; `inDeclarationOrder` for a table whose routes are tried as written).
    static func reason(_ winner: Route, beats loser: Route, host: String? = nil, inDeclarationOrder: Bool = false) -> String {
        if winner.priority != loser.priority { return "priority \(winner.priority) beats \(loser.priority)" }
        if inDeclarationOrder { return "it is written first, and the table matches in declaration order (matchOrder: declaration)" }
        switch (winner.pattern, loser.pattern) {
        case let (left?, right?):
            for (index, (a, b)) in zip(left.path, right.path).enumerated() where a.strength != b.strength {
                return "at segment \(index + 1), \(describe(a)) beats \(describe(b))"
            }
            if left.path.count != right.path.count {
                if left.path.count > right.path.count { return "the longer path wins" }
                return right.path.last?.kind == .optionalPath ? "the path ends where the other's \(right.path.last?.description ?? "") takes nothing"
                    : "the root path beats a root catch-all, which may take nothing under trailingSlash: strict"
            }
        case (.some, nil): return "template routes are tried before regex routes"
        default: break
        }
        if let host, HostPattern.bestMatch(in: winner.hosts, host) == .exact, HostPattern.bestMatch(in: loser.hosts, host) == .wildcard {
            return "it names the host '\(host)' exactly, the other only by a wildcard"
        }
        if winner.queryRank != loser.queryRank {
            return "more required query parameters and absent: names (\(winner.queryRank) against \(loser.queryRank))"
        }
        if winner.scopeRank != loser.scopeRank { return "its schemes and hosts are a narrower set" }
        return "it comes first in the route files"
    }

    private static func describe(_ component: PathComponent) -> String {
        switch component {
        case .literal(let text): return "the literal '\(text)'"
        case .alternatives: return "the literal alternatives '\(component)'"
        case .parameter(_, .plain): return "a plain parameter \(component)"
        case .parameter(_, .path), .parameter(_, .optionalPath): return "a catch-all \(component)"
        case .parameter: return "a typed parameter \(component)"
        }
    }
}
