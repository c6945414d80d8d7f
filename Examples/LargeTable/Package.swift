// swift-tools-version:6.0
// The generated-Swift scale check: Scripts/check-large-table.sh writes a generated file for a
// 2,000-route table into Sources/LargeTable/LargeLinks.swift (not committed), builds this
// package under a memory cap and resolves the table's links through the generated resolver.
import PackageDescription

let package = Package(
    name: "LargeTable",
    dependencies: [
        .package(name: "LinkStack", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "LargeTable", dependencies: [.product(name: "LinkStackCore", package: "LinkStack")]),
    ]
)
