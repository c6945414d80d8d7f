import Foundation

/// Paths of the repository the tests run in, found from this file's own path.
enum TestPaths {
    /// The package root.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Tests/Fixtures`.
    static let fixtures = root + "/Tests/Fixtures"

    /// `Routes`, the shipped route tables.
    static let routes = root + "/Routes"

    /// A file under the package root.
    static func file(_ relative: String) -> String { root + "/" + relative }
}
