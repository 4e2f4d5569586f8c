// swift-tools-version:6.1
import PackageDescription

// The floor: the least a Swift program can do for a completion. It opens the store with GRDB and
// inserts one log row, nothing else. Built by bench/run.sh with --static-swift-stdlib -c release, and once
// more as one static executable, as ritual is.
let package = Package(
    name: "GRDBFloor",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        .executableTarget(name: "grdb-floor", dependencies: [.product(name: "GRDB", package: "GRDB.swift")])
    ]
)
