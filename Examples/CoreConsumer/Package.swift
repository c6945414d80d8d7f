// swift-tools-version:6.0
// An app's view of LinkStack: it links only the PCRE2-free core, with its table as generated Swift. Scripts/check-core-consumer.sh
// builds and runs it against a copy of LinkStack whose PCRE2 module cannot build.
import PackageDescription

let package = Package(
    name: "CoreConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "LinkStack", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "CoreConsumer", dependencies: [.product(name: "LinkStackCore", package: "LinkStack")]),
    ]
)
