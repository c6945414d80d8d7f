import Foundation

extension RouteTable {
    /// The largest route file read, in bytes (4 MiB): a table of thousands of routes is far smaller.
    public static let maxFileSize = 4 << 20

    /// The most problems a `route_file` error lists; the rest are counted in one last line.
    public static let maxListedProblems = 100

    /// The JSON Schema of route files, which a route folder may hold beside them (`Routes/schema.json`);
    /// it is not read as a route file.
    public static let schemaFileName = "schema.json"

    /// The file name endings a route folder is searched for.
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Loads a route file, or every `*.yaml`, `*.yml` and `*.json` file directly in a folder
    /// (in name order, except ``schemaFileName``), and compiles them into one table.
    ///
    /// - Parameters:
    ///   - path: A file or folder path.
    ///   - shownPath: The path problems name instead of `path` (a folder's files are named
    ///     under it); `path` itself by default.
    /// - Throws: ``ResolutionError/routeFile(_:)`` listing every problem in every file.
    public init(contentsOf path: String, reportingAs shownPath: String? = nil) throws(ResolutionError) {
        var problems: [RouteFileProblem] = []
        var sources: [(path: String, text: String)] = []
        for (real, file) in RouteTable.routeFiles(at: path, shownAs: shownPath ?? path, problems: &problems) {
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
        try self.init(sources: sources, problems: problems)
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
    /// - Throws: ``ResolutionError/routeFile(_:)`` listing every problem.
    public init(yaml text: String, file: String = "<routes>") throws(ResolutionError) {
        try self.init(sources: [(file, text)], problems: [])
    }

    private init(sources: [(path: String, text: String)], problems: [RouteFileProblem]) throws(ResolutionError) {
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
        let table = builder.build()
        problems += builder.problems
        guard problems.isEmpty, let table else {
            let sorted = problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
            guard sorted.count > RouteTable.maxListedProblems else { throw .routeFile(sorted) }
            let more = sorted.count - RouteTable.maxListedProblems
            throw .routeFile(Array(sorted.prefix(RouteTable.maxListedProblems)) + [RouteFileProblem(
                "… and \(more) more problem\(more == 1 ? "" : "s") (only the first \(RouteTable.maxListedProblems) are listed)",
                at: sorted[RouteTable.maxListedProblems].location)])
        }
        self = table
    }

    static func tooLarge(_ size: Int, file: String) -> RouteFileProblem {
        RouteFileProblem("the file is \(size) bytes; a route file may be at most \(maxFileSize) bytes (4 MiB)",
                         at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// The route files at `path` (a file, or a folder's route files in name order), each with the
    /// path problems name it by.
    private static func routeFiles(at path: String, shownAs shown: String,
                                   problems: inout [RouteFileProblem]) -> [(real: String, shown: String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            problems.append(RouteFileProblem("no such file or folder", at: SourceLocation(file: shown, line: 1, column: 1)))
            return []
        }
        guard isFolder.boolValue else { return [(path, shown)] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let files = names.filter { fileExtensions.contains(($0 as NSString).pathExtension.lowercased()) && $0 != schemaFileName }.sorted()
        if files.isEmpty {
            problems.append(RouteFileProblem("the folder holds no *.yaml, *.yml or *.json route files",
                                             at: SourceLocation(file: shown, line: 1, column: 1)))
        }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let shownFolder = shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        return files.map { ("\(folder)/\($0)", "\(shownFolder)/\($0)") }
    }
}
