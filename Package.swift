// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Ritualist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RitualistCore", targets: ["RitualistCore"])
    ],
    targets: [
        .target(name: "RitualistCore"),
        .testTarget(name: "RitualistCoreTests", dependencies: ["RitualistCore"]),
        .executableTarget(
            name: "CoreBenchmark",
            dependencies: ["RitualistCore"],
            path: "Benchmarks/CoreBenchmark"
        ),
    ]
)
