/// The ``ResolutionTemplate`` of each kind of link a graph has answered as JSON: by route, the
/// names of the parameters it captured, the shown state it was resolved from, the context, whether
/// events were asked for, the plan style, and whether it took `redirect:` hops or ignored optional
/// values. Everything else a resolution writes is the same for every link of one kind, so the
/// second link of a kind is its template with its values in the holes.
///
/// A kind whose template cannot stand for every link of it is kept as declined, and each of its
/// links takes the whole resolution: one whose target shows a screen with captured values under a
/// name the shown state shows too (whether the two are equal, as a plan compares them, depends on
/// the values), or whose template did not give the first link's own bytes back.
///
/// Each route keeps its ``capacity`` most recent kinds: a batch of lines each with its own
/// current state keeps a bounded memo, as ``StateMemo`` keeps a bounded list of states.
package final class ResolutionTemplates: Sendable {
    /// One kind of link and its template (nil when declined). A class, so that the shown state
    /// and context it was made for are kept alive with it, and their storage addresses
    /// (``Shown``) stay theirs while it is kept.
    package final class Entry: Sendable {
        let names: [String]
        let shown: NavigationState
        let identity: Shown
        let context: NavigationContext
        let flags: Int
        /// The template, or nil when this kind of link takes the whole resolution.
        package let template: ResolutionTemplate?

        init(names: [String], shown: NavigationState, context: NavigationContext, flags: Int, template: ResolutionTemplate?) {
            self.names = names
            self.shown = shown
            identity = Shown(shown)
            self.context = context
            self.flags = flags
            self.template = template
        }
    }

    /// A shown state by the storage of its stacks (as ``StateMemo`` finds a state it checked),
    /// with its flow and tab: the same storage holds the same screens while an entry keeps it.
    struct Shown: Equatable {
        let flowStack: UInt?, modals: UInt?, tabStacks: UInt?
        let flow: String?, tab: String?

        init(_ state: NavigationState) {
            flowStack = PreparedStackJSON.address(of: state.flowStack)
            modals = PreparedStackJSON.address(of: state.modals)
            tabStacks = state.tabStacks.storageAddress
            flow = state.flow
            tab = state.tab
        }
    }

    /// The most kinds of link each route keeps.
    package static let capacity = 8

    private let kinds = Locked([String: [Entry]]())

    package init() {}

    /// The kinds' flags: events asked for, the plan style, and hops and ignored values present.
    package static func flags(events: Bool, style: TransitionPlan.Style, redirects: [Redirect], ignored: [String: String]) -> Int {
        (events ? 1 : 0) | (style == .minimal ? 0 : 2) | (redirects.isEmpty ? 0 : 4) | (ignored.isEmpty ? 0 : 8)
    }

    /// The entry of a link's kind, or nil when none is kept.
    package func entry(route: String, params: Parameters, shown: NavigationState, context: NavigationContext, flags: Int) -> Entry? {
        let identity = Shown(shown)
        return kinds.withLock { kinds in
            kinds[route]?.last { entry in
                entry.flags == flags && entry.identity == identity && entry.names.count == params.items.count
                    && zip(entry.names, params.items).allSatisfy { $0 == $1.name } && entry.context == context
            }
        }
    }

    /// Keeps `entry` for `route`, dropping the route's oldest kind when it has ``capacity``.
    package func keep(_ entry: Entry, route: String) {
        kinds.withLock { kinds in
            kinds[route, default: []].append(entry)
            if let count = kinds[route]?.count, count > ResolutionTemplates.capacity { kinds[route]?.removeFirst() }
        }
    }

    /// How many kinds are kept over every route: with a template, and declined.
    package typealias Counts = (kept: Int, declined: Int)

    /// How many kinds are kept over every route, with a template and declined.
    package var counts: Counts {
        kinds.withLock { kinds in
            let entries = kinds.values.joined()
            let kept = entries.filter { $0.template != nil }.count
            return (kept, entries.count - kept)
        }
    }
}
