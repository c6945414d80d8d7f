import Foundation
import LinkStackCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The route files a compiled table was compiled from, each with a checksum (and its size and
/// modification time, so an unchanged file is not read again), so that a table
/// older than its YAML is found out instead of answering `no_route` for a route added since.
///
/// ```swift
/// let sources = CompiledTableSources(routes: "Routes", besideTableAt: "build/shop.lsc")
/// try Data(CompiledTable.bytes(of: table, sources: sources)).write(to: URL(fileURLWithPath: "build/shop.lsc"))
/// // later, after Routes/shop.yaml changed:
/// let loaded = try CompiledTable.table(atPath: "build/shop.lsc")
/// loaded.compiledSources?.staleness(besideTableAt: "build/shop.lsc")
/// // "build/shop.lsc is stale: compiled from route files that changed since (Routes/shop.yaml changed); …"
/// ```
///
/// Paths are kept relative to the compiled table's folder, so a checkout that holds both in the
/// same places checks them wherever it is; a table deployed without its sources checks nothing.
package struct CompiledTableSources: Sendable, Hashable {
    /// One route file read: its path relative to the compiled table's folder, its checksum
    /// (FNV-1a, 64 bits, of its bytes), and its size and modification time then: a file with
    /// both unchanged is taken as unchanged without reading it, as `make` does.
    package struct File: Sendable, Hashable {
        /// The file's path, relative to the compiled table's folder.
        package let path: String
        /// The checksum of its bytes.
        package let checksum: UInt64
        /// Its size in bytes when it was read.
        package let size: UInt64
        /// Its modification time when it was read, in nanoseconds since 1970; 0 when unknown
        /// (the file is then always read to compare its checksum).
        package let modified: Int64

        /// Records a file.
        package init(path: String, checksum: UInt64, size: UInt64 = 0, modified: Int64 = 0) {
            self.path = path
            self.checksum = checksum
            self.size = size
            self.modified = modified
        }
    }

    /// The `--routes` path compiled (a route file or a folder), relative to the table's folder.
    package let routes: String
    /// Every route file read, in the order the table read them.
    package let files: [File]

    /// Records sources as they are.
    package init(routes: String, files: [File]) {
        self.routes = routes
        self.files = files
    }

    /// The route files at `routes` (a file or a folder, as `--routes` takes it), recorded for a
    /// compiled table to be written to `tablePath`. A file that cannot be read is left out.
    package init(routes: String, besideTableAt tablePath: String) {
        let folder = CompiledTableSources.folder(of: tablePath)
        self.routes = RelativePath.of(routes, from: folder)
        self.files = RouteTable.routeFilePaths(at: routes).compactMap { path in
            let stamp = CompiledTableSources.stamp(of: path)
            return FileManager.default.contents(atPath: path).map { data in
                File(path: RelativePath.of(path, from: folder), checksum: CompiledTableSources.checksum(data),
                     size: stamp?.size ?? 0, modified: stamp?.modified ?? 0)
            }
        }
    }

    /// Why a table compiled from these sources no longer matches the route files beside the
    /// table at `tablePath` (which changed, which are new, which are gone), or nil when they all
    /// match or the sources are not there to check.
    package func staleness(besideTableAt tablePath: String) -> String? {
        let folder = CompiledTableSources.folder(of: tablePath), directory = RelativePath.currentDirectory
        // Named relative to the working directory: `Routes/shop.yaml`, not `build/../Routes/shop.yaml`.
        let shown = { (relative: String) in
            RelativePath.of(folder == "." ? relative : "\(folder)/\(relative)", from: ".", in: directory)
        }
        let root = routes.hasPrefix("/") ? routes : shown(routes)
        guard FileManager.default.fileExists(atPath: root) else { return nil }
        let absolute = { (path: String) in RelativePath.absolute(path, in: directory) }
        let recorded = Dictionary(files.map { (absolute(shown($0.path)), (name: shown($0.path), file: $0)) },
                                  uniquingKeysWith: { first, _ in first })
        let present = RouteTable.routeFilePaths(at: root)
        var changes: [String] = []
        for path in present {
            guard let (name, file) = recorded[absolute(path)] else {
                changes.append("\(RelativePath.of(path, from: ".", in: directory)) added")
                continue
            }
            if !file.isUnchanged(at: path) { changes.append("\(name) changed") }
        }
        let kept = Set(present.map(absolute))
        for (path, (name, _)) in recorded.sorted(by: { $0.key < $1.key }) where !kept.contains(path) {
            changes.append("\(name) removed")
        }
        guard !changes.isEmpty else { return nil }
        return "\(tablePath) is stale: compiled from route files that changed since (\(changes.joined(separator: ", "))); "
            + "compile it again: linkstack routes compile --routes \(root) -o \(tablePath)"
    }

    /// A file's size and modification time (nanoseconds since 1970), or nil when it cannot be
    /// read: one `stat` call.
    static func stamp(of path: String) -> (size: UInt64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (UInt64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The FNV-1a checksum of a file's bytes, copied into an array once (a generic walk over
    /// `Data` from another module costs a cold start about 90 instructions a byte; this, a few).
    static func checksum(_ data: Data) -> UInt64 {
        TableReader.checksum([UInt8](data))
    }

    /// The folder a path is in, `.` for a bare file name.
    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

extension RouteTable {
    /// For a table read from the compiled table at `path`, the problem its changed route files
    /// make (``CompiledTableSources/staleness(besideTableAt:)``) at the table's first line: a
    /// warning, or an error when `strict`. Nil when they did not change or are not there.
    package func staleness(atPath path: String, strict: Bool = false) -> RouteFileProblem? {
        compiledSources?.staleness(besideTableAt: path).map {
            RouteFileProblem($0, at: SourceLocation(file: path, line: 1, column: 1), severity: strict ? .error : .warning)
        }
    }
}

extension CompiledTableSources.File {
    /// Whether the file at `path` still holds what was recorded: the same size and modification
    /// time, or, when the time moved (a checkout), the same checksum. A file larger than a route
    /// file may be has changed, unread (a table naming a 3 GB file costs one `stat`).
    func isUnchanged(at path: String) -> Bool {
        guard let stamp = CompiledTableSources.stamp(of: path), stamp.size == size || size == 0,
              stamp.size <= UInt64(RouteTable.maxFileSize) else { return false }
        if modified != 0, stamp.modified == modified { return true }
        return FileManager.default.contents(atPath: path).map(CompiledTableSources.checksum) == checksum
    }
}
