import Foundation
import RitualistCore

/// Reads and appends the `changeLog` table (schema v5). Entries are only ever inserted: the table's triggers
/// refuse an UPDATE or a DELETE.
enum ChangeLogTable {
    static let columns = "id, time, machine, kind, habitId, data, reverses, operation"

    /// Appends `entries` in order, in the caller's transaction; with `skippingKnownIDs`, those whose id the table
    /// holds already are left out. Returns how many were appended.
    @discardableResult
    static func insert(_ entries: [ChangeEntry], _ db: SQLiteDatabase, skippingKnownIDs: Bool = false) throws -> Int {
        guard !entries.isEmpty else { return 0 }
        let statement = try db.cachedStatement(
            sql:
                "INSERT \(skippingKnownIDs ? "OR IGNORE " : "")INTO changeLog (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        )
        var added = 0
        for entry in entries {
            try statement.execute(arguments: [
                entry.id.text, entry.time.timeIntervalSince1970, entry.machine.text, entry.kind.rawValue,
                entry.habitID?.text, entry.data.json, reversesText(entry.reverses), entry.operation.text,
            ])
            added += db.changesCount
        }
        return added
    }

    /// The latest time of any entry the log holds (read from its index on time), nil when it holds none.
    static func latestTime(_ db: SQLiteDatabase) throws -> Date? {
        let statement = try db.cachedStatement(sql: "SELECT max(time) FROM changeLog")
        let latest = try statement.firstRow { row in row[0] as Double? } ?? nil
        return latest.map(Date.init(timeIntervalSince1970:))
    }

    /// An empty `ChangeSet` stamped by `stamp`, after every entry the log holds: how every write of this store
    /// begins the entries it records.
    static func changeSet(_ stamp: ChangeStamp, _ db: SQLiteDatabase) throws -> ChangeSet {
        try ChangeSet(stamp: stamp, after: latestTime(db))
    }

    /// Runs `body` on a `ChangeSet` stamped by `stamp` and appends what it records.
    static func record(_ stamp: ChangeStamp, _ db: SQLiteDatabase, _ body: (inout ChangeSet) throws -> Void) throws {
        var changes = try changeSet(stamp, db)
        try body(&changes)
        try insert(changes.entries, db)
    }

    /// Entries newest first: every one, or those of one habit, recorded at or after `since`.
    static func entries(_ db: SQLiteDatabase, habitID: UUID?, since: Date?, limit: Int? = nil) throws -> [ChangeEntry] {
        try db.makeStatement(
            sql: """
                SELECT \(columns) FROM changeLog
                WHERE (?1 IS NULL OR habitId = ?1) AND (?2 IS NULL OR time >= ?2) ORDER BY seq DESC LIMIT ?3
                """
        ).rows(arguments: [habitID?.text, since?.timeIntervalSince1970, limit ?? -1], entry(row:))
    }

    /// The entry with `id`, if the log holds it.
    static func entry(id: UUID, _ db: SQLiteDatabase) throws -> ChangeEntry? {
        try db.cachedStatement(sql: "SELECT \(columns) FROM changeLog WHERE id = ?").firstRow(
            arguments: [id.text], entry(row:))
    }

    /// The entries of one operation, in the order recorded. They follow its first entry, whose id it is.
    static func operation(_ id: UUID, _ db: SQLiteDatabase) throws -> [ChangeEntry] {
        try db.makeStatement(
            sql: """
                SELECT \(columns) FROM changeLog
                WHERE seq >= (SELECT seq FROM changeLog WHERE id = ?1) AND operation = ?1 ORDER BY seq
                """
        ).rows(arguments: [id.text], entry(row:))
    }

    /// The operation `undo --last` reverses, walking back from the newest entry and reading only what the walk
    /// needs of each.
    static func operationToUndo(_ db: SQLiteDatabase) throws -> UUID? {
        let rows = try db.makeStatement(sql: "SELECT id, kind, operation, reverses FROM changeLog ORDER BY seq DESC")
            .cursor()
        return try ChangeReversal.operationToUndo {
            guard let row = try rows.next() else { return nil }
            let kind: String = row[1]
            guard let id = UUID(text: row[0]), let kind = ChangeKind(rawValue: kind),
                let operation = UUID(text: row[2])
            else { throw ChangeLogError.unreadableEntry(reason: "entry '\(row[0] as String)' is malformed") }
            return ChangeReversal.Head(id: id, kind: kind, operation: operation, reverses: try reverses(row[3]))
        }
    }

    static func entry(row: Row) throws -> ChangeEntry {
        let idText: String = row[0], kindText: String = row[3]
        guard let id = UUID(text: idText), let machine = UUID(text: row[2]),
            let kind = ChangeKind(rawValue: kindText), let operation = UUID(text: row[7])
        else { throw ChangeLogError.unreadableEntry(reason: "entry '\(idText)' is malformed") }
        let habit: String? = row[4]
        return ChangeEntry(
            id: id, time: Date(timeIntervalSince1970: row[1]), machine: machine, kind: kind,
            habitID: habit.flatMap(UUID.init(text:)), data: try ChangeData(json: row[5]),
            reverses: try reverses(row[6]), operation: operation)
    }

    /// A JSON array of ids, or NULL for none.
    static func reversesText(_ ids: [UUID]) -> String? {
        ids.isEmpty ? nil : "[" + ids.map { "\"\($0.text)\"" }.joinedText(separator: ",") + "]"
    }

    static func reverses(_ text: String?) throws -> [UUID] {
        guard let text else { return [] }
        let ids = text.split(whereSeparator: { "[]\",".contains($0) }).map { UUID(text: String($0)) }
        guard !ids.contains(nil) else { throw ChangeLogError.unreadableEntry(reason: "reverses '\(text)'") }
        return ids.compactMap { $0 }
    }
}
