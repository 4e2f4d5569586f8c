import Foundation
import RitualistSync
import Synchronization

/// What the server does for the ledger, in memory: keeps entries once each by id, in the order pushed, numbered
/// from 1; answers those after a cursor. Enough to exchange entries between homes without PostgreSQL.
final class MemoryServer: Sendable {
    private let entries = Mutex<[SyncEntry]>([])

    /// Pushes `home`'s whole outbox, a few entries at a time, and marks them pushed.
    func push(_ home: SyncHome, batch: Int = 7) throws {
        while true {
            let outbox = try home.ledger.outbox(limit: batch)
            guard !outbox.isEmpty else { return }
            entries.withLock { held in
                let known = Set(held.map(\.id))
                held += outbox.filter { !known.contains($0.id) }
            }
            try home.ledger.markPushed(outbox.map(\.id), at: home.time)
        }
    }

    /// Pulls into `home` everything after its cursor, `batch` entries per apply.
    @discardableResult
    func pull(_ home: SyncHome, batch: Int = 5) throws -> SyncApplyReport {
        var total = SyncApplyReport()
        while true {
            let cursor = try home.ledger.pullCursor()
            let page = after(cursor).prefix(batch)
            guard !page.isEmpty else { return total }
            let report = try home.ledger.apply(Array(page), at: home.time)
            total.applied += report.applied
            total.merged += report.merged
            total.own += report.own
            total.setAside += report.setAside
            total.habitsChanged.formUnion(report.habitsChanged)
            total.events += report.events
        }
    }

    /// Pushes then pulls each home in turn, twice, so every home ends holding every entry.
    func sync(_ homes: SyncHome...) throws {
        for _ in 0..<2 {
            for home in homes {
                try push(home)
                try pull(home)
            }
        }
    }

    /// Adds an entry as another program might have written it.
    func inject(_ entry: SyncEntry) { entries.withLock { $0.append(entry) } }

    func after(_ cursor: Int64) -> [PulledEntry] {
        entries.withLock { held in
            held.enumerated().dropFirst(Int(cursor)).map {
                PulledEntry(serverSeq: Int64($0.offset + 1), entry: $0.element)
            }
        }
    }

    var count: Int { entries.withLock { $0.count } }
}
