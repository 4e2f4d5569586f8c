import RitualistApp
import RitualistStore
import RitualistSync

/// The home's ledger: the one place `ritual-sync` opens the local side of sync. The store is opened as `ritual`
/// opens it, and what the ledger records is stamped with the program's clock (`RITUALIST_NOW` when pinned) and the
/// home's machine id; the settings that sync are config.yaml's. What a pull applies starts the home's event triggers
/// (`SyncEventFiring`).
func openLedger(environment: [String: String]) throws -> any SyncLedger {
    let runtime = try RitualistRuntime(environment: environment)
    let instant = runtime.now.instant
    let weekStart = (try? runtime.settings(using: ["week_start"]))?.weekStart ?? .monday
    let ledger = try SQLiteSyncLedger(
        paths: runtime.paths, settings: SyncedSettingsFile(path: runtime.paths.config), weekStart: weekStart,
        clock: { instant })
    return SyncEventFiring(ledger: ledger, runtime: runtime, environment: environment)
}
