import Foundation
import IntentKitTesting

/// A program from the distribution that a test runs to check what we generate; tests that need an absent one
/// are skipped with the reason (CI installs them through .ci/run).
enum ExternalProgram {
    static func path(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static var isRoot: Bool { getuid() == 0 }

    /// Runs `name` with `arguments`; stdout and stderr together.
    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProcessResult
    {
        let base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        return try ProcessRunner.run(
            path(name) ?? name, arguments, environment: base.merging(environment) { $1 })
    }
}
