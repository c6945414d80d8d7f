extension LinkWriter {
    /// The route match of the judge's `answer`: its route with the parameters it made, or made
    /// from `captures` (of the parameters whose bits are `given`, in `path` and `query`) for one
    /// read from them; nil when it declined or none took the link.
    func routeMatch(of answer: LinkJudge.Answer?, captures: UnsafeBufferPointer<TemplateCapture>, given: UInt64,
                    path: UnsafeBufferPointer<UInt8>, query: [DeepLink.QueryItem], limits: PCRE2Limits) -> RouteMatch? {
        switch answer {
        case .captured(let unretained)?:
            let route = unretained.takeUnretainedValue(), taken = UnsafeBufferPointer(rebasing: captures[..<given.nonzeroBitCount])
            return route.parameters(of: taken, given: given, in: path, query: query, limits: limits)
                .map { RouteMatch(route: route.route, params: $0, position: route.position) }
        case .found(let found)?:
            return RouteMatch(route: found.route, params: found.params, position: found.position)
        case .declined?, nil:
            return nil
        }
    }

    /// The answer rank rule 3 gives a link whose route (`answer`) took it by a wildcard host while
    /// later routes name hosts exactly: the later route of its rank class that names the link's
    /// host and matches it (``RouteTable/preferringExactHost(_:link:)``, from the link parsed
    /// whole), or the route itself, with its parameters; declined when the link is not one the
    /// parser reads whole.
    func preferringExactHost(_ answer: LinkJudge.Answer?, line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>,
                             captures: UnsafeBufferPointer<TemplateCapture>, given: UInt64, query: [DeepLink.QueryItem], table: RouteTable,
                             settings: Settings) throws(PCRE2Error) -> LinkJudge.Answer? {
        guard answer != nil else { return nil }
        guard let found = routeMatch(of: answer, captures: captures, given: given, path: path, query: query, limits: settings.limits),
              let link = try? DeepLink(resolving: String(decoding: line, as: UTF8.self), limits: settings.linkLimits, options: linkOptions)
        else { return .declined }
        let preferred = try table.preferringExactHost(found, link: link)
        return .found(Found(route: preferred.route, position: preferred.position, params: preferred.params, query: query))
    }
}
