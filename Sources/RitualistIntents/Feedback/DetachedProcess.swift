import Foundation

/// Starts a command without a shell, its output discarded, without waiting for it; `timeout` ends it (through
/// coreutils' `timeout`) if it runs too long. A command that cannot start is ignored.
package enum DetachedProcess {
    @discardableResult
    package static func start(_ argv: [String], timeout: Int?, environment: [String: String]) -> Process? {
        guard !argv.isEmpty else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (timeout.map { ["timeout", "-k", "1", String($0)] } ?? []) + argv
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        return process
    }

    /// Whether `setsid` is on the environment's `PATH`, to start a command in a session of its own.
    package static func hasSetsid(_ environment: [String: String]) -> Bool {
        (environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/setsid")
        }
    }
}
