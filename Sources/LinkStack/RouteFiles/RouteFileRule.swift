import Foundation

/// Which files of a route folder are route files: the one rule the loader
/// (`RouteTable(contentsOf:)`) and the SwiftPM plugins (whose inputs must be exactly the files
/// the loader reads, so an edited file regenerates) both follow. The plugins compile this file
/// too, through a symbolic link, so it uses Foundation alone.
enum RouteFileRule {
    /// The JSON Schema of route files, which a route folder may hold beside them; not a route file.
    static let schemaFileName = "schema.json"

    /// The file name endings of route files, compared without case.
    static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Whether a file named `name`, directly in a route folder, is a route file.
    static func isRouteFile(named name: String) -> Bool {
        fileExtensions.contains((name as NSString).pathExtension.lowercased()) && name != schemaFileName
    }

    /// The names of a folder's route files (its own, not its subfolders'), in name order.
    static func routeFileNames(inFolder folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(isRouteFile).sorted()
    }
}
