/// Whether two routes may accept one same link, decided on their templates (segment by segment)
/// and required query items; a `regex:` route is compared by its literal prefix. It answers
/// "may" whenever it cannot tell, so an exclusion it clears is safe to write.
struct RouteOverlap {
    /// Whether a link with every query name in `present` given could fit `a`'s path and query
    /// requirements and match `b`. (`a`'s own `absent:` names are not looked at: `present` is
    /// how the caller asks about the links `a` refuses for one of them.)
    static func mayOverlap(_ a: Route, _ b: Route, present: Set<String> = []) -> Bool {
        guard present.isDisjoint(with: b.absent), queriesAgree(a, b) else { return false }
        guard let left = a.spec.components, let right = b.spec.components else {
            return prefixesAgree(prefix(of: a), prefix(of: b))
        }
        return segmentsOverlap(left[...], right[...])
    }

    /// Whether two required literal query values could both hold.
    private static func queriesAgree(_ a: Route, _ b: Route) -> Bool {
        for first in a.query where a.isRequired(first) {
            guard case .literal(let x) = first.value else { continue }
            for second in b.query where b.isRequired(second) && second.queryName == first.queryName {
                if case .literal(let y) = second.value, x != y { return false }
            }
        }
        return true
    }

    private static func segmentsOverlap(_ a: ArraySlice<PathComponent>, _ b: ArraySlice<PathComponent>) -> Bool {
        guard let x = a.first, let y = b.first else {
            let rest = a.isEmpty ? b : a  // both end, or one's last `{name:path?}` takes nothing
            return rest.isEmpty || (rest.count == 1 && rest.first?.kind == .optionalPath)
        }
        if x.kind?.takesRestOfPath == true || y.kind?.takesRestOfPath == true { return true }
        return segmentOverlaps(x, y) && segmentsOverlap(a.dropFirst(), b.dropFirst())
    }

    private static func segmentOverlaps(_ x: PathComponent, _ y: PathComponent) -> Bool {
        switch (words(of: x), words(of: y)) {
        case let (left?, right?): return !Set(left).isDisjoint(with: right)
        case let (left?, nil): return left.contains { fits($0, y) }
        case let (nil, right?): return right.contains { fits($0, x) }
        case (nil, nil): return true
        }
    }

    /// The literal words a segment takes, or nil for a parameter of open text.
    private static func words(of component: PathComponent) -> [String]? {
        switch component {
        case .literal(let text): return [text]
        case .alternatives(let words): return words
        case .parameter(_, .bool): return ["true", "false", "1", "0"]
        case .parameter(_, .regex(let source)): return RouteCover.words(ofRegex: source)
        case .parameter: return nil
        }
    }

    /// Whether a literal word could be a value of a parameter segment (an inline regex: may).
    private static func fits(_ word: String, _ component: PathComponent) -> Bool {
        guard case .parameter(_, let kind) = component else { return true }
        return kind.fitsShape(Substring(word)) ?? true
    }

    /// The literal text every path of a route starts with.
    private static func prefix(of route: Route) -> String {
        guard let components = route.spec.components else {
            guard case .literal(let text)? = RouteCover.prefix(ofRegex: route.regex ?? "").pieces.first else { return "" }
            return text
        }
        var text = ""
        for component in components {
            guard case .literal(let segment) = component else { return text + "/" }
            text += "/" + segment
        }
        return text
    }

    /// Whether two paths with these prefixes could be the same path.
    private static func prefixesAgree(_ a: String, _ b: String) -> Bool { a.hasPrefix(b) || b.hasPrefix(a) }
}
