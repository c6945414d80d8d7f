import Testing
@testable import LinkStack

/// Properties over the shipped tables and every fixture table, from random current states made by
/// following random links under random contexts: parents keep what their routes capture, and a
/// pending link is resumed exactly.
@Suite struct NavigationPropertyTests {
    /// A table with one sample link per template route that reverse routing writes back.
    struct Sampled {
        let name: String
        let resolver: Resolver
        let links: [(route: Route, url: String)]
    }

    static let tables: [Sampled] = ReverseRoutingTests.tables.map { path, table in
        let links = table.routes.compactMap { route -> (Route, String)? in
            guard let pattern = route.pattern, route.target.showsScreens else { return nil }
            var params: [String: String] = [:]
            for case .parameter(let name, let kind) in pattern.path { params[name] = ReverseRoutingTests.sample(kind, table: table, route: route) }
            for case .parameter(let name, let kind) in route.query.map(\.value) {
                params[name] = ReverseRoutingTests.sample(kind, table: table, route: route)
            }
            return (try? table.url(of: route, params: params)).map { (route, $0) }
        }
        return Sampled(name: path.split(separator: "/").suffix(2).joined(separator: "/"), resolver: Resolver(table: table), links: links)
    }

    /// A context giving each of the table's names a random value.
    static func randomContext(_ table: RouteTable, _ rng: inout SplitMix64) -> NavigationContext {
        NavigationContext(Dictionary(uniqueKeysWithValues: table.contextNames.map { ($0, Bool.random(using: &rng)) }))
    }

    /// States an app can show: the empty one, then each target of a random link from the last.
    static func randomStates(_ sampled: Sampled, count: Int, _ rng: inout SplitMix64) -> [NavigationState] {
        var states: [NavigationState] = [.empty]
        while states.count < count, let link = sampled.links.randomElement(using: &rng) {
            let context = randomContext(sampled.resolver.table, &rng)
            guard let next = try? sampled.resolver.resolve(link.url, from: states.last ?? .empty, context: context) else { break }
            states.append(next.target)
        }
        return states
    }

    /// Every screen of every stack of a state, modal stacks included.
    static func screens(of state: NavigationState) -> [Screen] {
        state.tabStacks.values.flatMap { $0 } + state.flowStack + state.modals.flatMap { $0 }
    }

    @Test func noScreenMissesAParameterEveryRouteShowingItCaptures() throws {
        var rng = SplitMix64(state: 14)
        var checked = 0
        for sampled in Self.tables {
            let table = sampled.resolver.table
            // Lint names the routes that knowingly show a screen without such a parameter.
            let warned = Set(RouteLinter(table: table).thinScreensBelowTop().compactMap { $0.message.split(separator: "'").dropFirst(3).first })
            for link in sampled.links {
                for current in Self.randomStates(sampled, count: 4, &rng) {
                    let context = Self.randomContext(table, &rng)
                    let resolution = try sampled.resolver.resolve(link.url, from: current, context: context)
                    for screen in Self.screens(of: resolution.target) + (resolution.pending.map(Self.screens(of:)) ?? [])
                    where !warned.contains(Substring(screen.name)) {
                        let needed = Self.capturedByEveryRoute(showing: screen.name, in: table)
                        #expect(needed.allSatisfy { screen.params[$0] != nil },
                                "\(sampled.name) \(link.url): \(screen) lacks one of \(needed)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }

    /// The names every route that shows `screen` on top gives it, worked out here from the routes.
    static func capturedByEveryRoute(showing screen: String, in table: RouteTable) -> Set<String> {
        var common: Set<String>?
        for case let (shown, names)? in table.routes.map(\.topParameters) where shown == screen {
            common = common?.intersection(names) ?? Set(names)
        }
        return common ?? []
    }

    @Test func aPendingLinkIsResumedExactlyOnceTheGuardsHold() throws {
        var rng = SplitMix64(state: 5)
        var guarded = 0
        for sampled in Self.tables {
            let table = sampled.resolver.table
            let signedOut = NavigationContext(Dictionary(uniqueKeysWithValues: table.contextNames.map { ($0, false) }))
            for link in sampled.links {
                for current in Self.randomStates(sampled, count: 3, &rng) {
                    let first = try sampled.resolver.resolve(link.url, from: current, context: signedOut)
                    // The guards that redirected it, the flow's and the screens' along every hop.
                    let required = first.requires
                    guard let firstName = required.first, !firstName.hasPrefix("!") else { continue }
                    let pending = try #require(first.pending, "\(sampled.name) \(link.url): no pending")
                    let met = NavigationContext(Dictionary(uniqueKeysWithValues: table.contextNames.map { name in
                        (name, required.contains(name) || !required.contains("!" + name) && Bool.random(using: &rng))
                    }))
                    let back = try sampled.resolver.resume(pending, from: first.target, context: met)
                    // A later guard of a chain, never reached while an earlier one redirected, may still send it on.
                    guard table.graph.guardHop(in: pending, context: met) == nil else {
                        #expect(back.target != pending && !back.requires.isEmpty, "\(sampled.name) \(link.url)")
                        continue
                    }
                    #expect(back.target == pending && back.pending == nil, "\(sampled.name) \(link.url)")
                    var navigator = ReferenceNavigator(state: back.current)
                    try navigator.apply(back.plan)
                    #expect(navigator.state == pending, "\(sampled.name) \(link.url): the plan does not reach pending")
                    let again = try sampled.resolver.resume(pending, from: first.target, context: signedOut)
                    #expect(again.pending == pending && again.target == first.target, "\(sampled.name) \(link.url)")
                    guarded += 1
                }
            }
        }
        #expect(guarded > 30)
    }
}
