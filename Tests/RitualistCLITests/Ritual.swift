import Foundation
import IntentKitTesting

/// Runs the built `ritual` binary in a home of its own, with a pinned clock and zone.
struct Ritual {
    let home: TemporaryDirectory
    var now = "2025-11-08T12:00:00"
    var zone = "America/New_York"
    static let binary = BuiltProducts.path(of: "ritual")

    init(home: TemporaryDirectory = TemporaryDirectory()) {
        self.home = home
    }

    var environment: [String: String] {
        ["RITUALIST_HOME": home.path, "RITUALIST_NOW": now, "TZ": zone, "PATH": "/usr/bin:/bin", "HOME": home.path]
    }

    @discardableResult
    func callAsFunction(_ arguments: String..., stdin: String? = nil) throws -> ProcessResult {
        try ProcessRunner.run(Ritual.binary, arguments, environment: environment, stdin: stdin)
    }

    func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(Ritual.binary, arguments, environment: environment)
    }
}
