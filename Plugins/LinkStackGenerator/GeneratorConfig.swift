import Foundation

/// A target's `linkstack-generator.yaml`: `name:` (the generated enum, such as `AppLinks`) and
/// `routes:` (a route file or folder relative to the target, `Routes` when omitted), one
/// `key: value` a line; `#` starts a comment. A target without the file is left alone.
struct GeneratorConfig {
    /// The file's name, at the target's root.
    static let fileName = "linkstack-generator.yaml"

    let file: URL
    let name: String
    let routesArgument: String
    let routes: URL

    /// The target's configuration, or nil when it has none.
    init?(targetFolder: URL) throws {
        let file = targetFolder.appending(path: Self.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        var values: [String: String] = [:]
        // Lines end at LF, CR LF or CR alike (a file saved on Windows reads as one saved on a Mac).
        let text = try String(contentsOf: file, encoding: .utf8)
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, ["name", "routes"].contains(parts[0]), !parts[1].isEmpty else {
                throw LinkStackPluginError("\(file.path):\(number + 1): expected 'name: EnumName' or 'routes: FOLDER'")
            }
            values[parts[0]] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        guard let name = values["name"] else { throw LinkStackPluginError("\(file.path): 'name:' is missing (the generated enum, such as AppLinks)") }
        self.file = file
        self.name = name
        routesArgument = values["routes"] ?? "Routes"
        routes = targetFolder.appending(path: routesArgument)
    }

    /// The route files the generated file depends on: exactly those the loader reads (the
    /// `routes` file, or the folder's own `*.yaml`, `*.yml` and `*.json` files, ``RouteFileRule``).
    func routeFiles() -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: routes.path, isDirectory: &isFolder), isFolder.boolValue else { return [routes] }
        return RouteFileRule.routeFileNames(inFolder: routes.path).map { routes.appending(path: $0) }
    }
}

/// Why a plugin stops: a `linkstack-generator.yaml` that does not read (with its file and line),
/// or a generation that failed.
struct LinkStackPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
