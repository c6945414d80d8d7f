// swift-tools-version:6.1
// An app target whose typed links come from the LinkStackGenerator build-tool plugin: its route
// files are in Sources/PluginConsumer/Routes, its enum named in linkstack-generator.yaml, and the
// Swift file is written on each build where a route file changed, in the build's plugin folder.
// Scripts/check-plugin-consumer.sh builds and runs it.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "LinkStack", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginConsumer",
            dependencies: [.product(name: "LinkStackCore", package: "LinkStack")],
            exclude: ["Routes", "linkstack-generator.yaml"],
            plugins: [.plugin(name: "LinkStackGenerator", package: "LinkStack")]
        ),
    ]
)
