import LinkStackCore

/// The answers of a batch's links from its one shown state under its one context
/// (`linkstack resolve --batch`): for each route and kind of link (its parameters' names and
/// kinds, a boolean's value), an ``AnswerTemplate`` made with the table (``kinds(of:)``), which
/// every link of the kind fills with its own values instead of building and writing its
/// resolution; a link of another kind (a `{*}` route's own names) is answered by the resolver.
/// The template is the resolver's own answer, with values marked (``AnswerMarks``): what a link
/// gets is what the resolver answers it, to the byte. A route whose answer depends on its values
/// is answered by the resolver: where a screen it shows with parameters is one the shown state
/// has (the plan compares them), or its template fails its check.
final class PreparedAnswers: @unchecked Sendable {  // its templates are made in `init` and only read after
    /// The resolver every answer is the answer of.
    private let resolver: Resolver
    /// The batch's state, as given, and as the graph shows it (checked once).
    private let current: NavigationState, shown: NavigationState
    /// What holds for every line.
    private let context: NavigationContext
    /// Whether answers list the UIKit notifications.
    private let events: Bool
    /// The names of the screens the shown state has, in any of its stacks.
    private let shownNames: Set<String>
    /// Each route's templates, by the route's ``Route/order``.
    private var templates: [[Template]]  // (written in `init` only)

    /// The most templates a route has: a link of a kind past these (a route with many optional
    /// parameters), or of one ``kinds(of:)`` does not list, is answered by the resolver.
    static let mostTemplates = 16

    /// A route's template for one kind of link, nil when its answer depends on the link's values.
    private struct Template {
        /// The parameters' names, in their order.
        let names: [String]
        /// Their kinds: a ``ParameterValue``'s case, and a boolean's value.
        let kinds: [Int]
        let answer: AnswerTemplate?

        init(_ params: Parameters, answer: AnswerTemplate?) {
            names = params.items.map(\.name)
            kinds = params.items.map { Template.kind(of: $0.value) }
            self.answer = answer
        }

        static func kind(of value: ParameterValue) -> Int {
            switch value {
            case .string: 0
            case .int: 1
            case .map: 2
            case .bool(let flag): flag ? 3 : 4
            }
        }

        /// Whether a link with `params` is of this template's kind.
        func fits(_ params: Parameters) -> Bool {
            guard params.items.count == names.count else { return false }
            for (position, item) in params.items.enumerated() where item.name != names[position] || Template.kind(of: item.value) != kinds[position] {
                return false
            }
            return true
        }
    }

    /// Answers from `current` under `context`; nil when every line's answer is an error (a
    /// context name or a state the table does not have), which the resolver words.
    init?(resolver: Resolver, current: NavigationState, context: NavigationContext, events: Bool) {
        let graph = resolver.table.graph
        guard (try? graph.check(context)) != nil, let shown = try? graph.shownState(current) else { return nil }
        self.resolver = resolver
        self.current = current
        self.shown = shown
        self.context = context
        self.events = events
        shownNames = Set(PreparedAnswers.stacks(of: shown).joined().map(\.name))
        // A slot per route by its order, each order the position of one route (a compiled table's
        // orders are read from its file: where they are not, no route has a template).
        let orders = resolver.table.routes.map(\.order)
        let count = Set(orders).count == orders.count && orders.allSatisfy({ (0..<orders.count).contains($0) }) ? orders.count : 0
        templates = Array(repeating: [], count: count)
        // Each route's templates for the kinds of link it takes, made now, with the table.
        for route in resolver.table.routes where route.target.showsScreens && templates.indices.contains(route.order) {
            templates[route.order] = PreparedAnswers.kinds(of: route.spec).map { Template($0, answer: template(of: route, params: $0)) }
        }
    }

    /// A value of each kind of link `route` takes, at most ``mostTemplates``: first the kind
    /// most of its links are (every path parameter but a `{name:path?}`, the query values it
    /// requires or gives a default, its open map), then those that differ from it in one
    /// parameter (an optional one given, a boolean's other value), then in two, and so on.
    static func kinds(of route: LinkRoute) -> [Parameters] {
        var first = Parameters()
        // Each parameter a link may give or not, or give as one of several kinds: its choices, the commonest first.
        var choices: [(name: String, values: [ParameterValue?])] = []
        for (name, kind) in route.pathParameters {
            if kind == .optionalPath { choices.append((name, [nil, kind.sample])) } else { first[name] = kind.sample }
        }
        for requirement in route.query {
            guard case .parameter(let name, let kind) = requirement.value else { continue }
            let given: [ParameterValue] = kind == .bool ? [.bool(false), .bool(true)] : [kind.sample]
            if let value = route.defaults[name] {
                choices.append((name, [value] + given.filter { $0 != value }))
            } else {
                choices.append((name, (route.isRequired(requirement) ? [] : [nil]) + given))
            }
        }
        if let map = route.openQuery, !map.isEmpty { first[map] = .map([:]) }
        var kinds: [Parameters] = []
        // The kinds that take other than the commonest choice for `changes` of the parameters from `next` on.
        func add(_ params: Parameters, from next: Int, changes: Int) {
            guard kinds.count < mostTemplates, choices.count - next >= changes else { return }
            guard next < choices.count else { return kinds.append(params) }
            let (name, values) = choices[next]
            var taken = params
            taken[name] = values[0]
            add(taken, from: next + 1, changes: changes)
            guard changes > 0 else { return }
            for value in values.dropFirst() {
                taken[name] = value
                add(taken, from: next + 1, changes: changes - 1)
            }
        }
        for changes in 0...choices.count { add(first, from: 0, changes: changes) }
        return kinds
    }

    /// Appends the JSON of `url`'s resolution to `output`, or throws what the resolver throws.
    func render(_ url: String, into output: inout [UInt8]) throws(ResolutionError) {
        var text = url
        guard try !LinkBytes.reading(&text, { (line) throws(ResolutionError) in try render(line, into: &output) }) else { return }
        try renderWhole(url, into: &output)
    }

    /// The resolver's answer to `url`, worded from the link parsed whole: what a link whose bytes
    /// the prepared answers decline gets.
    func renderWhole(_ url: String, into output: inout [UInt8]) throws(ResolutionError) {
        try resolver.resolveWhole(url, from: current, context: context, events: events).writeJSON(into: &output)
    }

    /// ``render(_:into:)`` of the link `line`, its bytes; false, with nothing written, when the
    /// resolver words the answer from the link's text (a link the parser refuses, say: a line
    /// that is not ASCII is one, whose text is not its bytes trimmed).
    func render(_ line: LinkBytes, into output: inout [UInt8]) throws(ResolutionError) -> Bool {
        let table = resolver.table
        var miss: ResolutionError?
        guard let settled = table.settledMatch(of: line, url: line.string, linkLimits: resolver.linkLimits, miss: &miss) else {
            if let miss { throw miss }
            return false
        }
        guard let answer = answer(for: settled.match) else {
            try table.resolution(of: line.string, settled: settled, style: resolver.planStyle, current: current, context: context,
                                 events: events).writeJSON(into: &output)
            return true
        }
        JSONWriter.write(into: &output) { json in
            answer.write(params: settled.match.params, url: line, redirects: settled.redirects, ignored: settled.ignored, to: &json)
        }
        return true
    }

    /// The template of `match`'s route for links of its kind, if the table's load made one.
    private func answer(for match: RouteMatch) -> AnswerTemplate? {
        let order = match.route.order
        guard templates.indices.contains(order) else { return nil }
        for made in templates[order] where made.fits(match.params) { return made.answer }
        return nil
    }

    /// The template of `route` for links with parameters of the kinds of `params`, read from the
    /// answer to marked values; nil when the answer depends on the values.
    func template(of route: Route, params: Parameters) -> AnswerTemplate? {
        let graph = resolver.table.graph
        func resolution(_ marks: AnswerMarks) -> Resolution? {
            try? graph.resolution(of: marks.url, route: route.name, target: route.target, params: marks.marked(params),
                                  from: shown, context: context, events: events, style: resolver.planStyle)
        }
        guard params.items.count < 1000, let first = resolution(.first), !comparesValues(first), let template = AnswerTemplate(marked: first),
              let second = resolution(.second), template.writes(second) else { return nil }
        return template
    }

    /// Whether the plan of `resolution` (or the state it keeps pending) compares a screen with
    /// parameters with one of the shown state: whether the answer depends on the values.
    private func comparesValues(_ resolution: Resolution) -> Bool {
        guard !shownNames.isEmpty else { return false }
        let states = [resolution.outcome.target] + (resolution.outcome.pending.map { [$0] } ?? [])
        return states.flatMap(PreparedAnswers.stacks).joined().contains { !$0.params.isEmpty && shownNames.contains($0.name) }
    }

    /// Every stack of `state`: its flow's, each tab's and each modal layer.
    private static func stacks(of state: NavigationState) -> [[Screen]] {
        [state.flowStack] + Array(state.tabStacks.values) + state.modals
    }
}
