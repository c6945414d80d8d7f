import ArgumentParser
import LinkStack

/// `linkstack routes samples`: sample links for every route, each with the route it resolves to.
struct RoutesSamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Print sample links for every route of a table, each with the route it resolves to.",
        discussion: """
            Prints one "URL<TAB>route" line per link: for every route that shows a screen or \
            redirects (exclusions answer no_route and are left out), up to --per-route links \
            written by reverse routing, so each resolves to its route. They take the route's \
            schemes and hosts in turn (a wildcard host as sample. and its domain), and each \
            parameter takes a value of its kind, picked at random with --seed: a number, a UUID, \
            a word list's word, text its regex matches. Optional query values and open-map items \
            are given half the time. A regex: route's links come from its pattern. Then \
            --misses times as many near misses (a segment added, changed or dropped), each with \
            the route the table answers it with, or - for none. The route is the one that \
            answers the link: for a redirect: route its own name (resolve then follows the \
            redirect to another route, or to an error). The same seed prints the same lines. A route no link could be written for is named on standard error.

            Useful to smoke-test a table, to feed resolve --batch (cut -f1), to benchmark a \
            table, or to see which links an AASA file must send to the app.

            Examples:
              linkstack routes samples
              linkstack routes samples --routes Routes/blog --per-route 1 --misses 0
              linkstack routes samples --per-route 5 --seed 7 | cut -f1 | linkstack resolve --batch --context signedIn=true
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Option(name: .customLong("per-route"), help: ArgumentHelp("Links to write for each route.", valueName: "N"))
    var perRoute = 3

    @Option(help: ArgumentHelp("Near misses, as a fraction of the links written (0 for none).", valueName: "P"))
    var misses = 0.1

    @Option(help: ArgumentHelp("The seed of the random choices.", valueName: "S"))
    var seed: UInt64 = 1

    func validate() throws {
        guard perRoute >= 1 else { throw ValidationError("--per-route must be at least 1") }
        guard misses >= 0, misses <= 10 else { throw ValidationError("--misses is a fraction from 0 to 10") }
    }

    func run() throws {
        guard let table = try routeOptions.loadedTable() else { return }
        let samples = table.samples(perRoute: perRoute, misses: misses, seed: seed)
        let sampled = Set(samples.compactMap { $0.isMiss ? nil : $0.route })
        for route in table.routes where !sampled.contains(route.name) {
            if case .exclude = route.target { continue }
            StandardStreams.printError("linkstack: no sample link could be written for route '\(route.name)' (\(route.location))")
        }
        var output: [UInt8] = []
        for sample in samples { output += Array((sample.line + "\n").utf8) }
        StandardStreams.write(output)
    }
}
