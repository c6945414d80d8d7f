import LinkStackCore

extension TableWriter {
    /// The link limits and options.
    mutating func linkRules(_ limits: DeepLink.Limits, _ options: DeepLink.Options) {
        for value in [limits.maxLength, limits.maxSegments, limits.maxSegmentLength, limits.maxQueryItems] { int(value) }
        strings(options.hostSchemes.sorted())
        bool(options.keepsTrailingSlash)
        strings(options.droppedQuery)
    }

    /// One screen: its name, title, parent, parameters, presentation and guards, and where.
    mutating func screen(_ screen: ScreenDefinition) {
        string(screen.name)
        optional(screen.title) { $0.string($1) }
        optional(screen.parent) { $0.string($1) }
        optional(screen.declaredParams) { $0.strings($1) }
        string(screen.presentation?.rawValue ?? "")
        bool(screen.isOverCurrent)
        guards(screen.guards)
        optional(screen.routeParams) { $0.strings($1) }
        location(screen.location)
        optional(screen.parentLocation) { $0.location($1) }
    }

    /// One flow: its name, root or tabs, guards, transition, and where.
    mutating func flow(_ flow: FlowDefinition) {
        string(flow.name)
        optional(flow.root) { $0.string($1) }
        strings(flow.tabs)
        guards(flow.guards)
        string(flow.transition.rawValue)
        location(flow.location)
    }

    /// A flow's or screen's guards, in order: each one's requirements and redirect.
    mutating func guards(_ guards: [NavigationGuard]) {
        list(guards) { writer, guarding in
            writer.strings(guarding.requires)
            writer.string(guarding.redirect)
        }
    }

    /// One route's data: name, path, query, defaults, target, schemes, hosts and rank class.
    mutating func linkRoute(_ route: LinkRoute) {
        string(route.name)
        switch route.path {
        case .template(let components):
            unsigned(0)
            list(components) { $0.component($1) }
        case .regex(let source, let groups):
            unsigned(1)
            string(source)
            strings(groups)
        }
        list(route.query) { $0.requirement($1) }
        optional(route.openQuery) { $0.string($1) }
        list(route.defaults.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key)
            writer.value(item.value)
        }
        target(route.target)
        strings(route.schemes)
        strings(route.hosts)
        bool(route.ownsHosts)
        strings(route.absent)
        strings(route.urlHosts.sorted())
        bool(route.ignoresInvalidOptional)
        bool(route.isInternal)
        bool(route.isCaseInsensitive)
        optional(route.linkParameter) { $0.string($1) }
        int(route.rankClass)
    }
}
