import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files sync's settings name are read by one bounded reader of regular files: a FIFO in their place ends
/// `ritual-sync` with the configuration error naming it and its kind, where a blocking open waited for ever.
@Suite struct HostileSettingsFileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// config.yaml's `sync:` section, `{fifo}` standing for the FIFO's path.
        let config: String
        /// The environment beside the home's, `{fifo}` standing for the FIFO's path.
        let environment: [String: String]
        /// The message, `{fifo}` standing for the FIFO's path.
        let message: String
        var testDescription: String { name }
    }

    static let url = "postgresql://me@127.0.0.1:9/ritualist"

    static let cases = [
        Case(
            name: "password_file", config: "sync:\n  url: \(url)\n  password_file: {fifo}\n", environment: [:],
            message: "Password file '{fifo}' refused: it is a FIFO, not a regular file."),
        Case(
            name: "PGPASSFILE", config: "sync:\n  url: \(url)\n", environment: ["PGPASSFILE": "{fifo}"],
            message: "Password file '{fifo}' refused: it is a FIFO, not a regular file."),
        Case(
            name: "sslrootcert", config: "sync:\n  url: \"\(url)?sslmode=verify-full&sslrootcert={fifo}\"\n",
            environment: [:], message: "CA certificate file '{fifo}' refused: it is a FIFO, not a regular file."),
        Case(
            name: "PGSSLROOTCERT", config: "sync:\n  url: \"\(url)?sslmode=verify-ca\"\n",
            environment: ["PGSSLROOTCERT": "{fifo}"],
            message: "CA certificate file '{fifo}' refused: it is a FIFO, not a regular file."),
    ]

    @Test(arguments: cases)
    func aFIFOInPlaceOfASettingsFileEndsRitualSyncWithTheConfigurationError(_ given: Case) throws {
        let home = TemporaryDirectory(prefix: "ritualist-fifo")
        let fifo = home.path("secret")
        #expect(mkfifo(fifo, 0o600) == 0)
        try home.write("config.yaml", given.config.replacingOccurrences(of: "{fifo}", with: fifo))
        var environment = ["RITUALIST_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC"]
        for (name, value) in given.environment {
            environment[name] = value.replacingOccurrences(of: "{fifo}", with: fifo)
        }

        let result = try ProcessRunner.run(
            SyncedMachine.ritualSyncPath, ["sync", "--strict"], environment: environment, timeout: 20)

        #expect(result.status == 78)
        #expect(result.stderr == "error: " + given.message.replacingOccurrences(of: "{fifo}", with: fifo) + "\n")
    }
}
