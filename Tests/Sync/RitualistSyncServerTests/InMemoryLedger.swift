import Foundation
import RitualistStore
import RitualistSync
import Synchronization

/// A ledger in memory: the entries this machine recorded (the outbox being those not yet pushed), the entries it
/// pulled, and its cursor. Applying an entry records it; one it already has is merged; one of a kind in
/// `unreadableKinds` is set aside.
final class InMemoryLedger: SyncLedger {
    struct State {
        var recorded: [SyncEntry] = []
        var pushed: Set<UUID> = []
        var pulled: [PulledEntry] = []
        var cursor: Int64 = 0
        var lastPush: Date?
        var lastPull: Date?
        var setAside: [SyncSetAside] = []
        /// Called at each outbox read, to record entries while a push runs.
        var onOutbox: (@Sendable (Int) -> [SyncEntry])?
        var outboxReads = 0
        /// The number of entries of each `apply`: a pull's pages.
        var pages: [Int] = []
    }

    let machine: UUID
    let unreadableKinds: Set<String>
    let state = Mutex(State())

    init(machine: UUID = UUID(), unreadableKinds: Set<String> = []) {
        self.machine = machine
        self.unreadableKinds = unreadableKinds
    }

    /// Records `count` entries of this machine, as presses would.
    @discardableResult
    func record(_ count: Int, kind: String = "log.added", at time: Date = Date(timeIntervalSince1970: 1_700_000_000))
        -> [SyncEntry]
    {
        let entries = (0..<count).map { index in
            SyncEntry(
                id: UUID(), machine: machine, kind: kind, version: 1, body: #"{"n":\#(index)}"#,
                stampedAt: time.addingTimeInterval(Double(index)))
        }
        state.withLock { $0.recorded += entries }
        return entries
    }

    /// Every entry this machine knows: its own and those it pulled, by id.
    var known: Set<UUID> {
        state.withLock { state in Set(state.recorded.map(\.id)).union(state.pulled.map(\.entry.id)) }
    }

    func outbox(limit: Int) throws -> [SyncEntry] {
        let hook = state.withLock { state -> (@Sendable (Int) -> [SyncEntry])? in
            state.outboxReads += 1
            return state.onOutbox
        }
        if let hook {
            let reads = state.withLock { $0.outboxReads }
            let added = hook(reads)
            state.withLock { $0.recorded += added }
        }
        return state.withLock { state in Array(state.recorded.filter { !state.pushed.contains($0.id) }.prefix(limit)) }
    }

    func markPushed(_ ids: [UUID], at time: Date) throws {
        state.withLock { state in
            state.pushed.formUnion(ids)
            state.lastPush = time
        }
    }

    func pullCursor() throws -> Int64 { state.withLock { $0.cursor } }

    func apply(_ entries: [PulledEntry], at time: Date) throws -> SyncApplyReport {
        state.withLock { state in
            state.pages.append(entries.count)
            var report = SyncApplyReport()
            let known = Set(state.recorded.map(\.id)).union(state.pulled.map(\.entry.id))
            for pulled in entries {
                if unreadableKinds.contains(pulled.entry.kind) {
                    let aside = SyncSetAside(
                        serverSeq: pulled.serverSeq, id: pulled.entry.id, kind: pulled.entry.kind,
                        reason: "an entry of an unknown kind")
                    report.setAside.append(aside)
                    state.setAside.append(aside)
                } else if known.contains(pulled.entry.id) {
                    if pulled.entry.machine == machine { report.own += 1 } else { report.merged += 1 }
                } else {
                    report.applied += 1
                    state.pulled.append(pulled)
                }
                state.cursor = max(state.cursor, pulled.serverSeq)
            }
            state.lastPull = time
            return report
        }
    }

    func status() throws -> SyncLedgerStatus {
        state.withLock { state in
            SyncLedgerStatus(
                machine: machine, waiting: state.recorded.filter { !state.pushed.contains($0.id) }.count,
                cursor: state.cursor, lastPush: state.lastPush, lastPull: state.lastPull, setAside: state.setAside)
        }
    }
}
