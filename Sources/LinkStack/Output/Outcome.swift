/// What one command prints and how it exits: the JSON result or error, and the exit status.
///
/// The CLI and the fixtures runner both go through these functions, so a fixture's `expect` is
/// exactly what `linkstack` prints.
///
/// ```swift
/// let outcome = Outcome.resolve("shop://cart", routes: "Routes", current: "[]")
/// print(outcome.json.rendered())  // {"operations":[...],"params":{},...}
/// outcome.exitCode                // 0
/// ```
package struct Outcome: Sendable, Hashable {
    /// The result, or `{"error": {...}}`.
    package let json: JSONValue
    /// 0 on success, otherwise the error's ``CommandError/exitCode``.
    package let exitCode: Int32

    /// Creates an outcome.
    package init(json: JSONValue, exitCode: Int32) {
        self.json = json
        self.exitCode = exitCode
    }

    /// The outcome of a failure.
    package init(_ error: CommandError) {
        self.init(json: error.json, exitCode: error.exitCode)
    }

    /// The outcome of a link, state or context that does not resolve.
    package init(_ error: ResolutionError) {
        self.init(.resolution(error))
    }

    /// Resolves `url` with the routes at `routes` (a file or folder) from the current state
    /// written as JSON text (an array of screens or the object form; nothing shown when nil).
    package static func resolve(_ url: String, routes: String, reportingRoutesAs shown: String? = nil, current: String?,
                                context: NavigationContext = NavigationContext(), events: Bool = false) -> Outcome {
        let table: RouteTable
        do throws(RouteFileError) {
            table = try RouteTable(contentsOf: routes, reportingAs: shown)
        } catch {
            return Outcome(.routeFile(error))
        }
        do throws(ResolutionError) {
            return resolve(url, table: table, current: try state(current, as: ResolutionError.invalidCurrent),
                           context: context, events: events)
        } catch {
            return Outcome(error)
        }
    }

    /// Resolves `url` with a loaded table. With `pending` (what a guard kept when the link first
    /// came), the result is the way back to it (``Resolver/resolve(_:resuming:from:context:events:)``). `plan`
    /// says how the plan changes stacks.
    /// With `core`, the core's ``CoreResolver`` over ``RouteTable/linkTable`` answers instead of
    /// the engine's ``Resolver`` (what `linkstack check --core` runs).
    package static func resolve(_ url: String, table: RouteTable, current: NavigationState,
                               context: NavigationContext = NavigationContext(), events: Bool = false,
                               pending: NavigationState? = nil, plan: TransitionPlan.Style = .minimal, core: Bool = false) -> Outcome {
        guard core else {
            var resolver = Resolver(table: table)
            resolver.planStyle = plan
            return resolve(url, with: resolver, current: current, context: context, events: events, pending: pending)
        }
        if let error = table.portabilityError { return Outcome(.routeFile(error)) }
        do throws(LinkTableError) {
            var resolver = try CoreResolver(table: table.linkTable)
            resolver.planStyle = plan
            return resolve(url, with: resolver, current: current, context: context, events: events, pending: pending)
        } catch {
            return Outcome(.routeFile(RouteFileError([RouteFileProblem(error.description, at: SourceLocation(file: "", line: 1, column: 1))])))
        }
    }

    private static func resolve(_ url: String, with resolver: some PendingResolving, current: NavigationState, context: NavigationContext,
                                events: Bool, pending: NavigationState?) -> Outcome {
        do throws(ResolutionError) {
            let resolution = if let pending {
                try resolver.resolve(url, resuming: pending, from: current, context: context, events: events)
            } else {
                try resolver.resolve(url, from: current, context: context, events: events)
            }
            return Outcome(json: resolution.json, exitCode: 0)
        } catch {
            return Outcome(error)
        }
    }

    /// The plan between two states written as JSON text (arrays of screens or state objects):
    /// what `linkstack diff` prints. Given a table, both states are checked against it (a
    /// misspelt screen is an error with a did-you-mean, not a plan) and the plan follows its
    /// flows' transitions and its modal screens' presentations.
    package static func diff(current: String?, target: String, table: RouteTable? = nil) -> Outcome {
        do throws(ResolutionError) {
            var from = try state(current, as: ResolutionError.invalidCurrent)
            var to = try state(target, as: ResolutionError.invalidTarget)
            guard !to.stack.isEmpty else {
                throw .invalidTarget("the target stack is empty; a navigation stack always has a root")
            }
            guard let graph = table?.graph else { return Outcome(json: TransitionPlan(from: from, to: to).json, exitCode: 0) }
            from = try graph.shownState(from)
            to = try graph.targetState(to)
            return Outcome(json: graph.plan(from: from, to: to).json, exitCode: 0)
        } catch {
            return Outcome(error)
        }
    }

    /// A state read from JSON text (empty for nil), or the error `wrap` makes of the reason.
    ///
    /// - Throws: `wrap(reason)`, e.g. ``ResolutionError/invalidCurrent(_:)``, when the text is not a state.
    package static func state(_ text: String?, as wrap: (String) -> ResolutionError) throws(ResolutionError) -> NavigationState {
        guard let text else { return .empty }
        do throws(ResolutionError.Message) {
            return try NavigationState(jsonText: text)
        } catch {
            throw wrap(error.text)
        }
    }
}

/// A resolver that also plans the way back to a kept state and whose plan style can be set: the
/// engine's ``Resolver`` and the core's ``CoreResolver``, which fixtures run alike.
protocol PendingResolving: LinkResolving {
    /// How plans change stacks.
    var planStyle: TransitionPlan.Style { get set }
    /// The way back to `pending`, with the link's route, parameters and redirects.
    func resolve(_ url: String, resuming pending: NavigationState, from current: NavigationState, context: NavigationContext,
                 events: Bool) throws(ResolutionError) -> Resolution
}

extension Resolver: PendingResolving {}
extension CoreResolver: PendingResolving {}
