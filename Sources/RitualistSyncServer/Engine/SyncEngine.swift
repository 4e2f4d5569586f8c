import Foundation
import PostgresNIO
import RitualistSync

/// Moves entries between a machine's ledger and the server over one connection: a push sends the outbox in batches
/// and marks what the server committed; a pull reads the entries after the cursor in the server's order and hands
/// them to the ledger. Knows nothing of habits.
public struct SyncEngine: Sendable {
    /// Entries sent or read per statement.
    public static let defaultBatchSize = 500

    let ledger: any SyncLedger
    let server: ServerConnection
    let batchSize: Int
    let now: @Sendable () -> Date

    /// An engine over `ledger` and `server`; `now` stamps what the ledger records.
    public init(
        ledger: any SyncLedger, server: ServerConnection, batchSize: Int = defaultBatchSize,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.ledger = ledger
        self.server = server
        self.batchSize = batchSize
        self.now = now
    }

    /// Pushes the outbox until it is empty, entries recorded meanwhile included. Each batch is one transaction
    /// under the role's advisory lock, so two pushes of one history commit one after the other and the sequence
    /// numbers of a history become visible in their order (a pull never skips one committed later).
    public func push() async throws -> PushReport {
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
    public func pull() async throws -> PullReport {
        var report = PullReport()
        while true {
            let cursor = try ledger.pullCursor()
            let entries = try await fetch(after: cursor)
            guard !entries.isEmpty else { break }
            report.add(try ledger.apply(entries, at: now()), pulled: entries.count)
            guard entries.count == batchSize else { break }
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
            try await connection.query(
                "SELECT pg_advisory_xact_lock(hashtext('ritualist.push:' || current_user))", logger: logger)
            let rows = try await connection.query(
                """
                INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at)
                SELECT * FROM unnest(\(ids)::uuid[], \(machines)::uuid[], \(kinds)::text[], \(versions)::int4[],
                    \(bodies)::text[], \(stamps)::timestamptz[])
                ON CONFLICT (owner, id) DO NOTHING RETURNING id
                """, logger: logger)
            var inserted = Set<UUID>()
            for try await id in rows.decode(UUID.self) { inserted.insert(id) }
            let others = ids.filter { !inserted.contains($0) }
            guard !others.isEmpty else { return [:] }
            let found = try await connection.query(
                """
                SELECT id, machine, kind, version, body, stamped_at FROM ritualist.entries WHERE id = ANY(\(others))
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

    private func fetch(after cursor: Int64) async throws(SyncServerError) -> [PulledEntry] {
        let limit = batchSize
        return try await ServerQueries.run(server) { connection, logger in
            let rows = try await connection.query(
                """
                SELECT seq, id, machine, kind, version, body, stamped_at FROM ritualist.entries
                WHERE seq > \(cursor) ORDER BY seq LIMIT \(limit)
                """, logger: logger)
            var entries: [PulledEntry] = []
            for try await (seq, id, machine, kind, version, body, stamped) in rows.decode(
                (Int64, UUID, UUID, String, Int32, String, Date).self)
            {
                let entry = SyncEntry(
                    id: id, machine: machine, kind: kind, version: Int(version), body: body, stampedAt: stamped)
                entries.append(PulledEntry(serverSeq: seq, entry: entry))
            }
            return entries
        }
    }

    /// Whether two entries of one id are the same; the server keeps times to the microsecond.
    static func sameContent(_ left: SyncEntry, _ right: SyncEntry) -> Bool {
        left.machine == right.machine && left.kind == right.kind && left.version == right.version
            && left.body == right.body && abs(left.stampedAt.timeIntervalSince(right.stampedAt)) < 0.001
    }
}
