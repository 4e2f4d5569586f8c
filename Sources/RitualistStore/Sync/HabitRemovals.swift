import Foundation
import RitualistCore

/// The removals of a habit the change log records still in effect: `habit.removed` entries, and undos of its
/// adding, that no undo has reversed.
enum HabitRemovals {
    /// Whether a removal of the habits `ids` other than `except` is in effect: an undo of one removal must not
    /// bring back a habit that another removal, made where that undo was not seen, took away.
    static func anyInEffect(_ ids: [String], except: UUID, _ db: SQLiteDatabase) throws -> Bool {
        try anyInEffect(ids, except: [except], db)
    }

    /// Whether a removal of the habits `ids` other than those `except` names is in effect.
    static func anyInEffect(_ ids: [String], except: Set<UUID>, _ db: SQLiteDatabase) throws -> Bool {
        let marks = ids.map { _ in "?" }.joinedText(separator: ", ")
        let entries = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog
                WHERE habitId IN (\(marks)) AND kind IN ('habit.removed', 'undo')
                """
        ).rows(arguments: StatementArguments(ids), ChangeLogTable.entry(row:))
        for entry in entries where !except.contains(entry.id) {
            guard try isRemoval(entry, db) else { continue }
            if try !isReversed(entry.id, db) { return true }
        }
        return false
    }

    private static func isRemoval(_ entry: ChangeEntry, _ db: SQLiteDatabase) throws -> Bool {
        guard entry.kind == .undo else { return true }
        for id in entry.reverses where try ChangeLogTable.entry(id: id, db)?.kind == .habitAdded { return true }
        return false
    }

    private static func isReversed(_ id: UUID, _ db: SQLiteDatabase) throws -> Bool {
        try db.cachedStatement(sql: "SELECT 1 FROM changeLog WHERE kind = 'undo' AND reverses LIKE ? LIMIT 1")
            .firstRow(arguments: ["%\(id.text)%"]) { _ in true } ?? false
    }
}
