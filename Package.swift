// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Ritualist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IntentKit", targets: ["IntentKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The generic framework: declarations, parameters, container, runner, journal.
        .target(name: "IntentKit", dependencies: [.product(name: "Yams", package: "Yams")]),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "IntentKitTesting"]),
        // Test doubles shared by every test target: fixed clocks, temporary homes, containers.
        .target(name: "IntentKitTesting", dependencies: ["IntentKit"]),
    ]
)
