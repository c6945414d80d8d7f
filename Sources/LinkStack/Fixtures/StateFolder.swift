import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one folder `"@path"` state files are read from: a `--batch` line's under `--states DIR`,
/// a fixture's under its own folder. A path is relative and stays inside the folder (no absolute
/// path, no `..`, no link that leads out); the file is a regular file of at most 1 MiB, read
/// with flat memory; and no error repeats what the file holds, so a line cannot learn a file's
/// content from the answer.
package struct StateFolder: Sendable {
    /// The largest state file read, in bytes (a `--batch` line's own limit).
    package static let maxFileBytes = 1 << 20

    /// The folder, as given (for messages), and its real path.
    private let shown: String
    private let real: String

    /// The folder at `path`; nil when it is not a folder.
    package init?(_ path: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
              let real = StateFolder.realPath(path) else { return nil }
        shown = path
        self.real = real
    }

    /// The JSON of the state file `reference` names (without its `@`).
    ///
    /// - Throws: A message naming the file and what is wrong with it, never what it holds.
    package func json(_ reference: String) throws(ResolutionError.Message) -> JSONValue {
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard !reference.isEmpty, !reference.hasPrefix("/"), !parts.contains("..") else {
            throw .init("the state file '\(DeepLinkError.echoed(reference))' is not a path inside \(shown) (no absolute path, no '..')")
        }
        let path = real + "/" + reference
        guard let target = StateFolder.realPath(path) else { throw .init("cannot read the state file '\(reference)' in \(shown)") }
        guard target.hasPrefix(real + "/") else { throw .init("the state file '\(reference)' leads out of \(shown)") }
        var status = stat()
        guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: target) else {
            throw .init("cannot read the state file '\(reference)' in \(shown): it is not a regular file")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: StateFolder.maxFileBytes + 1)) ?? Data()
        guard data.count <= StateFolder.maxFileBytes else {
            throw .init("the state file '\(reference)' is larger than \(StateFolder.maxFileBytes) bytes (1 MiB)")
        }
        guard let text = String(data: data, encoding: .utf8), let json = try? JSONValue(parsing: text) else {
            throw .init("the state file '\(reference)' is not JSON text (what it holds is not repeated)")
        }
        return json
    }

    /// The JSON of the state file `reference` names, checked to be a state `graph` can show (so a
    /// problem with it is found here, and said without repeating what the file holds).
    package func state(_ reference: String, graph: ScreenGraph) throws(ResolutionError.Message) -> JSONValue {
        let json = try json(reference)
        if let state = try? NavigationState(json: json), (try? graph.shownState(state)) != nil { return json }
        throw .init("the state file '\(reference)' is not a navigation state of these routes (what it holds is not repeated)")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
