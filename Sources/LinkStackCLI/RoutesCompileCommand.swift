import ArgumentParser
import Foundation
import LinkStack

/// `linkstack routes compile`: the checked table as a compiled table (`.lsc`) that loads without YAML.
struct RoutesCompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Write the checked route table as a compiled table (.lsc) that --routes loads without reading YAML.",
        discussion: """
            The file holds the screens, flows and routes in match order with their rank data and \
            limits, after every check the route files get, and the sources of the dispatch \
            patterns; loading it checks nothing again, writes no pattern and compiles each only \
            when a link first needs it, so a process that resolves one link starts ten times faster. It records its format version, the LinkStack and \
            PCRE2 versions and a checksum of the whole file, all checked before anything is read: \
            a file from another LinkStack or PCRE2, cut short or changed, is a route_file error \
            (exit 78) saying to compile again. Any command's --routes takes a path ending in .lsc \
            as a compiled table.

            It also records the route files it read, by their paths relative to the output's \
            folder, with a checksum, size and modification time of each (a file whose size and \
            time are unchanged is not read again). When those files are beside the table as they were \
            (a checkout) and one changed, was added or was removed since, loading the table warns \
            on standard error that it is stale, and --strict makes that a route_file error; \
            routes lint reports it too. A table deployed without its sources checks nothing.

            Examples:
              linkstack routes compile --routes Routes -o /tmp/shop.lsc
              linkstack routes compile --routes Routes -o /tmp/shop.lsc && linkstack resolve --routes /tmp/shop.lsc shop://cart
            """
    )

    @OptionGroup var routeOptions: RouteOptions

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the compiled table here (a link's target is replaced, a device such as /dev/null is written in place; a route file it reads is refused).", valueName: "file"))
    var output: String

    func run() throws {
        guard let table = try routeOptions.loadedTable() else { return }
        let sources = CompiledTableSources(routes: routeOptions.routes, besideTableAt: output)
            try OutputFile.write(Data(CompiledTable.bytes(of: table, sources: sources)), to: output)
    }

    func validate() throws {
        try OutputFile.refuse(output, option: "--output", ifAnyOf: RouteTable.routeFilePaths(at: routeOptions.routes))
    }
}
