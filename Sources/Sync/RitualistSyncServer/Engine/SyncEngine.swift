import Foundation
import PostgresNIO
import RitualistSync

/// Moves entries between a machine's ledger and the server over one connection: a push sends the outbox in batches
/// and marks what the server committed; a pull reads the entries after the cursor in the server's order and hands
/// them to the ledger. Knows nothing of habits.
package struct SyncEngine: Sendable {
    /// Entries sent or read per statement.
    package static let defaultBatchSize = 500
    /// The most bytes of bodies one pull page reads: a few pages' worth of the largest entries a machine writes.
    package static let defaultPageBytes = 8 * SyncWire.maximumBodyBytes

    let ledger: any SyncLedger
    let server: ServerConnection
    let batchSize: Int
    let pageBytes: Int
    let now: @Sendable () -> Date

    /// An engine over `ledger` and `server`; `now` stamps what the ledger records.
    package init(
        ledger: any SyncLedger, server: ServerConnection, batchSize: Int = defaultBatchSize,
        pageBytes: Int = defaultPageBytes, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.ledger = ledger
        self.server = server
        self.batchSize = batchSize
        self.pageBytes = pageBytes
        self.now = now
    }

    /// Pushes the outbox until it is empty, entries recorded meanwhile included. Each batch is one transaction;
    /// the server numbers a history's entries under a lock on that history's row, tried and never waited on, so two
    /// pushes of one history commit one after the other (the second fails as `historyBusy`) and a history's
    /// sequence numbers become visible in their order (a pull never skips one committed later).
    package func push() async throws -> PushReport {
        var report = PushReport()
        var seen = Set<UUID>()
        while true {
            let batch = try ledger.outbox(limit: batchSize)
            guard !batch.isEmpty else { return report }
            // A ledger that hands back what it was told is pushed would loop for ever.
            guard batch.contains(where: { !seen.contains($0.id) }) else {
                throw SyncEngineError.outboxStuck(count: batch.count)
            }
            seen.formUnion(batch.map(\.id))
            let sent = try await insert(batch)
            try ledger.markPushed(batch.map(\.id), at: now())
            report = report + sent
        }
    }

    /// Pulls every entry after the cursor, a batch at a time, each applied by the ledger (which moves the cursor),
    /// then tells the ledger the pull ended.
    package func pull() async throws -> PullReport {
        var report = PullReport()
        while true {
            let cursor = try ledger.pullCursor()
            let page = try await PullPage.fetch(server, after: cursor, rows: batchSize, bytes: pageBytes)
            guard !page.entries.isEmpty else {
                // A pull that found nothing new is a pull all the same: `sync status` says when it ran. (A page of
                // this machine's own entries alone was applied, and recorded the time, though it counts none pulled.)
                if report.pulled + report.own == 0 { report.add(try ledger.apply([], at: now()), pulled: 0) }
                break
            }
            report.add(try ledger.apply(page.entries, at: now()), pulled: page.entries.count)
            guard page.more else { break }
        }
        ledger.pullEnded(applied: report.applied)
        return report
    }

    private func insert(_ batch: [SyncEntry]) async throws(SyncServerError) -> PushReport {
        let ids = batch.map(\.id)
        let machines = batch.map(\.machine)
        let kinds = batch.map(\.kind)
        let versions = batch.map { Int32(clamping: $0.version) }
        let bodies = batch.map(\.body)
        let stamps = batch.map(\.stampedAt)
        let existing: [UUID: SyncEntry] = try await ServerQueries.transaction(server) { connection, logger in
            // The ids the history holds already are left out before the insert, whose trigger numbers every row it
            // is given: a history's numbers then have no gaps but those of a batch rolled back.
            let rows = try await connection.query(
                """
                INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at)
                SELECT batch.* FROM unnest(\(ids)::uuid[], \(machines)::uuid[], \(kinds)::text[],
                    \(versions)::int4[], \(bodies)::text[], \(stamps)::timestamptz[])
                    AS batch (id, machine, kind, version, body, stamped_at)
                WHERE NOT EXISTS (
                    SELECT FROM ritualist.entries AS held WHERE held.owner = current_user AND held.id = batch.id)
                ON CONFLICT (owner, id) DO NOTHING RETURNING id
                """, logger: logger)
            var inserted = Set<UUID>()
            for try await id in rows.decode(UUID.self) { inserted.insert(id) }
            let others = ids.filter { !inserted.contains($0) }
            guard !others.isEmpty else { return [:] }
            let found = try await connection.query(
                """
                SELECT id, machine, kind, version, body, stamped_at FROM ritualist.entries
                WHERE owner = current_user AND id = ANY(\(others))
                """, logger: logger)
            var existing: [UUID: SyncEntry] = [:]
            for try await (id, machine, kind, version, body, stamped) in found.decode(
                (UUID, UUID, String, Int32, String, Date).self)
            {
                existing[id] = SyncEntry(
                    id: id, machine: machine, kind: kind, version: Int(version), body: body, stampedAt: stamped)
            }
            return existing
        }
        var report = PushReport()
        for entry in batch {
            guard let there = existing[entry.id] else {
                report.pushed += 1
                continue
            }
            if Self.sameContent(there, entry) {
                report.alreadyThere += 1
            } else {
                report.conflicts.append(entry.id)
            }
        }
        return report
    }

    /// Whether two entries of one id are the same; the server keeps times to the microsecond.
    static func sameContent(_ left: SyncEntry, _ right: SyncEntry) -> Bool {
        left.machine == right.machine && left.kind == right.kind && left.version == right.version
            && left.body == right.body && abs(left.stampedAt.timeIntervalSince(right.stampedAt)) < 0.001
    }
}
