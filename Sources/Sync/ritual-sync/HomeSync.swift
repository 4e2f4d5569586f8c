import Foundation
import IntentKit
import RitualistApp
import RitualistStore
import RitualistSync
import RitualistSyncServer

/// The `SyncProgram` of the home the environment names: its config.yaml's `sync:` (or `RITUALIST_SYNC_URL`), its
/// ledger, its journal, and the push lock in its state folder.
enum HomeSync {
    static func program(environment: [String: String]) throws -> SyncProgram {
        let paths = try RitualistPaths(environment: environment)
        let journal = Journal(path: paths.journal)
        let now = clock(environment: environment)
        return SyncProgram(
            settings: { try settings(paths: paths, environment: environment) },
            openLedger: { try openLedger(environment: environment) },
            lockPath: paths.stateDirectory + "/sync-push.lock",
            journal: { note in try? journal.append(record(of: note, at: now())) }, now: now)
    }

    /// The program's clock: `RITUALIST_NOW` when it pins one, as `ritual` journals by it, else the system's.
    static func clock(environment: [String: String]) -> @Sendable () -> Date {
        guard environment["RITUALIST_NOW"].map({ !$0.isEmpty }) == true,
            let runtime = try? RitualistRuntime(environment: environment)
        else { return { Date() } }
        let instant = runtime.now.instant
        return { instant }
    }

    /// The settings: config.yaml's `sync:` section must be well formed (its problems are reported as
    /// `file:line:column` diagnostics); a problem in another section does not stop sync.
    static func settings(paths: RitualistPaths, environment: [String: String]) throws -> SyncSettings {
        let section: SyncSection?
        do {
            section = try RitualistSettings.read(path: paths.config).requiring(["sync"]).sync
        } catch {
            throw SyncFailure(
                caseName: "invalidConfiguration", category: "configuration",
                message: "config.yaml has problems:\n" + error.description)
        }
        return try SyncSettings.resolve(
            url: section?.url, passwordFile: section?.passwordFile, environment: environment)
    }

    private static func record(of note: SyncJournalNote, at time: Date) -> JournalRecord {
        JournalRecord(
            time: LocalMoment.utcStamp(time), intent: note.name, parameters: .object([]), ok: note.failure == nil,
            errorCase: note.failure?.caseName, message: note.failure?.message, durationMs: note.milliseconds,
            mode: note.mode, category: note.failure?.category)
    }
}
