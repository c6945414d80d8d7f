/// Turns deep links into navigation: the public entry point of LinkStack.
///
/// ```swift
/// let resolver = Resolver(table: try RouteTable(contentsOf: "Routes"))
/// let resolution = try resolver.resolve("shop://products/42/reviews", from: current,
///                                       context: NavigationContext(["signedIn": true]))
/// resolution.target.stack  // [Home, ProductList, Product(id: 42), Reviews(id: 42)]
/// resolution.plan          // popTo(index: 1), push(Product(id: 42)), push(Reviews(id: 42))
/// print(resolution.json.rendered())
/// ```
///
/// A resolver holds no mutable state and may be shared across threads.
public struct Resolver: Sendable {
    /// The compiled routes, screens and flows.
    public let table: RouteTable
    /// Size limits for links: the table's ``RouteTable/linkLimits`` unless set.
    public var linkLimits: DeepLink.Limits

    /// Creates a resolver over a table.
    public init(table: RouteTable) {
        self.table = table
        self.linkLimits = table.linkLimits
    }

    /// Resolves `url` into the target state and the plan from `current`.
    ///
    /// A target in a flow whose `requires` do not all hold in `context` resolves to the `redirect`
    /// flow instead, with the original target as ``Resolution/pending`` and the unmet names as
    /// ``Resolution/requires``. A `redirect:` route's link is resolved again, hop by hop
    /// (``Resolution/redirects``); an `exclude: true` route's link answers `no_route`.
    ///
    /// - Parameters:
    ///   - url: The deep link, e.g. `shop://products/42/reviews`.
    ///   - current: What the app shows now; nothing by default.
    ///   - context: What holds, such as `signedIn=true`; nothing by default.
    ///   - events: Whether to list the notifications UIKit sends while the plan is applied.
    /// - Returns: The route, parameters, target state and plan.
    /// - Throws: ``ResolutionError/invalidURL(_:)``, ``ResolutionError/noRoute(url:reason:)``,
    ///   ``ResolutionError/matchLimit(url:route:)``, ``ResolutionError/redirectLoop(url:hops:)`` or
    ///   ``ResolutionError/invalidCurrent(_:)``.
    public func resolve(_ url: String, from current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                        events: Bool = false) throws(ResolutionError) -> Resolution {
        let link: DeepLink
        do throws(DeepLinkError) {
            link = try DeepLink(url, limits: linkLimits, options: table.linkOptions)
        } catch {
            throw .invalidURL(error)
        }
        try table.check(context)
        let (match, redirects) = try table.matchFollowingRedirects(link)
        let shown: NavigationState
        do throws(ResolutionError.Message) {
            shown = try StateValidator(table: table).validated(current)
        } catch {
            throw .invalidCurrent(error.text)
        }
        let builder = StackBuilder(table: table)
        var target = builder.state(for: match, over: shown)
        var pending: NavigationState?
        var unmet: [String] = []
        if let flow = target.flow.flatMap({ table.flows[$0] }), let redirect = redirect(from: flow, context: context) {
            unmet = flow.requires.filter { !context.holds($0) }
            // Only a negated name unmet (a signed-in user on the sign-in link): nothing to resume.
            pending = unmet.allSatisfy { $0.hasPrefix("!") } ? nil : target
            target = redirect.name == shown.flow ? shown.withoutModals : builder.initialState(of: redirect)
        }
        let plan = TransitionPlan(from: shown, to: target, transitions: table.flows.mapValues(\.transition))
        return Resolution(url: url, match: match, current: shown, target: target, plan: plan, pending: pending, requires: unmet,
                          events: events ? NavigationEvent.events(applying: plan, to: shown) : nil, redirects: redirects)
    }

    /// The flow to show instead of `flow` when its requirements are unmet: its redirect, followed
    /// on while that flow's own requirements are unmet too. Nil when `flow` may be shown.
    private func redirect(from flow: FlowDefinition, context: NavigationContext) -> FlowDefinition? {
        var current = flow
        var visited: Set<String> = [flow.name]
        while !current.requires.allSatisfy(context.holds), let next = current.redirect.flatMap({ table.flows[$0] }),
              visited.insert(next.name).inserted {
            current = next
        }
        return current.name == flow.name ? nil : current
    }
}

extension NavigationState {
    /// The same state with every modal stack dismissed.
    var withoutModals: NavigationState {
        var state = self
        state.modals = []
        return state
    }
}
