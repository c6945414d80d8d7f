import LinkStackCore

/// What the route file checks and tools read of a route's target (the core, which only shows it,
/// leaves it out).
extension LinkRoute {
    /// The parameters every match carries: path parameters, then required or defaulted query
    /// ones, then the link itself (`linkParameter:`).
    var capturedNames: [String] {
        pathParameters.map(\.name) + query.filter { !$0.isOptional }.compactMap(\.parameterName) + (linkParameter.map { [$0] } ?? [])
    }

    /// The screen the route shows on top and the parameters every match gives it: its path's and
    /// its required (or defaulted) query parameters, in order (an optional `{ref?}` or an open
    /// map may be missing), or the explicit `params:` of a `stack:`'s top entry. Nil for an
    /// exclusion or a redirect.
    var topParameters: (screen: String, names: [String])? {
        switch target {
        case .screen(let name):
            return (name, capturedNames)
        case .stack(let entries):
            guard let top = entries.last else { return nil }
            return (top.screen, top.params.map { $0.keys.sorted() } ?? capturedNames)
        case .exclude, .redirect:
            return nil
        }
    }
}
