// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Ritualist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .library(name: "RitualistCore", targets: ["RitualistCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The generic framework: declarations, parameters, container, runner, journal. Knows nothing of habits.
        .target(name: "IntentKit", dependencies: [.product(name: "Yams", package: "Yams")]),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "IntentKitTesting"]),

        // The habit domain: pure Swift, no I/O, the clock and the zone injected.
        .target(name: "RitualistCore"),
        .testTarget(name: "RitualistCoreTests", dependencies: ["RitualistCore"]),

        // Persistence: the SQLite store (GRDB), its migrations, and where files live.
        .target(name: "RitualistStore", dependencies: ["RitualistCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "RitualistStoreTests", dependencies: ["RitualistStore", "IntentKitTesting"]),

        // Test doubles shared by the test targets: pinned clocks, temporary directories.
        .target(name: "IntentKitTesting", dependencies: ["IntentKit"]),

        // Measures the in-process streak and calendar computations (`swift run -c release CoreBenchmark`).
        .executableTarget(name: "CoreBenchmark", dependencies: ["RitualistCore"], path: "Benchmarks/CoreBenchmark"),
    ]
)
