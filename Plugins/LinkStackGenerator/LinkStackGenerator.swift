import Foundation
import PackagePlugin

/// The build-tool plugin: for a target holding `linkstack-generator.yaml`, runs
/// `linkstack generate swift` on every build whose route files changed, writing the Swift file
/// into the build's plugin work folder (never into the sources). See ``GeneratorConfig``.
@main
struct LinkStackGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let config = try GeneratorConfig(targetFolder: target.directoryURL) else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: config.name + ".swift")
        return [
            .buildCommand(
                displayName: "linkstack generate swift: \(config.name) from \(config.routesArgument)",
                executable: try context.tool(named: "LinkStackCLI").url,
                arguments: ["generate", "swift", "--routes", config.routes.path, "--name", config.name,
                            "--output", output.path, "--source-root", target.directoryURL.path],
                inputFiles: [config.file] + config.routeFiles(),
                outputFiles: [output]
            ),
        ]
    }
}
