// Unsafe: Unmanaged.passRetained keeps a loaded table until the process exits: freeing it cost a cold start from the GitHub table's .lsc 4.3 M instructions (11 %).
import ArgumentParser
import LinkStack

/// `--routes PATH`, shared by every command that loads a route table.
struct RouteOptions: ParsableArguments {
    // Optional, its default spelled in the help: swift-argument-parser describes a default value
    // through dynamic casts, whose first protocol look-ups cost every process ~0.4 M instructions.
    @Option(name: .customLong("routes"),
            help: ArgumentHelp("A route file, a folder of *.yaml, *.yml and *.json route files, or a compiled table (*.lsc, from "
                               + "'linkstack routes compile'). (default: Routes)", valueName: "routes"))
    var givenRoutes: String?

    /// The `--routes` path: `Routes` unless given.
    var routes: String { givenRoutes ?? "Routes" }

    @Flag(help: "With a compiled table (*.lsc) whose route files changed since it was compiled: fail (route_file) instead of warning.")
    var strict = false

    /// The table at ``routes``, its warnings printed on standard error.
    ///
    /// - Throws: ``CommandError/routeFile(_:)`` listing every problem.
    func table() throws(CommandError) -> RouteTable {
        try RouteOptions.table(at: routes, strict: strict)
    }

    /// The table at `routes` (route files or a compiled table), its warnings printed on standard
    /// error; a compiled table whose route files changed since is a warning too, or with
    /// `strict` an error.
    ///
    /// - Throws: ``CommandError/routeFile(_:)`` listing every problem.
    static func table(at routes: String, strict: Bool = false) throws(CommandError) -> RouteTable {
        do throws(RouteFileError) {
            let table = try load(routes)
            let stale = table.staleness(atPath: routes, strict: strict)
            if let stale, strict { throw RouteFileError([stale]) }
            warn((stale.map { [$0] } ?? []) + table.warnings)
            ProcessLifetime.keep(table)
            return table
        } catch {
            throw .routeFile(error)
        }
    }

    /// The table at `routes`: route files, or a compiled table (`*.lsc`).
    ///
    /// - Throws: ``RouteFileError`` listing every problem.
    static func load(_ routes: String) throws(RouteFileError) -> RouteTable {
        routes.hasSuffix("." + CompiledTable.fileExtension) ? try CompiledTable.table(atPath: routes) : try RouteTable(contentsOf: routes)
    }

    /// The table at ``routes``, or nil once the error has been printed as every command prints
    /// one (JSON on standard output, each problem on standard error).
    func loadedTable() throws -> RouteTable? {
        do throws(CommandError) {
            return try table()
        } catch {
            try emit(Outcome(error), pretty: false)
            return nil
        }
    }
}

/// What a `linkstack` process keeps until it exits: the system takes back a process's memory at
/// once, where freeing a loaded table's objects one by one costs a cold start 6% (5 M
/// instructions for 806 routes).
private final class ProcessLifetime {
    private let table: RouteTable

    private init(_ table: RouteTable) { self.table = table }

    /// Keeps `table` (its routes, patterns and screens) alive until the process exits.
    static func keep(_ table: RouteTable) {
        _ = Unmanaged.passRetained(ProcessLifetime(table))
    }
}
