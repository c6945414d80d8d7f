import ArgumentParser
import Foundation
import LinkStack
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `linkstack resolve URL`: the route, the whole target stack and the plan from the current stack;
/// with `--batch`, every line of standard input.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a deep link into its target stack and the plan from the current stack.",
        discussion: """
            Prints {"url", "route", "params", "target", "operations", "pops", "pushes"} with sorted keys; \
            "pending" and "requires" when a guard (a flow's or a screen's) redirected the link, \
            "requires" listing every unmet name along the redirects in order ("requires" alone when \
            only negated ones such as "!signedIn" are); "redirects" (one \
            {"route", "url"} per hop) when redirect: routes sent the link on, with "route" and \
            "params" the final route's; "ignored" (parameter name to the value given) when an \
            optional query value did not fit and the route says invalidOptional: ignore; "events" with \
            --events (a sheet's presenter gets no appearance events). Each "present" says its "style": \
            "sheet" or "fullScreen". \
            --current takes one stack (a JSON array, root first) or the state object \
            {"flow", "tab", "stacks" (by tab) or "stack", "modals"}; a file needs @ (--current @state.json). \
            A current screen's parameters must have the types the routes give them ("7" for an \
            {id:int} is invalid_current). --context names only what the guards require, each true or \
            false. Every JSON read (--current, --context, --pending, batch lines) is read strictly: at \
            most 32 levels of nesting, and a key given twice in one object is an error that names the key.

            With --plan reuse, each navigation stack that changes (the flow's, a tab's, a modal \
            layer's) is replaced by one {"op": "setStack", "stack": [...]} whose screens carry \
            "reusedFrom": i when the live screen at index i of that stack is kept; modal layers that \
            go away are dismissed first and new ones presented after. It creates the fewest screens.

            With --pending (the "pending" state a guard kept), prints the way back to it from \
            --current: its "target" is the pending state, other tabs as they were when the link came \
            (resolving the bare URL again would start them afresh); while the guard is still unmet, \
            the same redirect with "pending" kept.

            With --batch, reads standard input instead of a URL argument: one URL, or one JSON object \
            {"url", "current", "context"}, per line, and writes exactly one line of JSON per input line, \
            in order: the result or the error object. Before the first line is read, every route \
            pattern is compiled and each route's answer from --current under --context is prepared \
            for every kind of link it takes (one link alone compiles only what it needs). --current \
            and --context are the defaults for every line; a line's "current" replaces the default \
            and its "context" adds to it (such a line is resolved on its own). A line's \
            "current" may be "@path": a state file read only under --states DIR (relative to it, \
            never absolute, with no '..' and no link leading out, at most 1 MiB; an error about it \
            repeats none of its content); without --states such a line is invalid_current. Answers \
            are written whenever no more input is ready, so a client that sends a line and waits \
            gets its answer. A bad \
            line never stops the batch, nor does a line over --max-line-bytes (1 MiB by default) or one \
            that is not UTF-8: each gets an invalid_line error. The exit status is 0 unless the route \
            files cannot be loaded, or 74 when standard input or output fails.

            Links are parsed strictly (see SECURITY.md): a malformed link is invalid_url, one over a \
            size limit has that limit's code (url_too_long, too_many_segments, segment_too_long, \
            too_many_query_items), a regex that backtracks too long is match_limit, and more than 4 \
            redirect hops (or a loop) is redirect_loop.

            Examples:
              linkstack resolve 'shop://products/42/reviews'
              linkstack resolve 'https://shop.example.com/search?q=red+shoes' --routes Routes/shop.yaml
              linkstack resolve 'shop://cart' --current '[{"screen":"Home","params":{}}]' --pretty
              linkstack resolve 'prefs://apps/com.example.mail/notifications' --current @Routes/states/search-tab.json
              linkstack resolve 'shop://orders/123e4567-e89b-12d3-a456-426614174000' --context signedIn=true --events
              linkstack resolve 'shop://products/42/reviews' --current @Routes/states/search-tab.json --context signedIn=true --plan reuse
              linkstack resolve 'shop://checkout/payment' --pending @Routes/states/checkout-pending.json --current @Routes/states/sign-in.json --context signedIn=true
              printf 'shop://cart\\n{"url":"shop://products/42","context":{"signedIn":true}}\\n' | linkstack resolve --batch
            """
    )

    @Argument(help: "The deep link, e.g. shop://products/42/reviews. Not given with --batch.")
    var url: String?

    @Flag(help: "Resolve every line of standard input (a URL or a JSON request object), one JSON result per line.")
    var batch = false

    @OptionGroup var routeOptions: RouteOptions

    @Option(help: ArgumentHelp("The stack shown now: a JSON array of screens, root first, or @file to read it from a file.",
                               valueName: "JSON|@file"))
    var current: String?

    @Option(help: ArgumentHelp("What holds, for flows' requirements: name=true or name=false (repeatable), a JSON object of "
                               + "booleans, or @file holding one. Names are those the flows require; any other is invalid_context.",
                               valueName: "name=true|JSON|@file"))
    var context: [String] = []

    @Option(help: ArgumentHelp("The state a guard kept as \"pending\" when the link first came (JSON or @file): plan the way "
                               + "back to it from --current, once --context meets the guards; while they are still unmet, the same redirect.",
                               valueName: "JSON|@file"))
    var pending: String?

    @Option(help: ArgumentHelp("How the plan changes stacks: minimal (popTo and push; setStack only for a new root) or reuse "
                               + "(one setStack per changed stack, each entry with \"reusedFrom\" when a live screen is kept).",
                               valueName: "minimal|reuse"))
    var plan: TransitionPlan.Style = .minimal

    @Flag(help: "Also list the notifications UIKit sends while the plan is applied (viewWillAppear, didShow, ...).")
    var events = false

    @Flag(help: "Indent the JSON.")
    var pretty = false

    // Optional, its default spelled in the help, as `--routes` (RouteOptions).
    @Option(name: .customLong("max-line-bytes"),
            help: ArgumentHelp("With --batch, the longest line read, in bytes; a longer line gets an invalid_line error and the batch "
                               + "goes on. (default: 1048576)", valueName: "bytes"))
    var givenMaxLineBytes: Int?

    @Option(help: ArgumentHelp("With --batch, the folder a line's \"current\": \"@path\" is read in; without it such a line is refused.",
                               valueName: "folder"))
    var states: String?

    /// `--max-line-bytes`: 1 MiB unless given.
    var maxLineBytes: Int { givenMaxLineBytes ?? 1 << 20 }

    func validate() throws {
        if batch, url != nil { throw ValidationError("give a URL or --batch, not both") }
        if !batch, url == nil { throw ValidationError("missing the URL to resolve (or --batch to read URLs from standard input)") }
        if batch, pretty { throw ValidationError("--pretty cannot be used with --batch: each result is one line") }
        if batch, pending != nil { throw ValidationError("--pending resumes one link; it cannot be used with --batch") }
        if maxLineBytes < 1 { throw ValidationError("--max-line-bytes must be at least 1") }
        if states != nil, !batch { throw ValidationError("--states goes with --batch (a line's \"@path\"); use --current @file for one link") }
    }

    func run() throws {
        guard let url else { return try runBatch() }
        let outcome: Outcome
        do throws(CommandError) {
            let state = try readState(current, as: ResolutionError.invalidCurrent)
            let table = try routeOptions.table()
            let kept = try pending.map { text throws(CommandError) in try readState(text, as: ResolutionError.invalidTarget) }
            outcome = Outcome.resolve(url, table: table, current: state, context: try readContext(context), events: events, pending: kept,
                                      plan: plan)
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }

    /// Streams standard input to standard output, one result per line, the output buffered.
    private func runBatch() throws {
        let batch: BatchResolver<Resolver>
        do throws(CommandError) {
            let table = try routeOptions.table()
            table.compileEveryPattern()  // at load: no line pays for compiling the patterns it needs
            let state = try readState(current, as: ResolutionError.invalidCurrent)
            var resolver = Resolver(table: table)
            resolver.planStyle = plan
            var lines = BatchResolver(resolver: resolver, current: state, context: try readContext(context), events: events)
            if let states {
                guard let folder = StateFolder(states) else {
                    throw CommandError.resolution(.invalidCurrent("--states \(states) is not a folder"))
                }
                lines.stateFileReader = { reference throws(ResolutionError.Message) in try folder.state(reference, graph: table.graph) }
            } else {
                lines.stateFileReader = { reference throws(ResolutionError.Message) in
                    throw .init("a line's state file '\(reference)' is read only under --states DIR, and none was given")
                }
            }
            batch = lines
        } catch {
            return try emit(Outcome(error), pretty: false)
        }
        try stream(batch)
    }

    /// Answers each line of standard input with `batch` (``BatchStream``).
    private func stream(_ batch: BatchResolver<Resolver>) throws {
        do throws(LineReader.ReadError) {
            try BatchStream(batch, maxLineBytes: maxLineBytes).run()
        } catch {
            StandardStreams.printError("linkstack: cannot read standard input: \(String(cString: strerror(error.code)))")
            throw ExitCode(StandardStreams.ioErrorStatus)
        }
    }
}
