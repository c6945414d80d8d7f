import ArgumentParser
import LinkStack

/// `linkstack url SCREEN key=value...`: reverse routing, the canonical link for a screen.
struct URLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url",
        abstract: "Print the canonical deep link that opens a screen with the given parameters.",
        discussion: """
            Prints {"url"}. The routes that show the screen are tried in match order; the first that \
            can write every parameter, and whose link resolves back to the same screen and \
            parameters, wins. Values are percent-encoded; optional query parameters equal to their \
            default, or not given, are left out, and so is a final {name:path?} not given; a \
            {name:rest} query value is written last; literal alternatives (read|reader) are written \
            with their first word; an open query map {*filters} takes name=value pairs joined by \
            '&', and a route with {*} writes each parameter it does not name as a query item of its \
            own. Without --scheme, the route's first scheme as its file lists it (one that carries \
            a host when the route names its own hosts); with https (or a hostSchemes scheme), \
            --host, or else the route's first exact host, never a wildcard. For a link to share, \
            give --scheme https. A scheme or host the route does not answer makes it not fit; a \
            route whose hosts are all wildcards needs --host. Fails with no_url (exit 2) saying \
            why each route does not fit.

            Examples:
              linkstack url Reviews id=42
              linkstack url Reviews id=42 --scheme https
              linkstack url SitePost --routes Routes/blog --scheme https --host en.blog.wordpress.com year=2024 month=5 day=1 slug=hello
              linkstack url SearchResults query='red shoes' page=2
              linkstack url AppSettings --routes Routes/settings.yaml bundle=com.example.mail
              linkstack url ReaderSearch --routes Routes/blog query=swift 'filters=sort=new&lang=en'
            """
    )

    @Argument(help: "The screen to open, as the route files name it.")
    var screen: String

    @Argument(help: ArgumentHelp("The parameters, each name=value.", valueName: "name=value"))
    var params: [String] = []

    @Option(help: ArgumentHelp("The scheme the link must use, such as https for a link to share.", valueName: "scheme"))
    var scheme: String?

    @Option(help: ArgumentHelp("The host the link must name; the route must answer it (a wildcard host's site too).",
                               valueName: "host"))
    var host: String?

    @OptionGroup var routeOptions: RouteOptions

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func validate() throws {
        var names: Set<Substring> = []
        for param in params {
            guard let equals = param.firstIndex(of: "="), equals != param.startIndex else {
                throw ValidationError("'\(param)' is not name=value")
            }
            guard names.insert(param[..<equals]).inserted else {
                throw ValidationError("'\(param[..<equals])' is given twice; give each parameter once")
            }
        }
    }

    func run() throws {
        var values: [String: String] = [:]
        for param in params {
            let parts = param.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        let outcome: Outcome
        do throws(CommandError) {
            let table = try routeOptions.table()
            do throws(ReverseRoutingError) {
                outcome = Outcome(json: ["url": .string(try table.url(for: screen, params: values, scheme: scheme, host: host))], exitCode: 0)
            } catch {
                throw .noURL(error)
            }
        } catch {
            outcome = Outcome(error)
        }
        try emit(outcome, pretty: pretty)
    }
}
