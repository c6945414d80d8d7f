import CLinkStackAtomics

/// The ``ResolutionTemplate`` of each kind of link a graph has answered as JSON: by route, the
/// names of the parameters it captured, the current state it was resolved from (as given), the context, whether
/// events were asked for, the plan style, and whether it took `redirect:` hops or ignored optional
/// values. Everything else a resolution writes is the same for every link of one kind, so once a
/// kind has been learned, each of its links is its template with the link's values in the holes.
///
/// A kind whose template cannot stand for every link of it is kept as declined, and each of its
/// links takes the whole resolution: one whose target shows a screen with captured values under a
/// name the shown state shows too (whether the two are equal, as a plan compares them, depends on
/// the values), or whose template did not give the link's own bytes back.
///
/// A kind is learned at its first link when kinds were kept before from the same shown state
/// under the same context (a batch's links, from the batch's own state, or a line's own state
/// given again): links keep coming from it. From a state not seen before (a line's own, which may
/// never come again), at its second.
///
/// Each route keeps its ``capacity`` most recent kinds, and the graph at most ``totalCapacity``
/// (past that, every kind is dropped and made again as links come): a batch of lines each with its
/// own current state keeps a bounded memo, as ``StateMemo`` keeps a bounded list of states.
///
/// A thread may keep templates of its own (the engine's writer keeps each route's last one, to
/// find it without the lock); once the memo's ``generation`` moves on, it reads none of them again
/// and drops them at the next one it keeps, so each it holds is one the memo held.
@_spi(Engine) public final class ResolutionTemplates: Sendable {
    /// One kind of link: seen once, or its template, or declined. A class, so that the current
    /// state and context it was made for are kept alive with it, and the storage addresses it
    /// knows the current state by stay that state's while it is kept.
    package final class Entry: Sendable {
        /// What is known of the kind.
        package enum Status: Sendable {
            /// One link of it has been resolved: the next makes its template.
            case seen
            /// Its links are written from this template.
            case template(ResolutionTemplate)
            /// Its links are resolved whole.
            case declined
        }

        let route: String
        let names: [String]
        let current: NavigationState
        let flowStack: UInt?, modals: UInt?, tabStacks: UInt?
        let context: NavigationContext
        let flags: Int
        package let status: Status
        /// The template of ``status``, unretained: kept by the entry, and read without a retain by
        /// a caller that keeps the entry while it writes (binding the status's template retained it).
        package let unretainedTemplate: Unmanaged<ResolutionTemplate>?

        init(route: String, names: [String], current: NavigationState, context: NavigationContext, flags: Int, status: Status) {
            self.route = route
            self.names = names
            self.current = current
            flowStack = PreparedStackJSON.address(of: current.flowStack)
            modals = PreparedStackJSON.address(of: current.modals)
            tabStacks = current.tabStacks.storageAddress
            self.context = context
            self.flags = flags
            self.status = status
            unretainedTemplate = if case .template(let template) = status { .passUnretained(template) } else { nil }
        }

        /// Whether a link of `route` with `params`, from `current` under `context`, is of this kind:
        /// the current state by its stacks' storage, with its flow and tab.
        @inline(__always)
        func holds(route: String, count: Int, name: (Int) -> String, current: NavigationState, context: NavigationContext,
                   flags: Int) -> Bool {
            guard self.flags == flags, names.count == count, isFrom(current), self.route == route else { return false }
            return names.indices.allSatisfy { names[$0] == name($0) } && isUnder(context)
        }

        /// Whether the kind's links come under `context`: the same storage (a batch's own context,
        /// every link's), else the same values. (Comparing the values alone retained the entry
        /// around the comparison, on every link.)
        @inline(__always)
        func isUnder(_ context: NavigationContext) -> Bool {
            if let address = self.context.values.storageAddress, address == context.values.storageAddress { return true }
            return self.context == context
        }

        /// Whether the kind's links come from `current` under `context` (its route, parameters and
        /// flags known the same): what a thread's own kept template is checked by.
        @inline(__always)
        package func isKind(from current: NavigationState, under context: NavigationContext) -> Bool {
            isFrom(current) && isUnder(context)
        }

        /// Whether the kind's links come from `current`: by its stacks' storage, with its flow and tab.
        @inline(__always)
        func isFrom(_ current: NavigationState) -> Bool {
            flowStack == PreparedStackJSON.address(of: current.flowStack) && tabStacks == current.tabStacks.storageAddress
                && modals == PreparedStackJSON.address(of: current.modals)
                && ResolutionTemplates.same(self.current.flow, current.flow) && ResolutionTemplates.same(self.current.tab, current.tab)
        }
    }

    /// The most kinds of link each route keeps.
    package static let capacity = 8
    /// The most kinds of link the graph keeps over all its routes, by default.
    package static let totalCapacity = 4_096

    /// The most kinds this memo keeps over all its routes.
    private let limit: Int

    /// Each route's kinds, newest last, in slots found from its name's bits (``RouteSlots``).
    private let routes = Locked(RouteSlots())

    /// How many times kinds were dropped: ``generation``'s count, in memory of its own, changed and
    /// read atomically (`CLinkStackAtomics`).
    @usableFromInline nonisolated(unsafe) let drops: UnsafeMutablePointer<UInt64>

    /// An empty memo that keeps at most `limit` kinds over all its routes.
    package init(limit: Int = ResolutionTemplates.totalCapacity) {
        self.limit = limit
        drops = .allocate(capacity: 1)
        drops.initialize(to: 0)
    }

    deinit {
        drops.deallocate()
    }

    /// How many times the memo has dropped kinds (past a route's ``capacity``, or every kind past
    /// its limit): a template a thread keeps of its own is one the memo keeps while this is
    /// unchanged.
    @inlinable public var generation: UInt64 {
        linkstack_load_relaxed_u64(drops)
    }

    /// The kinds' flags: events asked for, the plan style, and hops and ignored values present.
    @inlinable public static func flags(events: Bool, style: TransitionPlan.Style, hops: Bool = false, ignores: Bool = false) -> Int {
        (events ? 1 : 0) | (style == .minimal ? 0 : 2) | (hops ? 4 : 0) | (ignores ? 8 : 0)
    }

    /// The entry of a link's kind, or nil when none is kept.
    package func entry(route: String, params: Parameters, current: NavigationState, context: NavigationContext, flags: Int) -> Entry? {
        params.items.withUnsafeBufferPointer { items in
            entry(route: route, count: items.count, name: { items[$0].name }, current: current, context: context, flags: flags)
        }
    }

    /// The entry of a kind of link of `route` whose parameters are named `names` (in their
    /// byte order, as ``Parameters`` keeps them), or nil when none is kept.
    package func entry(route: String, names: UnsafeBufferPointer<String>, current: NavigationState, context: NavigationContext,
                       flags: Int) -> Entry? {
        entry(route: route, count: names.count, name: { names[$0] }, current: current, context: context, flags: flags)
    }

    /// The entry of a kind of link of `route` whose parameters are named `names` at `positions`
    /// (in their byte order), or nil when none is kept.
    package func entry(route: String, names: UnsafeBufferPointer<String>, positions: UnsafeBufferPointer<Int>,
                       current: NavigationState, context: NavigationContext, flags: Int) -> Entry? {
        entry(route: route, count: positions.count, name: { names[positions[$0]] }, current: current, context: context, flags: flags)
    }

    /// The entry of a kind whose `count` parameters' names `name` gives, or nil.
    @inline(__always)
    private func entry(route: String, count: Int, name: (Int) -> String, current: NavigationState, context: NavigationContext,
                       flags: Int) -> Entry? {
        routes.withLock { routes in
            routes.kinds(of: route)?.last { $0.holds(route: route, count: count, name: name, current: current, context: context, flags: flags) }
        }
    }

    /// Whether a kind was kept from `current` under `context` before (among the last
    /// ``RouteSlots/recentStateCount`` states kinds were kept from): a state links come from again
    /// (a batch's own, a line's own state given again), whose new kinds are worth their templates
    /// at their first link.
    package func hasKept(from current: NavigationState, context: NavigationContext) -> Bool {
        routes.withLock { routes in routes.recentStates.contains { $0.isFrom(current) && $0.context == context } }
    }

    /// Keeps `entry` in place of `replaced` (a kind seen once) or as the route's newest kind,
    /// dropping the route's oldest when it has ``capacity``.
    package func keep(_ entry: Entry, replacing replaced: Entry? = nil) {
        routes.withLock { routes in
            routes.noteState(of: entry)
            if replaced == nil, routes.kindCount >= limit {
                routes.removeEveryKind()
                linkstack_increment_relaxed_u64(drops)
            }
            routes.update(entry.route) { kinds in
                if let replaced, let index = kinds.firstIndex(where: { $0 === replaced }) { kinds.remove(at: index) }
                kinds.append(entry)
                if kinds.count > ResolutionTemplates.capacity {
                    kinds.removeFirst()
                    linkstack_increment_relaxed_u64(drops)
                }
            }
        }
    }

    /// How many kinds are kept over every route: with a template, declined, and seen once.
    package typealias Counts = (kept: Int, declined: Int, seen: Int)

    /// How many kinds are kept over every route, by status.
    package var counts: Counts {
        routes.withLock { routes in
            routes.everyKind.reduce(into: Counts(0, 0, 0)) { counts, entry in
                switch entry.status {
                case .template: counts.kept += 1
                case .declined: counts.declined += 1
                case .seen: counts.seen += 1
                }
            }
        }
    }

    /// Whether two optional names are the same, without copying either.
    private static func same(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case let (one?, other?): return one == other
        default: return false
        }
    }
}
