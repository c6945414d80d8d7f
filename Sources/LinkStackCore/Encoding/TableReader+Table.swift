extension TableReader {
    /// The link limits and options ``TableWriter/linkRules(_:_:)`` wrote.
    package mutating func linkRules() throws(TableDataError) -> (limits: DeepLink.Limits, options: DeepLink.Options) {
        let limits = DeepLink.Limits(maxLength: try int(), maxSegments: try int(), maxSegmentLength: try int(), maxQueryItems: try int())
        // A table can only tighten the defaults: data that loosens one (a re-sealed file) is refused.
        let defaults = DeepLink.Limits.default
        for (value, most) in [(limits.maxLength, defaults.maxLength), (limits.maxSegments, defaults.maxSegments),
                              (limits.maxSegmentLength, defaults.maxSegmentLength), (limits.maxQueryItems, defaults.maxQueryItems)]
        where !(1...most).contains(value) {
            throw failure("a link limit is \(value), outside 1…\(most): a table can only tighten the defaults")
        }
        return (limits, DeepLink.Options(hostSchemes: Set(try strings()), keepsTrailingSlash: try bool(), droppedQuery: try strings()))
    }

    /// A screen ``TableWriter/screen(_:)`` wrote.
    package mutating func screen() throws(TableDataError) -> ScreenDefinition {
        let name = try string(), title = try optional { reader throws(TableDataError) in try reader.string() }
        let parent = try optional { reader throws(TableDataError) in try reader.string() }
        let declared = try optional { reader throws(TableDataError) in try reader.strings() }
        let styleName = try string(), style = styleName.isEmpty ? nil : PresentationStyle(rawValue: styleName)
        guard styleName.isEmpty || style != nil else { throw failure("unknown presentation style") }
        let isOverCurrent = try bool()
        let guards = try guards()
        let routeParams = try optional { reader throws(TableDataError) in try reader.strings() }
        let location = try location(), parentLocation = try optional { reader throws(TableDataError) in try reader.location() }
        return ScreenDefinition(name: name, title: title, parent: parent, declaredParams: declared, isOverCurrent: isOverCurrent,
                                presentation: style, guards: guards, routeParams: routeParams, location: location,
                                parentLocation: parentLocation)
    }

    /// A flow ``TableWriter/flow(_:)`` wrote.
    package mutating func flow() throws(TableDataError) -> FlowDefinition {
        let name = try string(), root = try optional { reader throws(TableDataError) in try reader.string() }
        let tabs = try strings(), guards = try guards()
        guard let transition = FlowTransition(rawValue: try string()) else { throw failure("unknown flow transition") }
        return FlowDefinition(name: name, root: root, tabs: tabs, guards: guards, transition: transition, location: try location())
    }

    /// Guards as ``TableWriter/guards(_:)`` writes them.
    package mutating func guards() throws(TableDataError) -> [NavigationGuard] {
        try list { reader throws(TableDataError) in NavigationGuard(requires: try reader.strings(), redirect: try reader.string()) }
    }

    /// A route ``TableWriter/linkRoute(_:)`` wrote; routes that list the same schemes or hosts share one set.
    package mutating func linkRoute() throws(TableDataError) -> LinkRoute {
        let name = try string()
        let path: LinkRoute.Path
        switch try unsigned() {
        case 0: path = .template(try list { reader throws(TableDataError) in try reader.component() })
        case 1: path = .regex(try string(), groups: try strings())
        default: throw failure("unknown route path")
        }
        let query = try list { reader throws(TableDataError) in try reader.requirement() }
        let openQuery = try optional { reader throws(TableDataError) in try reader.string() }
        let defaults = try list { reader throws(TableDataError) in (try reader.string(), try reader.value()) }
        let target = try self.target()
        let schemes = try stringSet(), hosts = try stringSet(), ownsHosts = try bool(), absent = try strings(), urlHosts = try stringSet()
        let ignoresInvalidOptional = try bool(), isInternal = try bool(), isCaseInsensitive = try bool()
        let linkParameter = try optional { reader throws(TableDataError) in try reader.string() }
        return LinkRoute(name: name, path: path, query: query, openQuery: openQuery,
                         defaults: Dictionary(defaults, uniquingKeysWith: { first, _ in first }), target: target, schemes: schemes.list,
                         hosts: hosts.list, ownsHosts: ownsHosts, absent: absent, urlHosts: urlHosts.set,
                         ignoresInvalidOptional: ignoresInvalidOptional, rankClass: try int(), schemeSet: schemes.set, hostSet: hosts.set,
                         isInternal: isInternal, isCaseInsensitive: isCaseInsensitive, linkParameter: linkParameter)
    }
}
