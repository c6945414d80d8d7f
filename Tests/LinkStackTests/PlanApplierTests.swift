import Testing
@_spi(Engine) @testable import LinkStack

/// ``PlanApplier`` performs plans one step at a time on a host, waiting for each, and keeps what
/// is really on screen: every fixture's plan, failures, user changes, queued and cancelled links.
@MainActor
@Suite struct PlanApplierTests {
    /// A fixture whose link resolves to a plan with at least one step.
    struct PlannedFixture {
        let path: String
        let url: String
        let resolver: Resolver
        let current: NavigationState
        let context: NavigationContext
        let pending: NavigationState?
        let outcome: Resumption
    }

    /// Every fixture with a link that resolves to a plan that changes something.
    static func plannedFixtures() -> [PlannedFixture] {
        FixtureRunner.fixtureFiles(at: TestPaths.fixtures).compactMap { path -> PlannedFixture? in
            guard let fixture = try? Fixture(contentsOf: path), let url = fixture.url, let routes = fixture.routesPath,
                  let table = try? RouteTable(contentsOf: routes),
                  let current = try? Outcome.state(fixture.current?.rendered(), as: ResolutionError.invalidCurrent) else { return nil }
            let pending = fixture.pending.flatMap { try? Outcome.state($0.rendered(), as: ResolutionError.invalidTarget) }
            if fixture.pending != nil, pending == nil { return nil }
            var context = NavigationContext()
            if let facts = fixture.context { guard (try? context.add(json: facts)) != nil else { return nil } }
            var resolver = Resolver(table: table)
            resolver.planStyle = fixture.plan
            let outcome = try? pending.map { try resolver.resume($0, from: current, context: context) }
                ?? resolver.resolve(url, from: current, context: context, events: false).outcome
            guard let outcome, !outcome.plan.isEmpty else { return nil }
            return PlannedFixture(path: path, url: url, resolver: resolver, current: current, context: context,
                                  pending: pending, outcome: outcome)
        }
    }

    /// The states ``ReferenceNavigator`` passes through applying `plan` to `start`, after each step.
    static func referenceStates(_ plan: TransitionPlan, from start: NavigationState) throws -> [NavigationState] {
        var navigator = ReferenceNavigator(state: start)
        return try plan.operations.map { operation in
            try navigator.apply(operation)
            return navigator.state
        }
    }

    /// Queues the fixture's link (or its resumption) on `applier`.
    static func submit(_ fixture: PlannedFixture, to applier: PlanApplier, completion: @escaping @MainActor (AppliedPlan) -> Void) {
        if let pending = fixture.pending {
            applier.resume(pending, with: fixture.resolver, context: fixture.context, completion: completion)
        } else {
            applier.open(fixture.url, with: fixture.resolver, context: fixture.context, completion: completion)
        }
    }

    @Test func everyFixturePlanReachesItsTargetStepByStepAsTheReferenceDoes() throws {
        let fixtures = Self.plannedFixtures()
        #expect(fixtures.count >= 60)
        #expect(fixtures.contains { $0.outcome.plan.operations.contains { if case .reuseStack = $0 { true } else { false } } })
        for fixture in fixtures {
            let host = RecordingHost()
            let applier = PlanApplier(host: host, state: fixture.current)
            var seen: [NavigationState] = []
            applier.stateDidChange = { seen.append($0) }
            var applied: AppliedPlan?
            Self.submit(fixture, to: applier) { applied = $0 }
            let expected = try Self.referenceStates(fixture.outcome.plan, from: fixture.outcome.current)
            let outcome = fixture.outcome
            #expect(applied?.ending == (outcome.requires.isEmpty ? .completed : .redirected(pending: outcome.pending, requires: outcome.requires)),
                    "\(fixture.path)")
            #expect(applied?.stepsApplied == fixture.outcome.plan.operations.count, "\(fixture.path)")
            #expect(host.performed == RecordingHost.normalized(fixture.outcome.plan.operations), "\(fixture.path)")
            #expect(Array(seen.dropFirst()) == expected, "\(fixture.path)")
            #expect(applier.state == fixture.outcome.target, "\(fixture.path)")
            #expect(applied?.state == fixture.outcome.target && host.applier === applier, "\(fixture.path)")
        }
    }

    @Test func aHostFailingStepKLeavesTheStateAfterStepKMinusOne() throws {
        var checked = 0
        for fixture in Self.plannedFixtures() {
            let operations = fixture.outcome.plan.operations
            let expected = try [fixture.outcome.current] + Self.referenceStates(fixture.outcome.plan, from: fixture.outcome.current)
            for step in operations.indices {
                let host = RecordingHost()
                host.failing = step
                let applier = PlanApplier(host: host, state: fixture.current)
                var applied: AppliedPlan?
                Self.submit(fixture, to: applier) { applied = $0 }
                guard case .failed(let failed, let error)? = applied?.ending else {
                    Issue.record("\(fixture.path) step \(step): \(String(describing: applied?.ending))")
                    continue
                }
                #expect(failed == step && applied?.stepsApplied == step, "\(fixture.path)")
                #expect(applied?.state == expected[step] && applier.state == expected[step], "\(fixture.path) step \(step)")
                #expect(host.performed.count == step + 1, "\(fixture.path): nothing after the failed step")
                #expect(!error.description.isEmpty && ["cannot_build_screen", "host_refused"].contains(error.code))
                checked += 1
            }
        }
        #expect(checked >= 100)
    }
}
