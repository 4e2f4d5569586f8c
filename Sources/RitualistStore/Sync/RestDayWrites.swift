import Foundation
import RitualistCore

/// The last write of one rest day that the change log records, for the rule "last writer wins" on rest days.
enum RestDayWrites {
    /// The stamp of the last entry that marked or removed `day` for the habits `ids` (nil: the rest day of every
    /// habit), or undid such an entry; `WriteStamp.origin` when none did.
    static func latest(_ ids: [String]?, day: Day, _ db: SQLiteDatabase) throws -> WriteStamp {
        let habitFilter: String
        var arguments: StatementArguments = ["%\"day\":\"\(day.iso)\"%"]
        if let ids {
            habitFilter = "habitId IN (\(ids.map { _ in "?" }.joinedText(separator: ", ")))"
            arguments += StatementArguments(ids)
        } else {
            habitFilter = "habitId IS NULL"
        }
        let entries = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog WHERE data LIKE ?1 AND \(habitFilter)
                AND kind IN ('restDay.added', 'restDay.removed', 'history.imported')
                """
        ).rows(arguments: arguments, ChangeLogTable.entry(row:))
        let undos = try db.makeStatement(
            sql: "SELECT \(ChangeLogTable.columns) FROM changeLog WHERE kind = 'undo' AND \(habitFilter)"
        ).rows(arguments: StatementArguments(ids ?? []), ChangeLogTable.entry(row:))
        var writes = entries.filter { $0.data.restDay?.day == day }
        for undo in undos where try undo.reverses.contains(where: { try reversesRestDay($0, day: day, db) }) {
            writes.append(undo)
        }
        return writes.map(WriteStamp.init).max() ?? .origin
    }

    /// Whether the entry `id` marks or removes a rest day on `day` (the habit was matched by the undo naming it).
    private static func reversesRestDay(_ id: UUID, day: Day, _ db: SQLiteDatabase) throws -> Bool {
        guard let entry = try ChangeLogTable.entry(id: id, db) else { return false }
        return (entry.kind == .restDayAdded || entry.kind == .restDayRemoved) && entry.data.restDay?.day == day
    }
}
