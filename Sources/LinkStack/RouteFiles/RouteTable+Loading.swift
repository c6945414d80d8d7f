import Foundation

extension RouteTable {
    /// The largest route file read, in bytes (4 MiB): a table of thousands of routes is far smaller.
    package static let maxFileSize = 4 << 20

    /// The most problems a `route_file` error lists; the rest are counted in one last line.
    package static let maxListedProblems = 100

    /// The JSON Schema of route files, which a route folder may hold beside them (`Routes/schema.json`);
    /// it is not read as a route file.
    package static let schemaFileName = RouteFileRule.schemaFileName

    /// The file name endings a route folder is searched for.
    package static let fileExtensions = RouteFileRule.fileExtensions

    /// Loads a route file, or every `*.yaml`, `*.yml` and `*.json` file directly in a folder
    /// (in name order, except `schemaFileName`), and compiles them into one table.
    ///
    /// - Parameters:
    ///   - path: A file or folder path.
    ///   - shownPath: The path problems name instead of `path` (a folder's files are named
    ///     under it); `path` itself by default.
    /// - Throws: ``RouteFileError`` listing every problem in every file.
    public init(contentsOf path: String, reportingAs shownPath: String? = nil) throws(RouteFileError) {
        let (sources, problems) = RouteTable.readSources(at: path, shownAs: shownPath ?? path)
        try self.init(sources: sources, problems: problems)
    }

    /// Every problem `linkstack routes lint` reports for the route files at `path`, in file order:
    /// those that stop the table loading (equal-rank conflicts among them, found even when other
    /// routes or screens are broken), the load-time warnings, and — among the routes that
    /// compiled — those an earlier route shadows. When the table loads, also what
    /// `lintProblems` finds. Capped like a `route_file` error (`maxListedProblems`).
    ///
    /// `path` may be a compiled table (`*.lsc`): then what `lintProblems` finds in it, and
    /// whether its route files changed since it was compiled (`CompiledTableSources`): a
    /// warning, or an error when `strict`.
    ///
    /// A regex the core's matcher (what `linkstack generate swift` gives an app) cannot run alike
    /// is a warning, or with `core` an error (`portabilityProblems`).
    public static func lint(contentsOf path: String, strict: Bool = false, core: Bool = false) -> [RouteFileProblem] {
        if path.hasSuffix("." + CompiledTable.fileExtension) {
            do throws(RouteFileError) {
                let table = try CompiledTable.table(atPath: path)
                let stale = table.staleness(atPath: path, strict: strict).map { [$0] } ?? []
                return capped(sorted(stale + RouteLinter(table: table).problems() + table.portabilityLint(core: core)))
            } catch {
                return error.problems
            }
        }
        let (sources, readProblems) = readSources(at: path, shownAs: path)
        let (builder, problems) = check(sources: sources, problems: readProblems)
        let table = builder.table()
        guard !problems.isEmpty else { return capped(sorted(RouteLinter(table: table).problems() + table.portabilityLint(core: core))) }
        let reported = Set(problems.map(\.location))
        let shadowed = RouteLinter(table: table).shadowedRoutes().filter { !reported.contains($0.location) }
        return capped(sorted(problems + builder.warnings + shadowed))
    }

    /// The texts of the route files at `path`, and what kept any of them from being read.
    private static func readSources(at path: String, shownAs shown: String) -> (sources: [(path: String, text: String)], problems: [RouteFileProblem]) {
        var problems: [RouteFileProblem] = []
        var sources: [(path: String, text: String)] = []
        for (real, file) in RouteTable.routeFiles(at: path, shownAs: shown, problems: &problems) {
            // Through any symbolic link to the file itself, and never more than the limit plus
            // one byte (a device or a pipe has no size to check first).
            let target = URL(fileURLWithPath: real).resolvingSymlinksInPath().path
            let size = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? 0
            guard size <= RouteTable.maxFileSize else {
                problems.append(RouteTable.tooLarge(size, file: file))
                continue
            }
            guard let handle = FileHandle(forReadingAtPath: target),
                  let data = try? handle.read(upToCount: RouteTable.maxFileSize + 1) ?? Data() else {
                problems.append(RouteFileProblem("cannot read the file", at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            try? handle.close()
            guard data.count <= RouteTable.maxFileSize else {
                problems.append(RouteTable.tooLarge(data.count, file: file))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                problems.append(RouteFileProblem("the file is not UTF-8 text", at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            sources.append((file, text))
        }
        return (sources, problems)
    }

    /// Compiles a table from route file texts, as if each were a file at its path.
    ///
    /// ```swift
    /// let table = try RouteTable(yaml: """
    ///     schemes: [shop]
    ///     screens: { Home: {} }
    ///     routes: [{ pattern: /, screen: Home }]
    ///     """)
    /// ```
    ///
    /// - Throws: ``RouteFileError`` listing every problem.
    public init(yaml text: String, file: String = "<routes>") throws(RouteFileError) {
        try self.init(sources: [(file, text)], problems: [])
    }

    private init(sources: [(path: String, text: String)], problems: [RouteFileProblem]) throws(RouteFileError) {
        let (builder, problems) = RouteTable.check(sources: sources, problems: problems)
        guard problems.isEmpty else { throw RouteFileError(RouteTable.capped(RouteTable.sorted(problems))) }
        self = builder.table()
    }

    /// Reads route file texts and checks them together: the builder holding what compiled
    /// (``RouteTableBuilder/table()`` makes the table only when someone needs it), and every problem.
    private static func check(sources: [(path: String, text: String)], problems: [RouteFileProblem])
        -> (builder: RouteTableBuilder, problems: [RouteFileProblem]) {
        var problems = problems
        var files: [RouteFile] = []
        for source in sources {
            guard source.text.utf8.count <= RouteTable.maxFileSize else {
                problems.append(RouteTable.tooLarge(source.text.utf8.count, file: source.path))
                continue
            }
            var reader = RouteFileReader(path: source.path)
            files.append(reader.read(source.text))
            problems += reader.problems
        }
        var builder = RouteTableBuilder(files: files)
        builder.check()
        return (builder, problems + builder.problems)
    }

    /// Problems in file order (a stable sort: the order found breaks ties).
    private static func sorted(_ problems: [RouteFileProblem]) -> [RouteFileProblem] {
        problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// At most ``maxListedProblems``, then one line counting the rest.
    private static func capped(_ sorted: [RouteFileProblem]) -> [RouteFileProblem] {
        guard sorted.count > RouteTable.maxListedProblems else { return sorted }
        let more = sorted.count - RouteTable.maxListedProblems
        let rest = sorted[RouteTable.maxListedProblems...]
        return Array(sorted.prefix(RouteTable.maxListedProblems)) + [RouteFileProblem(
            "… and \(more) more problem\(more == 1 ? "" : "s") (only the first \(RouteTable.maxListedProblems) are listed)",
            at: rest[rest.startIndex].location, severity: rest.contains { $0.severity == .error } ? .error : .warning)]
    }

    static func tooLarge(_ size: Int, file: String) -> RouteFileProblem {
        RouteFileProblem("the file is \(size) bytes; a route file may be at most \(maxFileSize) bytes (4 MiB)",
                         at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// The files `RouteTable(contentsOf: path)` reads: the file itself, or a folder's `*.yaml`,
    /// `*.yml` and `*.json` files (not `schema.json`) in name order.
    package static func routeFilePaths(at path: String) -> [String] {
        var problems: [RouteFileProblem] = []
        return routeFiles(at: path, shownAs: path, problems: &problems).map(\.real)
    }

    /// The route files at `path` (a file, or a folder's route files in name order), each with the
    /// path problems name it by.
    static func routeFiles(at path: String, shownAs shown: String,
                                   problems: inout [RouteFileProblem]) -> [(real: String, shown: String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            problems.append(RouteFileProblem("no such file or folder", at: SourceLocation(file: shown, line: 1, column: 1)))
            return []
        }
        guard isFolder.boolValue else { return [(path, shown)] }
        let files = RouteFileRule.routeFileNames(inFolder: path)
        if files.isEmpty {
            problems.append(RouteFileProblem("the folder holds no *.yaml, *.yml or *.json route files",
                                             at: SourceLocation(file: shown, line: 1, column: 1)))
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let shownFolder = shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        return files.map { ("\(folder)/\($0)", "\(shownFolder)/\($0)") }
    }
}
