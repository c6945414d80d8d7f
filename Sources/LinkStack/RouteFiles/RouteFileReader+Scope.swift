import Yams

extension RouteFileReader {
    /// A `hosts:` or `urlHosts:` list (a file's or a route's), lower-cased; each must be a host
    /// name or a wildcard `*.example.com` (``HostPattern``), reported where it stands otherwise.
    mutating func hosts(_ node: Node, what: String) -> [String] {
        guard case .sequence(let items) = node else {
            report("\(what) must be a list, like [example.com, \"*.example.com\"]", at: node)
            return []
        }
        return items.compactMap { item in
            guard let host = scalar(item, what: "an item of \(what)")?.text.lowercased() else { return nil }
            if let problem = HostPattern.problem(with: host) {
                report(problem, at: item)
                return nil
            }
            return host
        }
    }

    /// `trailingSlash: ignore | strict`.
    mutating func trailingSlash(_ node: Node) -> (isStrict: Bool, location: SourceLocation)? {
        switch scalar(node, what: "'trailingSlash'")?.text {
        case "ignore"?: return (false, location(node))
        case "strict"?: return (true, location(node))
        case let other?: report("unknown trailingSlash '\(other)'; use ignore (the default) or strict", at: node)
        case nil: break
        }
        return nil
    }

    /// `dropQuery: [utm_*, fbclid]`: query names dropped before matching, each a name or a prefix
    /// and a final `*`.
    mutating func dropQuery(_ node: Node) -> [(pattern: String, location: SourceLocation)] {
        guard case .sequence(let items) = node else {
            report("dropQuery must be a list of query names, like [utm_*, fbclid, gclid]", at: node)
            return []
        }
        return items.compactMap { item in
            guard let text = scalar(item, what: "a dropQuery name")?.text else { return nil }
            guard !text.isEmpty, text != "*", !text.dropLast().contains("*") else {
                report("dropQuery takes a query name, or a prefix and a final '*' (utm_*); '\(text)' is neither"
                       + (text == "*" ? " (it would drop every query item)" : ""), at: item)
                return nil
            }
            return (text, location(item))
        }
    }

    /// `matchOrder: ranked | declaration` (true for `declaration`).
    mutating func matchOrder(_ node: Node) -> (isDeclaration: Bool, location: SourceLocation)? {
        switch scalar(node, what: "'matchOrder'")?.text {
        case "ranked"?: return (false, location(node))
        case "declaration"?: return (true, location(node))
        case let other?: report("unknown matchOrder '\(other)'; use ranked (the default: the match order's rules) or declaration "
                                + "(the first route written that matches wins)", at: node)
        case nil: break
        }
        return nil
    }

    /// `caseSensitive: true` (the default) or `false` (literal segments match in any case, as
    /// go_router's `caseSensitive: false`); nil (reported) for anything else.
    mutating func caseSensitive(_ node: Node) -> Bool? {
        guard let value = scalar(node, what: "'caseSensitive'") else { return nil }
        switch (value.isPlain, value.text) {
        case (true, "true"): return true
        case (true, "false"): return false
        default:
            report("'caseSensitive' is true (the default) or false (literal segments match in any case)", at: node)
            return nil
        }
    }

    /// `invalidOptional: ignore` (true) or `reject` (false); nil (reported) for anything else.
    mutating func invalidOptional(_ node: Node) -> Bool? {
        switch scalar(node, what: "'invalidOptional'")?.text {
        case "ignore"?: return true
        case "reject"?: return false
        case let other?:
            let hint = NameSuggestion.closest(to: other, among: ["reject", "ignore"]).map { "did you mean '\($0)'? " } ?? ""
            report("unknown invalidOptional '\(other)'; \(hint)use reject (the default) or ignore", at: node)
        case nil: break
        }
        return nil
    }

    /// A route's own `schemes:`, `hosts:`, `absent:`, `internal:`, `linkParameter:` and `invalidOptional:` keys, read into `definition`.
    mutating func readScope(_ fields: [String: Node], into definition: inout RouteDefinition) {
        if let node = fields["caseSensitive"] { definition.isCaseInsensitive = caseSensitive(node).map { !$0 } }
        if let node = fields["invalidOptional"] {
            definition.ignoresInvalidOptional = invalidOptional(node)
            definition.invalidOptionalLocation = location(node)
        }
        if let node = fields["schemes"] {
            definition.schemes = schemes(node)
            definition.scopeLocation = location(node)
        }
        if let node = fields["hosts"] {
            definition.hosts = hosts(node, what: "hosts")
            definition.scopeLocation = definition.scopeLocation ?? location(node)
        }
        if let node = fields["internal"], let value = scalar(node, what: "'internal'") {
            switch (value.isPlain, value.text) {
            case (true, "true"): definition.isInternal = true
            case (true, "false"): break
            default: report("'internal' is true (only a redirect reaches the route) or false", at: node)
            }
        }
        if let node = fields["linkParameter"], let value = scalar(node, what: "'linkParameter'") {
            definition.linkParameter = (value.text, location(node))
        }
        if let node = fields["absent"] {
            definition.absent = strings(node, what: "absent").map(\.text)
            if definition.absent.isEmpty { report("'absent' lists query names, like [token]", at: node) }
        }
    }

    /// What a route with `exclude:` or `redirect:` does instead of showing a screen: `exclude: true`,
    /// or `redirect: "/posts/{id}"`; nil (reported) when it is written wrong.
    mutating func action(_ fields: [String: Node], at node: Node) -> (RouteTarget, SourceLocation)? {
        let key = fields["exclude"] != nil ? "exclude" : "redirect"
        if fields["screen"] != nil || fields["stack"] != nil {
            report("a route with '\(key)' shows no screen: drop 'screen'/'stack'", at: node)
        }
        let action: (RouteTarget, SourceLocation)?
        switch (fields["exclude"], fields["redirect"]) {
        case (let excludeNode?, nil):
            action = exclusion(excludeNode)
        case (nil, let redirectNode?):
            action = redirect(redirectNode)
        default:
            report("a route has either 'exclude' or 'redirect', not both", at: node)
            return nil
        }
        if action != nil, fields["name"] == nil {
            report("a route with '\(key)' needs a 'name' (it has no screen to be named after)", at: node)
        }
        return action
    }

    private mutating func exclusion(_ node: Node) -> (RouteTarget, SourceLocation)? {
        guard let value = scalar(node, what: "'exclude'") else { return nil }
        guard value.isPlain, value.text == "true" else {
            report("'exclude' is true (or left out): an excluded route answers no_route for the links it matches", at: node)
            return nil
        }
        return (.exclude, location(node))
    }

    private mutating func redirect(_ node: Node) -> (RouteTarget, SourceLocation)? {
        guard let value = scalar(node, what: "'redirect'") else { return nil }
        guard !value.text.isEmpty else {
            report("'redirect' is the link to go to, like \"/posts/{id}\" or \"{redirect_to}\"", at: node)
            return nil
        }
        return (.redirect(value.text), location(node))
    }
}
