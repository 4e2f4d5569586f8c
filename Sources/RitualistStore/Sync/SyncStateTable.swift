import Foundation
import GRDB
import RitualistCore

/// The sync tables of schema v7: which change-log entries the server holds, the pull cursor and times, and the
/// entries set aside.
enum SyncStateTable {
    /// Up to `limit` entries the server does not hold, oldest first by their place in the local log.
    static func outbox(limit: Int, _ db: Database) throws -> [ChangeEntry] {
        try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog c
                WHERE NOT EXISTS (SELECT 1 FROM syncOnServer s WHERE s.seq = c.seq) ORDER BY seq LIMIT ?
                """
        ).rows(arguments: [max(0, limit)], ChangeLogTable.entry(row:))
    }

    /// How many entries the server does not hold.
    static func waiting(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: "SELECT count(*) FROM changeLog c WHERE NOT EXISTS (SELECT 1 FROM syncOnServer s WHERE s.seq = c.seq)"
        ) ?? 0
    }

    /// Records that the server holds the entries with these ids; ids the log does not hold are ignored.
    static func markOnServer(_ ids: [UUID], _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO syncOnServer (seq) SELECT seq FROM changeLog WHERE id = ?")
        for id in ids { try statement.execute(arguments: [id.text]) }
    }

    static func setLastPush(_ time: Date, _ db: Database) throws {
        try db.execute(sql: "UPDATE syncState SET lastPush = ?", arguments: [time.timeIntervalSince1970])
    }

    static func cursor(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT cursor FROM syncState") ?? 0
    }

    /// Moves the cursor forward to `seq` (never back) and records the pull's time.
    static func advance(to seq: Int64?, pulledAt time: Date, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE syncState SET cursor = max(cursor, coalesce(?, 0)), lastPull = ?",
            arguments: [seq, time.timeIntervalSince1970])
    }

    static func recordSetAside(_ record: SyncSetAside, _ db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO syncSetAside (serverSeq, id, kind, reason) VALUES (?, ?, ?, ?)",
            arguments: [record.serverSeq, record.id.text, record.kind, record.reason])
    }

    static func summary(_ db: Database) throws -> SyncStateSummary {
        let row = try Row.fetchOne(db, sql: "SELECT cursor, lastPush, lastPull FROM syncState")
        let setAside = try Row.fetchAll(
            db, sql: "SELECT serverSeq, id, kind, reason FROM syncSetAside ORDER BY serverSeq"
        )
        .map { row in
            SyncSetAside(
                serverSeq: row[0], id: UUID(text: row[1]) ?? ChangeStamp.unknownMachine, kind: row[2],
                reason: row[3])
        }
        let lastPush: Double? = row?[1], lastPull: Double? = row?[2]
        return SyncStateSummary(
            waiting: try waiting(db), cursor: row?[0] ?? 0,
            lastPush: lastPush.map(Date.init(timeIntervalSince1970:)),
            lastPull: lastPull.map(Date.init(timeIntervalSince1970:)), setAside: setAside)
    }
}
