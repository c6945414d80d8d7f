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
    /// How plans change stacks: ``TransitionPlan/Style/minimal`` (pops and pushes) unless set to
    /// ``TransitionPlan/Style/reuse`` (one `setStack` per changed stack, keeping live screens).
    public var planStyle = TransitionPlan.Style.minimal

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
        let (match, redirects) = try matched(url, context: context)
        let shown = try shownState(current)
        let (target, pending, unmet) = guarded(StackBuilder(table: table).state(for: match, over: shown), shown: shown, context: context)
        let plan = TransitionPlan(from: shown, to: target, transitions: table.flows.mapValues(\.transition), style: planStyle)
        return Resolution(url: url, match: match, current: shown, target: target, plan: plan, pending: pending, requires: unmet,
                          events: events ? NavigationEvent.events(applying: plan, to: shown) : nil, redirects: redirects)
    }

    /// The way back to `pending`, the state a guard kept when `url` first came: the target and
    /// plan of ``resume(_:from:context:events:)``, with the link's route, parameters and redirects.
    /// What `linkstack resolve URL --pending` prints.
    ///
    /// - Throws: What ``resolve(_:from:context:events:)`` throws for the link, or what
    ///   ``resume(_:from:context:events:)`` throws for the states.
    public func resolve(_ url: String, resuming pending: NavigationState, from current: NavigationState,
                        context: NavigationContext = NavigationContext(), events: Bool = false) throws(ResolutionError) -> Resolution {
        let (match, redirects) = try matched(url, context: context)
        let back = try resume(pending, from: current, context: context, events: events)
        return Resolution(url: url, match: match, current: back.current, target: back.target, plan: back.plan,
                          pending: back.pending, requires: back.requires, events: back.events, redirects: redirects)
    }

    /// Plans the way back to a link a guard kept as ``Resolution/pending``, once the app has done
    /// what was required (signed in): from `current` (the sign-in state) to `pending` exactly, the
    /// other tabs' stacks as they were when the link came.
    ///
    /// The guards are checked again: while `pending`'s flow's requirements are still unmet, the
    /// answer is the same redirect, with `pending` kept. (Resolving the bare URL again from the
    /// sign-in state would instead start the target flow afresh: its other tabs at their roots.)
    ///
    /// ```swift
    /// let first = try resolver.resolve("shop://checkout/payment", from: shown)   // signed out
    /// // ... the user signs in on first.target ...
    /// let back = try resolver.resume(first.pending!, from: first.target, context: NavigationContext(["signedIn": true]))
    /// back.target == first.pending  // true
    /// ```
    ///
    /// - Parameters:
    ///   - pending: The state a guard kept.
    ///   - current: What the app shows now.
    ///   - context: What holds now.
    ///   - events: Whether to list the notifications UIKit sends while the plan is applied.
    /// - Throws: ``ResolutionError/invalidTarget(_:)`` for a `pending` the table cannot show (its
    ///   path starts `pending`), ``ResolutionError/invalidCurrent(_:)`` or ``ResolutionError/invalidContext(_:)``.
    public func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext = NavigationContext(),
                       events: Bool = false) throws(ResolutionError) -> Resumption {
        try table.check(context)
        guard !pending.isEmpty else { throw .invalidTarget("pending: the state shows nothing; a pending state always has a stack") }
        let kept: NavigationState
        do throws(ResolutionError.Message) {
            kept = try StateValidator(table: table).validated(pending)
        } catch {
            // The problem's JSON path, under "pending": pending.stacks.Home[1].screen, pending[0].screen.
            throw .invalidTarget("pending" + (error.text.hasPrefix("[") ? "" : ".") + error.text)
        }
        let shown = try shownState(current)
        let (target, stillPending, unmet) = guarded(kept, shown: shown, context: context)
        let plan = TransitionPlan(from: shown, to: target, transitions: table.flows.mapValues(\.transition), style: planStyle)
        return Resumption(current: shown, target: target, plan: plan, pending: stillPending, requires: unmet,
                          events: events ? NavigationEvent.events(applying: plan, to: shown) : nil)
    }

    /// The link `url` parsed under ``linkLimits`` and its route found, following `redirect:`
    /// routes, once `context` is known to name only the table's context names.
    private func matched(_ url: String, context: NavigationContext) throws(ResolutionError) -> (RouteMatch, [Redirect]) {
        let link: DeepLink
        do throws(DeepLinkError) {
            link = try DeepLink(url, limits: linkLimits, options: table.linkOptions)
        } catch {
            throw .invalidURL(error)
        }
        try table.check(context)
        return try table.matchFollowingRedirects(link)
    }

    /// `current` checked against the table and placed in its flow and tab.
    private func shownState(_ current: NavigationState) throws(ResolutionError) -> NavigationState {
        do throws(ResolutionError.Message) {
            return try StateValidator(table: table).validated(current)
        } catch {
            throw .invalidCurrent(error.text)
        }
    }

    /// `target`, or the redirect flow's state when `target`'s flow has unmet requirements: then
    /// with `target` as pending (unless only negated names were unmet) and the unmet names.
    private func guarded(_ target: NavigationState, shown: NavigationState,
                         context: NavigationContext) -> (target: NavigationState, pending: NavigationState?, unmet: [String]) {
        guard let flow = target.flow.flatMap({ table.flows[$0] }), let redirect = redirect(from: flow, context: context) else {
            return (target, nil, [])
        }
        let unmet = flow.requires.filter { !context.holds($0) }
        // Only a negated name unmet (a signed-in user on the sign-in link): nothing to resume.
        let pending = unmet.allSatisfy { $0.hasPrefix("!") } ? nil : target
        let shownInstead = redirect.name == shown.flow ? shown.withoutModals : StackBuilder(table: table).initialState(of: redirect)
        return (shownInstead, pending, unmet)
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
