import Foundation

/// Paths relative to a folder, as a generated file writes them so that every checkout writes the
/// same bytes: `/work/app/Routes/shop.yaml` from `/work/app/Sources` is `../Routes/shop.yaml`.
enum RelativePath {
    /// `path` relative to `folder` (both made absolute against `directory`, the current one
    /// unless given, first); `.` for the folder itself.
    static func of(_ path: String, from folder: String, in directory: String = currentDirectory) -> String {
        let target = components(path, in: directory), start = components(folder, in: directory)
        var shared = 0
        while shared < min(target.count, start.count), target[shared] == start[shared] { shared += 1 }
        guard start.count > shared || target.count > shared else { return "." }
        var text = ""
        for _ in shared..<start.count { text += text.isEmpty ? ".." : "/.." }
        for part in target[shared...] {
            if !text.isEmpty { text += "/" }
            text += part
        }
        return text  // built by appending: `joined(separator:)` over the parts cost more than the rest at start-up
    }

    /// `path` made absolute against `directory` and standardized (no `.`, `..` or empty
    /// components): two paths to the same file by way of different folders are the same text.
    static func absolute(_ path: String, in directory: String) -> String {
        var text = ""
        for part in components(path, in: directory) { text += "/" + part }
        return text.isEmpty ? "/" : text
    }

    /// The current directory, for a caller that makes many paths absolute to ask once.
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// The absolute, standardized path's components (no `.`, `..` or empty ones).
    private static func components(_ path: String, in directory: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        var result: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = result.popLast() } else { result.append(String(part)) }
        }
        return result
    }
}
