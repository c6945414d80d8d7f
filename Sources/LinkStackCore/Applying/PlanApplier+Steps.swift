extension PlanApplier {
    /// What a queued job does when its turn comes.
    enum Request {
        /// Resolve a link from the state shown then.
        case link(String, any LinkResolving, NavigationContext)
        /// Plan the way back to a pending state from the state shown then.
        case resume(NavigationState, any LinkResolving, NavigationContext)
        /// Apply a resolution's outcome if it was planned from the state shown then.
        case outcome(Resumption, Resolution?)
    }

    /// A request waiting for its turn.
    struct Job {
        let request: Request
        let completion: (@MainActor (AppliedPlan) -> Void)?
        var cancelled = false
    }

    /// The plan being applied.
    struct Run {
        let outcome: Resumption
        let resolution: Resolution?
        let completion: (@MainActor (AppliedPlan) -> Void)?
        /// The index of the next operation to perform.
        var next = 0
        var cancelled = false
        var interrupted = false
    }

    func enqueue(_ request: Request, completion: (@MainActor (AppliedPlan) -> Void)?) {
        queue.append(Job(request: request, completion: completion))
        advance()
    }

    /// Starts queued jobs and steps until a step is in flight or nothing is left. A plan whose
    /// steps are all on screen ends completed even if cancelled or interrupted during its last
    /// step. A host that completes a step at once calls back into this; the loop already on the
    /// stack carries on instead.
    func advance() {
        guard !advancing else { return }
        advancing = true
        defer { advancing = false }
        while inFlight == nil {
            guard let current = run else {
                guard !queue.isEmpty else { return }
                start(queue.removeFirst())
                continue
            }
            let operations = current.outcome.plan.operations
            guard current.next < operations.count else {
                let outcome = current.outcome
                finish(outcome.requires.isEmpty ? .completed : .redirected(pending: outcome.pending, requires: outcome.requires))
                continue
            }
            if current.cancelled { finish(.cancelled); continue }
            if current.interrupted { finish(.interrupted); continue }
            var reference = ReferenceNavigator(state: state)
            do throws(NavigationError) {
                try reference.apply(operations[current.next])
            } catch {
                finish(.refused(step: current.next, error))
                continue
            }
            tokens += 1
            let token = tokens
            inFlight = (token, reference.state)
            if let stepTimeout {
                cancelTimer = startTimer(stepTimeout) { [weak self] in self?.stepTimedOut(token: token) }
            }
            host.perform(operations[current.next]) { [weak self] error in
                self?.stepEnded(token: token, error: error)
            }
        }
    }

    /// The step `token` names took longer than ``stepTimeout``: the plan ends timed out with the
    /// state before it (or what the host says it shows), and the queue goes on. Its completion,
    /// should it come later, is ignored.
    func stepTimedOut(token: Int) {
        guard let step = inFlight, step.token == token else { return }
        inFlight = nil
        cancelTimer = nil
        if let shown = host.shownState() { show(shown) }
        finish(.timedOut(step: run?.next ?? 0))
        let held = heldChanges
        heldChanges = []
        for change in held { try? userDid(change) }
        advance()
    }

    /// Takes the host's completion of the step `token` names; any other call is ignored.
    func stepEnded(token: Int, error: NavigationHostError?) {
        guard let step = inFlight, step.token == token else { return }
        inFlight = nil
        cancelTimer?()
        cancelTimer = nil
        if let error {
            finish(.failed(step: run?.next ?? 0, error))
        } else {
            run?.next += 1
            show(step.state)
        }
        let held = heldChanges
        heldChanges = []
        for change in held { try? userDid(change) }
        advance()
    }

    /// Resolves or checks a job's request and makes it the running plan, or reports why not.
    func start(_ job: Job) {
        func report(_ ending: AppliedPlan.Ending) { job.completion?(AppliedPlan(ending: ending, state: state)) }
        guard !job.cancelled else { return report(.cancelled) }
        let outcome: Resumption
        var resolution: Resolution?
        do throws(ResolutionError) {
            switch job.request {
            case let .link(url, resolver, context):
                let resolved = try resolver.resolve(url, from: state, context: contextProvider?() ?? context, events: false)
                (outcome, resolution) = (resolved.outcome, resolved)
            case let .resume(pending, resolver, context):
                outcome = try resolver.resume(pending, from: state, context: contextProvider?() ?? context)
            case let .outcome(planned, made):
                guard PlanApplier.shows(planned.current, state) else { return report(.stale) }
                (outcome, resolution) = (planned, made)
            }
        } catch {
            return report(.unresolved(error))
        }
        run = Run(outcome: outcome, resolution: resolution, completion: job.completion)
        show(outcome.current)
    }

    /// Whether `shown` is `current`, or the one stack a resolver placed in its flow and tab as `current`.
    static func shows(_ current: NavigationState, _ shown: NavigationState) -> Bool {
        shown == current || (shown.isSingleStack && shown.stack == current.stack && current.modals.isEmpty)
    }

    /// Ends the running plan with `ending` and reports it.
    func finish(_ ending: AppliedPlan.Ending) {
        guard let current = run else { return }
        run = nil
        current.completion?(AppliedPlan(ending: ending, state: state, outcome: current.outcome, resolution: current.resolution,
                                        stepsApplied: current.next))
    }

    /// Takes `shown` as the state on screen and tells ``stateDidChange``.
    func show(_ shown: NavigationState) {
        state = shown
        stateDidChange?(state)
    }
}
