import ArgumentParser
import LinkStack

/// `--routes PATH`, shared by every command that loads a route table.
struct RouteOptions: ParsableArguments {
    @Option(help: "A route file, a folder of *.yaml, *.yml and *.json route files, or a compiled table (*.lsc, from 'linkstack routes compile').")
    var routes: String = "Routes"

    /// The table at ``routes``, its warnings printed on standard error.
    ///
    /// - Throws: ``CommandError/routeFile(_:)`` listing every problem.
    func table() throws(CommandError) -> RouteTable {
        do throws(RouteFileError) {
            let table = routes.hasSuffix("." + CompiledTable.fileExtension)
                ? try CompiledTable.table(atPath: routes) : try RouteTable(contentsOf: routes)
            warn(table.warnings)
            return table
        } catch {
            throw .routeFile(error)
        }
    }
}
