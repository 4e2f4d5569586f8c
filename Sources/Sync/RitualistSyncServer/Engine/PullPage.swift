import Foundation
import PostgresNIO
import RitualistSync

/// One page of a pull: the entries after a cursor, bounded in rows and in bytes before any body is read. A body over
/// `SyncWire.maximumBodyBytes` is never read: its size is, and the entry is handed to the ledger with its size
/// alone, for it to set aside. The first entry is always in the page, however large, so a pull always moves on.
struct PullPage: Sendable {
    /// The entries, in the server's order.
    var entries: [PulledEntry] = []
    /// Whether entries may follow the page.
    var more = false

    static func fetch(_ server: ServerConnection, after cursor: Int64, rows: Int, bytes: Int)
        async throws(SyncServerError) -> PullPage
    {
        let bound = SyncWire.maximumBodyBytes
        return try await ServerQueries.run(server) { connection, logger in
            // `listed` numbers the rows by seq with the bytes of the bodies before each; only the bodies of the
            // rows kept are read, and only those within the bound.
            let found = try await connection.query(
                """
                SELECT entry.seq, entry.id, entry.machine, entry.kind, entry.version, entry.stamped_at,
                    listed.size, listed.total, CASE WHEN listed.size <= \(bound) THEN entry.body END
                FROM (
                    SELECT seq, size, count(*) OVER () AS total,
                        sum(CASE WHEN size <= \(bound) THEN size ELSE 0 END) OVER (ORDER BY seq)
                            - CASE WHEN size <= \(bound) THEN size ELSE 0 END AS before
                    FROM (
                        SELECT seq, octet_length(body) AS size FROM ritualist.entries
                        WHERE owner = current_user AND seq > \(cursor) ORDER BY seq LIMIT \(rows)
                    ) AS numbered
                ) AS listed
                JOIN ritualist.entries AS entry ON entry.owner = current_user AND entry.seq = listed.seq
                WHERE listed.before < \(bytes)
                ORDER BY entry.seq
                """, logger: logger)
            var page = PullPage()
            var listed = 0
            for try await (seq, id, machine, kind, version, stamped, size, total, body) in found.decode(
                (Int64, UUID, UUID, String, Int32, Date, Int32, Int64, String?).self)
            {
                listed = Int(total)
                let entry = SyncEntry(
                    id: id, machine: machine, kind: kind, version: Int(version), body: body ?? "", stampedAt: stamped)
                page.entries.append(
                    PulledEntry(serverSeq: seq, entry: entry, withheldBodyBytes: body == nil ? Int(size) : nil))
            }
            page.more = page.entries.count < listed || listed == rows
            return page
        }
    }
}
