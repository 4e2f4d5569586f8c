import ArgumentParser
import Foundation
import Primitives
import RitualistSyncServer

/// `ritual-sync`: pushes the home's change log to its PostgreSQL server and pulls the other machines' entries.
struct RitualSync: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ritual-sync",
        abstract: "Push and pull Ritualist's change log through PostgreSQL.",
        discussion: """
            The server is config.yaml's sync.url, or RITUALIST_SYNC_URL; the password comes from sync.password_file, \
            PGPASSFILE or ~/.pgpass, never from the command line. Each command connects once and gives up after \
            the connect timeout (connect_timeout in the URL, 10 s by default), and each statement within it too. \
            Exit status: 69 when the server cannot be reached, refuses the login, TLS fails, gives no answer in \
            time or another push of the history is under way; 65 when the server refuses what was sent; 78 when \
            the settings, the server's schema or the role's privileges do not fit.
            """)

    @Argument(help: "init, push, pull, sync (pull then push) or status.")
    var command: String = "sync"

    @Option(
        help: ArgumentHelp(
            "With init: the role the schema is given to, an admin role no person syncs as (run init as a superuser or "
                + "a member of that role).", valueName: "role"))
    var owner: String?

    @Flag(help: "Print the outcome as one JSON object.")
    var json = false

    @Flag(help: "Fail loudly: a push's failure on stderr with its exit status (other commands always do).")
    var strict = false

    @Flag(
        help: ArgumentHelp(
            "Run from the sync timer: a server that cannot be reached (exit 69) is only journaled and exits 0, as a "
                + "laptop offline is normal; settings that do not fit still fail with 78."))
    var timer = false

    func run() async throws {
        guard let chosen = SyncCommand(rawValue: command) else {
            throw ValidationError(
                "Unknown command '\(command)' (expected one of: "
                    + SyncCommand.allCases.map(\.rawValue).joinedText(separator: ", ") + ").")
        }
        if owner != nil, chosen != .initialize {
            throw ValidationError("--owner goes with init only, not with '\(command)'.")
        }
        var environment = ProcessInfo.processInfo.environment
        ParentWatch.start(&environment)
        let result: SyncCommandResult
        do {
            var program = try HomeSync.program(environment: environment)
            program.schemaOwner = owner
            result = await program.run(chosen, strict: strict, json: json)
        } catch {
            FileHandle.standardError.write(Data(TerminalText.escaped("error: \(error)\n").utf8))
            throw ExitCode(78)
        }
        FileHandle.standardOutput.write(Data(result.stdout.utf8))
        // The journal has recorded the failure already (`sync.sync`, not ok).
        if timer, !strict, result.exitCode == 69 { return }
        FileHandle.standardError.write(Data(result.stderr.utf8))
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
