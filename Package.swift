// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LinkStack",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        // What an app embeds: links, screens, states, guards, stacks, plans and their JSON. No PCRE2, no Yams.
        .library(name: "LinkStackCore", targets: ["LinkStackCore"]),
        // The engine for servers, tools and CI: route files, PCRE2 templates, dispatch, lint, explain, fixtures.
        .library(name: "LinkStack", targets: ["LinkStack"]),
        // Thin bindings of the core's PlanApplier and NavigationModel to UIKit and SwiftUI. Their code sits in
        // `#if canImport(UIKit)` / `#if canImport(SwiftUI)`: on Linux (and in CI) they build as empty modules.
        .library(name: "LinkStackUIKit", targets: ["LinkStackUIKit"]),
        .library(name: "LinkStackSwiftUI", targets: ["LinkStackSwiftUI"]),
        .executable(name: "linkstack", targets: ["LinkStackCLI"]),
        // Generated Swift in an app's build: the build-tool plugin regenerates a target's typed links when its
        // route files change; the command plugin (`swift package generate-links`) writes them into the sources.
        .plugin(name: "LinkStackGenerator", targets: ["LinkStackGenerator"]),
        .plugin(name: "GenerateLinks", targets: ["GenerateLinks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The DocC catalogues' build (`swift package generate-documentation`), which CI runs with --warnings-as-errors.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // For the engine: a pointer slot read and written atomically (LazyValue's) and each thread's own PCRE2 match
        // contexts; the platforms floor rules out Synchronization.Atomic. Static inline C functions; no dependency.
        .target(name: "LinkStackCore"),
        .target(name: "LinkStackUIKit", dependencies: ["LinkStackCore"]),
        .target(name: "LinkStackSwiftUI", dependencies: ["LinkStackCore"]),
        .target(
            name: "LinkStack",
            dependencies: ["LinkStackCore", "CPCRE2", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "LinkStackCLI",
            dependencies: ["LinkStack", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "LinkStackGenerator", capability: .buildTool(), dependencies: ["LinkStackCLI"]),
        .plugin(
            name: "GenerateLinks",
            capability: .command(
                intent: .custom(verb: "generate-links", description: "Write each configured target's generated Swift file into its sources"),
                permissions: [.writeToPackageDirectory(reason: "It writes the generated Swift file (such as AppLinks.swift) into the target's folder")]
            ),
            dependencies: ["LinkStackCLI"]
        ),
        // Files `linkstack generate swift` wrote for Routes/ and fixture tables (Scripts/generate-links.sh):
        // compiled side by side against LinkStackCore alone, checked byte for byte by CLITests.
        .target(name: "GeneratedLinks", dependencies: ["LinkStackCore"], path: "Tests/GeneratedLinks"),
        .testTarget(
            name: "LinkStackTests",
            dependencies: ["LinkStack", "LinkStackCore", "GeneratedLinks", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "LinkStackCLITests",
            dependencies: ["LinkStackCLI", "LinkStack"]
        ),
    ]
)
