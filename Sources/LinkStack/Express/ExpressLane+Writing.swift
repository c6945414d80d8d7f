extension ExpressLane {
    /// A route the lane found for a link whose parameters the route makes: the route, where its
    /// captures' group numbers are (``CalloutGroups/positions(of:)``) and the link's query items.
    struct Found {
        let route: ExpressRoute
        let groups: CalloutGroups
        let numbers: Range<Int>
        let query: [DeepLink.QueryItem]
    }

    /// Writes the template of the found link's kind with its ``Parameters``, made by the route as
    /// the general path makes them (``Route/parameters(query:capturedBytes:limits:)``, its typed
    /// query values matched under the lane's allowance), with the optional values it ignored;
    /// false (nothing written) when the route refuses the link (the general path then tries the
    /// routes after it), an open map is given a name twice, or the kind has no template yet.
    func write(_ found: Found, line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, current: NavigationState,
               context: NavigationContext, events: Bool, into output: inout [UInt8]) -> Bool {
        let route = found.route.route
        let numbers = found.numbers, groups = found.groups
        let ranges = (0..<found.route.parameterCount).map { scratch.range(ofGroup: groups.number(at: numbers.lowerBound + $0)) }
        guard !ranges.contains(where: { ($0?.upperBound ?? 0) > path.count }) else { return false }
        let params = try? PCRE2MatchContext.withBudget(allowance) { () throws(PCRE2Error) -> Parameters? in
            try route.parameters(query: found.query, capturedBytes: { ranges[$0].map { UnsafeBufferPointer(rebasing: path[$0]) } }, limits: limits)
        }
        guard let params, route.spec.openQuery == nil || found.query.firstRepeatedName(where: { _ in true }) == nil else { return false }
        let ignored = route.spec.ignoredValues(query: found.query, params: params)
        let flags = ResolutionTemplates.flags(events: events, style: style, ignores: !ignored.isEmpty)
        let kind = graph.templates.entry(route: found.route.name, params: params, current: current, context: context, flags: flags)
        guard case .template(let template)? = kind?.status else { return false }
        template.render(url: line, params: params, redirects: [], ignored: ignored, into: &output)
        return true
    }

    /// Writes `template` with the link's captures, the groups of the last match whose numbers are
    /// at `numbers` in `groups`: ranges of the link's normalized `path`, read as their kinds read
    /// them; false (nothing written) when one took no part or its kind refuses it.
    func write(_ template: ResolutionTemplate, route: ExpressRoute, groups: CalloutGroups, numbers: Range<Int>,
                       line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        guard let pathBase = path.baseAddress else { return false }
        return withUnsafeTemporaryAllocation(of: TemplateCapture.self, capacity: route.parameterCount) { captures in
            for (position, capture) in route.captures.enumerated() {
                guard let range = scratch.range(ofGroup: groups.number(at: numbers.lowerBound + capture)), range.upperBound <= path.count,
                      let read = TemplateCapture(range, in: path, isInt: route.ints & 1 << UInt64(capture) != 0)
                else {
                    captures.baseAddress?.deinitialize(count: position)
                    return false
                }
                captures.initializeElement(at: position, to: read)
            }
            template.render(line: line, path: pathBase, captures: UnsafeBufferPointer(captures), into: &output)
            captures.baseAddress?.deinitialize(count: route.parameterCount)
            return true
        }
    }

    /// `{"error":{"code":"no_route","message":"no route matches PATH","url":"URL"}}`.
    func writeNoRoute(_ line: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(contentsOf: ExpressLane.noRoute)
        output.append(contentsOf: path)
        output.append(contentsOf: ExpressLane.errorURL)
        output.append(contentsOf: line)
        output.append(contentsOf: ExpressLane.endOfError)
    }

    private static let noRoute = Array(#"{"error":{"code":"no_route","message":"no route matches "#.utf8)
    private static let errorURL = Array(#"","url":""#.utf8)
    private static let endOfError = Array(#""}}"#.utf8)
}
