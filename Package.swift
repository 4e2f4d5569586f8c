// swift-tools-version:6.1
import PackageDescription

/// The order the release link of `ritual` places its functions in on Linux (see the `ritual` target).
let symbolOrder = "\(Context.packageDirectory)/scripts/symbol-order.txt"

let package = Package(
    name: "Ritualist",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ritual", targets: ["ritual"]),
        .executable(name: "ritual-sync", targets: ["ritual-sync"]),
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .library(name: "RitualistCore", targets: ["RitualistCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only `ritual import` and `ritual export` read and write these: CSV tables and zip archives.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Only `ritual-sync` links it: the PostgreSQL client that pushes and pulls the change log. `ritual` never does.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // `swift package generate-documentation --target IntentKit` builds the DocC catalog; no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Small helpers the libraries share: calendar-day arithmetic, ISO dates, trimming, owner-only folders.
        .target(name: "Primitives"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives"]),

        // The generic framework: declarations, parameters, container, runner, journal. Knows nothing of habits.
        .target(name: "IntentKit", dependencies: ["Primitives", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "IntentKitTesting"]),

        // The habit domain: pure Swift, no I/O, the clock and the zone injected.
        .target(name: "RitualistCore", dependencies: ["Primitives"]),
        .testTarget(name: "RitualistCoreTests", dependencies: ["RitualistCore", "IntentKitTesting"]),

        // Persistence: the SQLite store on its own layer over libsqlite3 (RitualistStore/SQLite), its migrations,
        // where files live, the change log and the merge rules sync applies pulled entries by (RitualistStore/Sync),
        // its backups and restores, and the reading of SQLite files from elsewhere (UntrustedDatabase): the only
        // target that speaks to SQLite.
        .target(name: "RitualistStore", dependencies: ["Primitives", "RitualistCore", "CSQLite"]),
        // SQLite's C API, and the calls Swift cannot make: sqlite3_config and sqlite3_db_config are variadic.
        .target(name: "CSQLite", linkerSettings: [.linkedLibrary("sqlite3")]),
        .testTarget(name: "RitualistStoreTests", dependencies: ["RitualistStore", "IntentKitTesting"]),

        // Sync, all under Sources/Sync (docs/sync.md), but for the merge rules, which write the store's tables in its
        // transaction (RitualistStore/Sync, where RitualistSync applies pulled entries), and `ritual sync`'s front
        // end. RitualistSync is the local side, with no network client: the outbox of change-log entries, the pull
        // cursor, the ledger in the store's file, sync settings, the wire format of an entry, and how `ritual`
        // starts sync (config.yaml's `sync:` section, the push after a run, the sync timer's trigger entry). `ritual`
        // links it; `ritual-sync` links it with the PostgreSQL client.
        .target(
            name: "RitualistSync", dependencies: ["Primitives", "IntentKit", "RitualistCore", "RitualistStore"],
            path: "Sources/Sync/RitualistSync"),
        .testTarget(
            name: "RitualistSyncTests", dependencies: ["RitualistSync", "RitualistApp", "IntentKitTesting"],
            path: "Tests/Sync/RitualistSyncTests"),

        // The server side of sync: the PostgreSQL connection, the server schema, and the push and pull over any
        // SyncLedger. Only `ritual-sync` links it (and so PostgresNIO).
        .target(
            name: "RitualistSyncServer",
            dependencies: [
                "Primitives", "RitualistStore", "RitualistSync", .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Sources/Sync/RitualistSyncServer"),
        .testTarget(
            name: "RitualistSyncServerTests",
            dependencies: ["RitualistSyncServer", "RitualistSync", "RitualistStore", "IntentKitTesting"],
            path: "Tests/Sync/RitualistSyncServerTests"),
        // The application, and its composition root: the runtime (paths, config.yaml, the container with the store),
        // the built-in plugin (the habit entity, the actions, intents/ embedded at build time) and the host external
        // plugins run under, and the features a run meets: hotkeys (bindings, exports, installs), triggers (event
        // triggers after a change; systemd, cron and launchd installs), notifications and the bars' refresh after a
        // run, the renderers of what a front end shows, and the store watcher of `status --follow`.
        // No argument parsing: any front end can use it.
        .target(
            name: "RitualistApp",
            dependencies: ["Primitives", "IntentKit", "RitualistCore", "RitualistStore", "RitualistSync"],
            plugins: ["EmbedIntents"]),
        .testTarget(
            name: "RitualistAppTests", dependencies: ["RitualistApp", "IntentKitTesting", "RitualistTesting"]),
        .plugin(name: "EmbedIntents", capability: .buildTool(), dependencies: ["EmbedIntentsTool"]),
        .executableTarget(name: "EmbedIntentsTool"),

        // The user's data moving in and out: export (JSON, CSV), import (ritual, Loop Habit Tracker, harsh).
        // Importers read other programs' files into an ImportedHistory; one writer puts it into a store.
        .target(
            name: "RitualistTransfer",
            dependencies: [
                "Primitives", "RitualistCore", "RitualistStore", "IntentKit", "RitualistApp",
                .product(name: "CSV", package: "CSV.swift"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        .testTarget(
            name: "RitualistTransferTests",
            // Tests write foreign SQLite files (Loop's backups, damaged stores) through the store's SQLite layer.
            dependencies: ["RitualistTransfer", "RitualistStore", "CSQLite", "IntentKitTesting"]),

        // A terminal front end, all but its argument parsing: the console commands read and write through, the
        // requests each command makes (run an intent, print its result or its failure in a person's voice), batch
        // input, the plain-word reading of the hot paths, completion candidates, hints, confirmations and the tour.
        .target(
            name: "RitualistConsole",
            dependencies: [
                "Primitives", "IntentKit", "RitualistCore", "RitualistStore", "RitualistApp",
                "RitualistTransfer", "RitualistSync",
            ]),

        // The sync executable: argument parsing over RitualistSyncServer, the home's settings, journal and ledger.
        .executableTarget(
            name: "ritual-sync",
            dependencies: [
                "IntentKit", "RitualistStore", "RitualistApp", "RitualistSync", "RitualistSyncServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Sync/ritual-sync"),

        // The command line: subcommands that parse arguments and hand them to RitualistConsole's requests. The only
        // target that imports ArgumentParser.
        .target(
            name: "RitualistCLI",
            dependencies: [
                "IntentKit", "RitualistCore", "RitualistApp", "RitualistTransfer",
                "RitualistConsole", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The parser's declarations of the hot commands, generated from their words tables in RitualistConsole.
            plugins: ["CommandArguments"]),
        .plugin(name: "CommandArguments", capability: .buildTool(), dependencies: ["CommandArgumentsTool"]),
        .executableTarget(name: "CommandArgumentsTool"),
        .testTarget(
            name: "RitualistCLITests",
            dependencies: ["RitualistCLI", "RitualistConsole", "IntentKitTesting"]),
        // Linked as a fixed-address executable on Linux in release: a position-independent one spends time and
        // memory at every start relocating ~89,000 pointers. And linked by lld, which places the functions the
        // everyday commands run side by side in the order scripts/symbol-order.txt gives (written by
        // scripts/symbol-order.sh): a cold start maps 64 KiB around every page of code it touches, and scattered
        // they cost more memory (see README, Install).
        .executableTarget(
            name: "ritual", dependencies: ["RitualistCLI"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "-no-pie", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(symbolOrder)",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux], configuration: .release))
            ]),

        // A small program on IntentKit with a plugin and intents of its own, proving the framework is generic.
        .executableTarget(name: "pantry", dependencies: ["IntentKit"], path: "Examples/Pantry/Sources"),

        // Test doubles shared by the test targets: pinned clocks, temporary directories, an in-memory store.
        .target(name: "IntentKitTesting", dependencies: ["IntentKit"]),
        .target(name: "RitualistTesting", dependencies: ["RitualistCore"]),

        // Measures the in-process streak and calendar computations (`swift run -c release CoreBenchmark`).
        .executableTarget(
            name: "CoreBenchmark", dependencies: ["RitualistCore", "IntentKitTesting"], path: "Benchmarks/CoreBenchmark"
        ),
    ]
)

// Every Swift target builds with the same settings: Swift 6 language mode (complete concurrency checking) and the
// upcoming features the code is written for, so a target added later cannot silently build under looser rules.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
