import Foundation
import PackagePlugin

/// `swift package generate-links [--target NAME ...]`: writes each configured target's Swift
/// file into its sources (`<target>/<name>.swift`), for apps that commit the file (an Xcode
/// project without packages, or a team that reviews the generated diff). A target is configured
/// by a `linkstack-generator.yaml`, as for the LinkStackGenerator build-tool plugin; an unchanged
/// file is not touched.
@main
struct GenerateLinks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "LinkStackCLI").url
        var generated = 0
        for target in context.package.targets where names.isEmpty || names.contains(target.name) {
            guard let config = try GeneratorConfig(targetFolder: target.directoryURL) else { continue }
            let output = target.directoryURL.appending(path: config.name + ".swift")
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", "swift", "--routes", config.routes.path, "--name", config.name,
                                 "--output", output.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw LinkStackPluginError("linkstack generate swift failed for target \(target.name) (exit \(process.terminationStatus))")
            }
            print("\(target.name): \(output.path)")
            generated += 1
        }
        if generated == 0 {
            throw LinkStackPluginError("no target has a \(GeneratorConfig.fileName)" + (names.isEmpty ? "" : " among \(names.sorted())"))
        }
    }
}
