import RitualistStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The local side of sync: what a machine has to push, where its pull stands, and how pulled entries enter its
/// store. `ritual-sync` moves entries between a ledger and the server and knows nothing of habits; the ledger
/// knows nothing of the server.
package protocol SyncLedger: Sendable {
    /// Up to `limit` entries of the change log not yet on the server (the outbox), oldest first.
    func outbox(limit: Int) throws -> [SyncEntry]
    /// Records that the server has committed the entries with these ids, at `time`.
    func markPushed(_ ids: [UUID], at time: Date) throws
    /// The server sequence of the last entry this machine has pulled; 0 before the first pull.
    func pullCursor() throws -> Int64
    /// Applies pulled entries in the order given, through the domain's rules and the merge rules of docs/sync.md,
    /// in one local transaction that also moves the cursor to the last entry's sequence. An entry that cannot be
    /// applied is set aside, never thrown: the ones after it still apply.
    func apply(_ entries: [PulledEntry], at time: Date) throws -> SyncApplyReport
    /// What `ritual sync status` shows of this machine.
    func status() throws -> SyncLedgerStatus
    /// Called once a pull has applied its last page, with the entries of all its pages that changed this machine's
    /// state: for what follows a whole pull, not each page (the bars' refresh).
    func pullEnded(applied: Int)
}

extension SyncLedger {
    /// Nothing follows a pull.
    package func pullEnded(applied: Int) {}
}

/// What one `apply` did.
package struct SyncApplyReport: Sendable, Hashable {
    /// Entries that changed this machine's habits, logs or rest days.
    package var applied: Int
    /// Entries recorded without a change of state, as a merge rule says (a second completion of a done day, an
    /// edit older than the field's last, an entry this machine had already).
    package var merged: Int
    /// Entries this machine made and holds, pulled back from the server: skipped, and counted apart.
    package var own: Int
    /// Entries that could not be applied.
    package var setAside: [SyncSetAside]
    /// The habits whose history changed, for the listeners that follow a commit.
    package var habitsChanged: Set<UUID>
    /// The events the applied entries fired on this machine, in order, by the rules a local press follows (docs/sync.md).
    package var events: [SyncEvent]

    /// A report with the given values.
    package init(
        applied: Int = 0, merged: Int = 0, own: Int = 0, setAside: [SyncSetAside] = [],
        habitsChanged: Set<UUID> = [], events: [SyncEvent] = []
    ) {
        self.applied = applied
        self.merged = merged
        self.own = own
        self.setAside = setAside
        self.habitsChanged = habitsChanged
        self.events = events
    }
}

/// The local side of `ritual sync status`.
package struct SyncLedgerStatus: Sendable, Hashable {
    /// This machine's id.
    package var machine: UUID
    /// Entries of the outbox.
    package var waiting: Int
    /// The server sequence pulled up to.
    package var cursor: Int64
    /// When entries were last pushed, if ever.
    package var lastPush: Date?
    /// When this machine last pulled, if ever.
    package var lastPull: Date?
    /// Every entry set aside so far.
    package var setAside: [SyncSetAside]
    /// Settings pulled that config.yaml does not hold yet, and why (`week_start: config.yaml cannot be read: …`).
    package var settingsWaiting: String?

    /// A status with the given values.
    package init(
        machine: UUID, waiting: Int, cursor: Int64, lastPush: Date?, lastPull: Date?, setAside: [SyncSetAside],
        settingsWaiting: String? = nil
    ) {
        self.machine = machine
        self.waiting = waiting
        self.cursor = cursor
        self.lastPush = lastPush
        self.lastPull = lastPull
        self.setAside = setAside
        self.settingsWaiting = settingsWaiting
    }
}
