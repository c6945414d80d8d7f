import ArgumentParser
import LinkStack

/// `linkstack explain URL`: why a link goes where it goes.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a deep link is read and why each route matches it or not.",
        discussion: """
            Prints the parsed link (scheme, host, path segments, query), then the routes in match \
            order that matter: "wins" for the route the link resolves to, with its parameters; "excludes" when \
            an exclude: true route answers first (the link is no_route); "outranked" for a route \
            that matches too but comes later, and why (priority, the segment where a stronger kind \
            wins, an exact host over a wildcard, more required query parameters and absent: names, \
            narrower schemes and hosts, file order); "no" with the first thing that does not fit \
            (a route's own schemes or hosts, a path segment, a query item, an absent: name given), \
            listed only for the near misses: the routes that start with the link's first segment, \
            or when none does the first 5 in match order; the other routes that do not match are \
            counted, and --all lists every route. Routes whose file answers other schemes or hosts \
            are counted, not listed. Then the \
            stack the winner shows, each screen marked with its presentation ("(modal)" for a \
            sheet, "(full screen)"), "(over current)" for parent: current and "(requires ...)" \
            for its guards, and the optional values it ignores (invalidOptional: ignore). When the \
            winner is a redirect: route, the link it sends to is explained next, hop by hop. \
            With --json, {"link", "candidates", "winner"} with every route (--all or not), "shows" and "ignored" \
            as above, and "redirect" (the next link) after a redirect: route, or "redirectError" \
            when that link is refused.

            Examples:
              linkstack explain 'shop://products/42/reviews'
              linkstack explain 'shop://products/42/reviews' --all
              linkstack explain 'https://shop.example.com/search?q=shoes&page=x' --json
              linkstack explain 'https://wordpress.com/mbar?redirect_to=/reader/feeds/7' --routes Routes/blog
            """
    )

    @Argument(help: "The deep link, e.g. shop://products/42/reviews.")
    var url: String

    @OptionGroup var routeOptions: RouteOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "List every route that does not match, not only the near misses.")
    var all = false

    func run() throws {
        let explanation: RouteExplanation
        guard let table = try routeOptions.loadedTable() else { return }
        do throws(ResolutionError) {
            explanation = try table.explain(table.link(resolving: url))
            guard !json else { return StandardStreams.print(explanation.json.rendered()) }
            StandardStreams.print(Self.text(of: explanation, all: all))
            try explainRedirects(from: explanation, in: table)
        } catch {
            return try emit(Outcome(error), pretty: false)
        }
    }

    /// Explains each link a chain of redirect routes sends to, up to the table's hop limit.
    private func explainRedirects(from first: RouteExplanation, in table: RouteTable) throws(ResolutionError) {
        var explanation = first
        for _ in 0..<Redirect.maxHops {
            guard let next = explanation.redirect, let link = try? table.link(next) else { return }
            StandardStreams.print("\nredirect  → \(next)\n")
            explanation = try table.explain(link)
            StandardStreams.print(Self.text(of: explanation, all: all))
        }
    }

    /// The explanation for a person: every route with `all`, otherwise those that match and the
    /// near misses (``RouteExplanation/nearMisses``), the rest counted.
    static func text(of explanation: RouteExplanation, all: Bool) -> String {
        let link = explanation.link
        var lines = [
            "link      \(link.text)",
            "scheme    \(link.scheme)",
            "host      " + (link.host ?? "(none: a custom scheme's first name is the first path segment)"),
            "segments  " + (link.segments.isEmpty ? "(none)" : link.segments.map { "'\($0)'" }.joined(separator: " / ")),
            "query     " + (link.queryItems.isEmpty ? "(none)" : link.queryItems.map { "\($0.name) = '\($0.value)'" }.joined(separator: ", ")),
            "",
        ]
        var elsewhere = 0, unlisted = 0
        let near = Set(explanation.nearMisses.map { ObjectIdentifier($0.route) })
        let shown = explanation.candidates.filter { candidate in
            guard candidate.route.accepts(link) || candidate.route.ownsSchemes || candidate.route.ownsHosts else {
                elsewhere += 1
                return false
            }
            if !all, case .rejected = candidate.verdict, !near.contains(ObjectIdentifier(candidate.route)) {
                unlisted += 1
                return false
            }
            return true
        }
        let width = shown.map(\.route.name.count).max() ?? 0
        for candidate in shown {
            let name = candidate.route.name.padding(toLength: width, withPad: " ", startingAt: 0)
            switch candidate.verdict {
            case .wins(let params):
                let values = params.names.map { "\($0)=\(params[$0]?.text ?? "")" }.joined(separator: " ")
                lines.append("wins       \(name)  \(candidate.route.template)" + (values.isEmpty ? "" : "  → \(values)"))
            case .excludes:
                lines.append("excludes   \(name)  \(candidate.route.template)  exclude: true, so the link is no_route")
            case let .outranked(winner, reason):
                lines.append("outranked  \(name)  \(candidate.route.template)  by \(winner): \(reason)")
            case .rejected(let reason):
                lines.append("no         \(name)  \(candidate.route.template)  \(reason)")
            }
        }
        if unlisted > 0 {
            lines.append("(\(unlisted) other route\(unlisted == 1 ? " does" : "s do") not match either; --all lists \(unlisted == 1 ? "it" : "them"))")
        }
        if elsewhere > 0 { lines.append("(\(elsewhere) route\(elsewhere == 1 ? "" : "s") for other schemes or hosts not shown)") }
        if !explanation.shows.isEmpty { lines.append("the winner shows \(explanation.shows.joined(separator: " > "))") }
        for (name, value) in explanation.ignored.sorted(by: { $0.key < $1.key }) {
            lines.append("the winner ignores \(name) '\(value)' (invalidOptional: ignore), as if it were not given")
        }
        if let redirect = explanation.redirect { lines.append("the winner redirects to \(redirect)") }
        if let error = explanation.redirectError { lines.append("the winner's redirect is refused: \(error)") }
        let excluded = explanation.candidates.contains { $0.verdict == .excludes }
        if explanation.winner == nil, !excluded { lines.append("no route matches: the link resolves to no_route") }
        return lines.joined(separator: "\n")
    }
}
