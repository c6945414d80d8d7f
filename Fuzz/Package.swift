// swift-tools-version:6.0
// libFuzzer targets for LinkStack: the URL parser, the route-file loader, the resolver, the
// core's resolver against the engine's, the compiled-table reader, and the Swift generator's escaping. A
// separate package, so `swift test` never builds them. Build and run one with:
//   Scripts/fuzz.sh url 600      (targets: url, routefile, resolver, core, compiled, generator)
import PackageDescription

/// Fuzz targets have no `main`: libFuzzer supplies it and calls `LLVMFuzzerTestOneInput`.
let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "LinkStackFuzz",
    dependencies: [
        .package(name: "LinkStack", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "LinkStack", package: "LinkStack")]),
        .executableTarget(name: "FuzzURL", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
        .executableTarget(name: "FuzzRouteFile", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
        .executableTarget(name: "FuzzCore", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
        .executableTarget(name: "FuzzResolver", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
        .executableTarget(name: "FuzzCompiledTable", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
        .executableTarget(name: "FuzzGenerator", dependencies: [.product(name: "LinkStack", package: "LinkStack"), "FuzzSupport"],
                          swiftSettings: fuzzSettings),
    ]
)
