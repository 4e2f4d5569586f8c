import Foundation
import RitualistCore

/// The sync tables of schema v7: which change-log entries the server holds, the pull cursor and times, and the
/// entries set aside.
enum SyncStateTable {
    /// Up to `limit` entries the server does not hold, oldest first by their place in the local log.
    static func outbox(limit: Int, _ db: SQLiteDatabase) throws -> [ChangeEntry] {
        try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog c
                WHERE NOT EXISTS (SELECT 1 FROM syncOnServer s WHERE s.seq = c.seq) ORDER BY seq LIMIT ?
                """
        ).rows(arguments: [max(0, limit)], ChangeLogTable.entry(row:))
    }

    /// How many entries the server does not hold.
    static func waiting(_ db: SQLiteDatabase) throws -> Int {
        try db.fetchOne(
            Int.self,
            sql: "SELECT count(*) FROM changeLog c WHERE NOT EXISTS (SELECT 1 FROM syncOnServer s WHERE s.seq = c.seq)"
        ) ?? 0
    }

    /// Records that the server holds the entries with these ids; ids the log does not hold are ignored.
    static func markOnServer(_ ids: [UUID], _ db: SQLiteDatabase) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO syncOnServer (seq) SELECT seq FROM changeLog WHERE id = ?")
        for id in ids { try statement.execute(arguments: [id.text]) }
    }

    static func setLastPush(_ time: Date, _ db: SQLiteDatabase) throws {
        try db.execute(sql: "UPDATE syncState SET lastPush = ?", arguments: [time.timeIntervalSince1970])
    }

    static func cursor(_ db: SQLiteDatabase) throws -> Int64 {
        try db.fetchOne(Int64.self, sql: "SELECT cursor FROM syncState") ?? 0
    }

    /// Moves the cursor forward to `seq` (never back) and records the pull's time.
    static func advance(to seq: Int64?, pulledAt time: Date, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "UPDATE syncState SET cursor = max(cursor, coalesce(?, 0)), lastPull = ?",
            arguments: [seq, time.timeIntervalSince1970])
    }

    static func recordSetAside(_ record: SyncSetAside, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO syncSetAside (serverSeq, id, kind, reason) VALUES (?, ?, ?, ?)",
            arguments: [record.serverSeq, record.id.text, record.kind, record.reason])
    }

    static func summary(_ db: SQLiteDatabase) throws -> SyncStateSummary {
        let state = try db.makeStatement(sql: "SELECT cursor, lastPush, lastPull FROM syncState").firstRow { row in
            (cursor: row[0] as Int64?, lastPush: row[1] as Double?, lastPull: row[2] as Double?)
        }
        let setAside = try db.rows(sql: "SELECT serverSeq, id, kind, reason FROM syncSetAside ORDER BY serverSeq") {
            row in
            SyncSetAside(
                serverSeq: row[0], id: UUID(text: row[1]) ?? ChangeStamp.unknownMachine, kind: row[2],
                reason: row[3])
        }
        let lastPush = state?.lastPush, lastPull = state?.lastPull
        return SyncStateSummary(
            waiting: try waiting(db), cursor: state?.cursor ?? 0,
            lastPush: lastPush.map(Date.init(timeIntervalSince1970:)),
            lastPull: lastPull.map(Date.init(timeIntervalSince1970:)), setAside: setAside)
    }
}
