import Foundation

/// Paths relative to a folder, as a generated file writes them so that every checkout writes the
/// same bytes: `/work/app/Routes/shop.yaml` from `/work/app/Sources` is `../Routes/shop.yaml`.
enum RelativePath {
    /// `path` relative to `folder` (both made absolute against the current directory first);
    /// `.` for the folder itself.
    static func of(_ path: String, from folder: String) -> String {
        let target = components(path), start = components(folder)
        var shared = 0
        while shared < min(target.count, start.count), target[shared] == start[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: start.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The absolute, standardized path's components (no `.`, `..` or empty ones).
    private static func components(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var result: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = result.popLast() } else { result.append(String(part)) }
        }
        return result
    }
}
