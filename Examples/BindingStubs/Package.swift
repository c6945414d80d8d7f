// swift-tools-version:6.0
// Type-checks LinkStackUIKit and LinkStackSwiftUI on Linux against stub UIKit and SwiftUI modules:
// Scripts/check-bindings.sh copies the bindings' sources in as BindingsUIKit and BindingsSwiftUI.
// It catches mistakes of types and actor isolation in the bindings; it is no substitute for
// building them with Apple's SDKs, which Linux CI cannot do.
import PackageDescription

let package = Package(
    name: "BindingStubs",
    dependencies: [
        .package(name: "LinkStack", path: "../LinkStack"),
    ],
    targets: [
        .target(name: "UIKit"),
        .target(name: "SwiftUI"),
        .target(name: "BindingsUIKit", dependencies: ["UIKit", .product(name: "LinkStackCore", package: "LinkStack")]),
        .target(name: "BindingsSwiftUI", dependencies: ["SwiftUI", .product(name: "LinkStackCore", package: "LinkStack")]),
    ]
)
