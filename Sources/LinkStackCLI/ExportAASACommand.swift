import ArgumentParser
import LinkStack

/// `linkstack export aasa`: the apple-app-site-association file of one host.
struct ExportAASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write the apple-app-site-association file for the table's https routes on one host.",
        discussion: """
            Prints {"applinks": {"details": [{"appIDs", "components"}]}}, indented, to serve at \
            https://HOST/.well-known/apple-app-site-association. Components follow the match \
            order: each route becomes components whose "/" pattern (* any run of characters, ? \
            one) and "?" dictionary (its required query items) cover the links it accepts, and \
            what the table refuses first (an exclude: true route, an absent: name) becomes \
            "exclude": true components before them. AASA says more than a route where it cannot \
            say as much: a parameter is any run of one or more characters (an int too; * crosses \
            /), a regex route is its literal prefix and *, and the file of a domain serves its \
            wildcard subdomains too. An exclusion that could stop links a later route accepts is \
            left out, with a warning on standard error, and so is a route that answers any host \
            (hosts: ["*"]), here and in --entitlements. The README lists every such case.

            Without --host, the table's first exact https host. The file of example.com also \
            serves *.example.com when the table names that wildcard (Apple fetches it there).

            --entitlements prints {"com.apple.developer.associated-domains": ["applinks:HOST", \
            ...]} for every https host of the table (applinks:*.example.com for a wildcard) \
            instead; `plutil -convert xml1` makes it a plist.

            Errors: unknown_host (exit 64) when no https route answers --host, no_links (65) \
            when no route answers https.

            Examples:
              linkstack export aasa --app-id ABCDE12345.com.example.shop
              linkstack export aasa --routes Routes/blog --app-id ABCDE12345.org.wordpress --host wordpress.com
              linkstack export aasa --routes Routes/blog --entitlements
            """
    )

    @Option(name: .customLong("app-id"), help: ArgumentHelp("An app ID, TEAMID.bundle.id; repeat for several apps.", valueName: "app-id"))
    var appIDs: [String] = []

    @Option(help: ArgumentHelp("The host the file is served on; a host an https route answers.", valueName: "host"))
    var host: String?

    @Flag(help: "Print the applinks: entitlement entries for the table's https hosts instead of the file.")
    var entitlements = false

    @OptionGroup var routeOptions: RouteOptions

    func validate() throws {
        guard entitlements || !appIDs.isEmpty else { throw ValidationError("give --app-id TEAMID.bundle.id (or --entitlements)") }
        for appID in appIDs {
            if let problem = AppSiteAssociation.problem(withAppID: appID) { throw ValidationError(problem) }
        }
    }

    func run() throws {
        do throws(CommandError) {
            let table = try routeOptions.table()
            if entitlements {
                for warning in AnyHostRoutes.warnings(table, export: "the Associated Domains entitlement") {
                    StandardStreams.printError("warning: \(warning)")
                }
                let entries = AppSiteAssociation.entitlements(of: table)
                return StandardStreams.print(JSONValue.object(["com.apple.developer.associated-domains": .array(entries.map(JSONValue.string))])
                    .rendered(pretty: true))
            }
            let file: AppSiteAssociation
            do throws(ExportError) {
                file = try AppSiteAssociation(table: table, host: host)
            } catch {
                throw .export(error)
            }
            for warning in file.warnings { StandardStreams.printError("warning: \(warning)") }
            let text = file.json(appIDs: appIDs).rendered(pretty: true)
            if text.utf8.count > AppSiteAssociation.maximumSize {
                StandardStreams.printError("warning: the file is \(text.utf8.count) bytes; Apple reads at most \(AppSiteAssociation.maximumSize)")
            }
            StandardStreams.print(text)
        } catch {
            try emit(Outcome(error), pretty: false)
        }
    }
}
