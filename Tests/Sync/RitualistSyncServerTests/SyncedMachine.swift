import Foundation
import IntentKitTesting
import Testing

/// One machine of the end-to-end sync tests: a home of its own (its store, state and machine id), the built `ritual`
/// and `ritual-sync`, a pinned clock and time zone, and the test's server named in its config.yaml.
struct SyncedMachine {
    static let ritualPath = BuiltProducts.path(of: "ritual")
    static let ritualSyncPath = BuiltProducts.path(of: "ritual-sync")

    let home = TemporaryDirectory(prefix: "ritualist-machine")
    var now = "2025-11-08T12:00:00"
    var zone = "America/New_York"
    /// `RITUALIST_SYNC_URL`, which wins over config.yaml's: the way a test takes the server away.
    var urlOverride: String?
    /// Whether a press starts `ritual-sync push` as it does beside an installed `ritual`; when false, `ritual` is
    /// told it lives in a folder without `ritual-sync`, so only the test starts it.
    var detachedPushes = true
    /// `PATH`: where the machine's programs (a test's `notify-send`) are found.
    var path = "/usr/bin:/bin"

    /// A machine whose config.yaml names `database` on the test server, with the test server's password file.
    init(database: String) throws {
        let variables = TestServer.variables ?? [:]
        let url =
            "postgresql://\(variables["PGUSER"] ?? "")@/\(database)?host=\(variables["PGHOST"] ?? "")"
            + "&port=\(variables["PGPORT"] ?? "")"
        try home.write(
            "config.yaml",
            "sync:\n  url: \"\(url)\"\n  password_file: \(variables["RITUALIST_TEST_PGPASSWORD_FILE"] ?? "")\n")
    }

    var environment: [String: String] {
        var environment = [
            "RITUALIST_HOME": home.path, "HOME": home.path, "RITUALIST_NOW": now, "TZ": zone, "PATH": path,
        ]
        if let urlOverride { environment["RITUALIST_SYNC_URL"] = urlOverride }
        if !detachedPushes { environment["RITUALIST_EXECUTABLE"] = home.path("no-ritual-sync-here/ritual") }
        return environment
    }

    /// Runs `ritual` with `arguments`; `ritual sync` finds `ritual-sync` whether presses start it or not.
    @discardableResult
    func ritual(_ arguments: String..., stdin: String? = nil) throws -> ProcessResult {
        try run(arguments, stdin: stdin)
    }

    /// Runs `ritual` with `arguments`.
    func run(_ arguments: [String], stdin: String? = nil) throws -> ProcessResult {
        var environment = environment
        if arguments.first == "sync" { environment["RITUALIST_EXECUTABLE"] = nil }
        return try ProcessRunner.run(Self.ritualPath, arguments, environment: environment, stdin: stdin, timeout: 60)
    }

    /// Runs `ritual` and expects it to succeed.
    @discardableResult
    func succeeds(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        let result = try run(arguments)
        #expect(
            result.status == 0, "ritual \(arguments.joined(separator: " ")): \(result.stderr)",
            sourceLocation: sourceLocation)
        return result
    }

    /// The JSON object `ritual ARGUMENTS` prints.
    func json(_ arguments: String...) throws -> [String: Any] {
        let result = try run(arguments)
        guard result.status == 0,
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else { throw Unexpected(command: arguments, result: result) }
        return object
    }

    /// What `ritual ARGUMENTS` prints, for comparing two machines' views byte for byte.
    func output(_ arguments: String...) throws -> String {
        try output(arguments)
    }

    /// What `ritual ARGUMENTS` prints.
    func output(_ arguments: [String]) throws -> String {
        let result = try run(arguments)
        guard result.status == 0 else { throw Unexpected(command: arguments, result: result) }
        return result.stdout
    }

    /// `ritual sync --strict`, then, while a push started after a press holds the push lock (the sync hands its
    /// entries over to it), again until nothing waits: the machine's whole outbox is on the server.
    func sync(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for _ in 0..<50 {
            let result = try ritual("sync", "--strict")
            #expect(result.status == 0, "ritual sync: \(result.stderr)", sourceLocation: sourceLocation)
            guard result.status == 0 else { return }
            if try waiting() == 0 { return }
            usleep(100_000)
        }
        Issue.record("entries still waiting after 50 syncs", sourceLocation: sourceLocation)
    }

    /// Entries of the outbox, as `ritual sync status --json` counts them.
    func waiting() throws -> Int {
        try json("sync", "status", "--json")["waiting"] as? Int ?? -1
    }

    /// The ids of the change log's entries this machine made.
    func ownEntryIDs() throws -> [String] {
        let machine = try json("sync", "status", "--json")["machine"] as? String ?? ""
        return try changes().filter { ($0["machine"] as? String)?.lowercased() == machine.lowercased() }
            .compactMap { $0["id"] as? String }.map { $0.lowercased() }
    }

    /// Every entry of the change log, as `ritual changes --json` shows it (with a limit past any test's count: 20
    /// when left out).
    func changes() throws -> [[String: Any]] {
        let command = ["changes", "--json", "--limit", "1000000"]
        let result = try run(command)
        guard result.status == 0,
            let entries = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        else { throw Unexpected(command: command, result: result) }
        return entries
    }

    /// A command that failed or printed something other than what was expected.
    struct Unexpected: Error, CustomStringConvertible {
        let command: [String]
        let result: ProcessResult
        var description: String {
            "ritual \(command.joined(separator: " ")) exited \(result.status): \(result.stderr)\(result.stdout.prefix(400))"
        }
    }
}
