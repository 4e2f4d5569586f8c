import RitualistCore
import RitualistStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The ledger of one home's SQLite store: its outbox is the change log less what the server holds, and pulled
/// entries enter the store through its own writes, by the merge rules of docs/sync.md.
///
/// ```swift
/// let ledger = try SQLiteSyncLedger(paths: RitualistPaths(environment: environment))
/// try ledger.markPushed(server.insert(try ledger.outbox(limit: 500)), at: Date())
/// ```
package final class SQLiteSyncLedger: SyncLedger {
    /// The store the ledger reads and writes.
    package let store: SQLiteHabitStore
    /// Where the settings that sync live (config.yaml), when they sync.
    let settings: (any SyncedSettingsSource)?
    private let machine: @Sendable () throws -> UUID
    /// Where weeks start, for the habits counted per week that decide `allDone`.
    package let weekStart: Weekday

    /// The ledger of `store`, whose entries are stamped by `machine`; with `settings`, the synced settings there
    /// are recorded before each pull and push and the pulled ones that win are written there. `weekStart` is the
    /// week the events of what a pull applies are judged by.
    package init(
        store: SQLiteHabitStore, settings: (any SyncedSettingsSource)? = nil, weekStart: Weekday = .monday,
        machine: @escaping @Sendable () throws -> UUID
    ) {
        self.store = store
        self.settings = settings
        self.weekStart = weekStart
        self.machine = machine
    }

    /// The ledger of the home `paths` names: its store opened (created and migrated when needed) as `ritual` opens
    /// it, stamped by `clock` and the home's machine id.
    package convenience init(
        paths: RitualistPaths, settings: (any SyncedSettingsSource)? = nil, weekStart: Weekday = .monday,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(StoreError) {
        let identity = MachineIdentity(path: paths.machineID)
        let stamp = ChangeStamp(clock: clock, machine: { try identity.id() })
        self.init(
            store: try SQLiteHabitStore.open(at: paths.database, stamp: stamp), settings: settings,
            weekStart: weekStart,
            machine: { try identity.id() })
    }

    package func outbox(limit: Int) throws -> [SyncEntry] {
        try recordSettings()
        return try store.syncOutbox(limit: limit).map(SyncWire.syncEntry)
    }

    package func markPushed(_ ids: [UUID], at time: Date) throws {
        try store.markOnServer(ids, at: time)
    }

    package func pullCursor() throws -> Int64 {
        try writeSettings()
        try recordSettings()
        return try store.syncCursor()
    }

    package func apply(_ entries: [PulledEntry], at time: Date) throws -> SyncApplyReport {
        let changes = entries.map(Self.change)
        let report = try store.applySynced(changes, at: time)
        try writeSettings()
        let own = report.held[try machine()] ?? 0
        return SyncApplyReport(
            applied: report.applied, merged: report.merged + report.held.values.reduce(0, +) - own, own: own,
            setAside: report.setAside,
            habitsChanged: report.habitsChanged,
            events: try SyncEvents.events(of: report.appliedEntries, store: store, weekStart: weekStart))
    }

    package func status() throws -> SyncLedgerStatus {
        let summary = try store.syncSummary()
        return SyncLedgerStatus(
            machine: try machine(), waiting: summary.waiting, cursor: summary.cursor, lastPush: summary.lastPush,
            lastPull: summary.lastPull, setAside: summary.setAside, settingsWaiting: try settingsWaiting())
    }
}

extension SQLiteSyncLedger {
    /// The entry a pulled one carries, or the reason it is set aside.
    static func change(_ pulled: PulledEntry) -> SyncedChange {
        do throws(SyncWireError) {
            if let bytes = pulled.withheldBodyBytes { throw .oversized(bytes: bytes) }
            return .entry(serverSeq: pulled.serverSeq, try SyncWire.changeEntry(pulled.entry))
        } catch {
            return .setAside(
                SyncSetAside(
                    serverSeq: pulled.serverSeq, id: pulled.entry.id, kind: pulled.entry.kind, reason: error.reason))
        }
    }
}
