// swift-tools-version:6.0
// The benchmark package: LinkStack against peers, measured in one run. Peers live only here, so
// the root package never depends on them. Build and run with:
//   swift run -c release --package-path Benchmarks linkstack-bench
import PackageDescription

let package = Package(
    name: "LinkStackBenchmarks",
    products: [
        .executable(name: "linkstack-bench", targets: ["LinkStackBench"]),
    ],
    dependencies: [
        .package(name: "LinkStack", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
    ],
    targets: [
        // libpcre2 for the peer that loops over one pattern per route (Contender+Peers.swift).
        .systemLibrary(name: "CPCRE2Peer", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        .executableTarget(
            name: "LinkStackBench",
            dependencies: [
                .product(name: "LinkStack", package: "LinkStack"),
                .product(name: "LinkStackCore", package: "LinkStack"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "CPCRE2Peer",
            ]
        ),
    ]
)
