import Foundation
import RitualistCore

/// The last write of each field of a habit that the change log records, for the rule "last writer per field":
/// edits, archiving (the field `isActive`), and undos of those (stamped by the undo).
enum FieldWrites {
    /// The name `isActive` has among the fields of an edit.
    static let isActive = "isActive"

    /// The stamp of the last write of each field of the habits `ids` (one habit and the ids merged into it).
    static func latest(_ ids: [String], _ db: SQLiteDatabase) throws -> [String: WriteStamp] {
        var latest: [String: WriteStamp] = [:]
        for (entry, fields) in try writes(ids, db) {
            let stamp = WriteStamp(entry)
            for field in fields.keys where latest[field].map({ $0 < stamp }) ?? true { latest[field] = stamp }
        }
        return latest
    }

    /// The value each field was last written to, in stamp order: what a habit merged from two becomes.
    static func lastValues(_ ids: [String], _ db: SQLiteDatabase) throws -> [String: FieldValue] {
        var values: [String: (WriteStamp, FieldValue)] = [:]
        for (entry, fields) in try writes(ids, db) {
            let stamp = WriteStamp(entry)
            for (field, value) in fields where values[field].map({ $0.0 < stamp }) ?? true {
                values[field] = (stamp, value)
            }
        }
        return values.mapValues(\.1)
    }

    /// `habit` with each field at its last written value among the edits of the habits `ids` (an edit made
    /// elsewhere while it was removed, or of a habit joined to it), validated against `others`.
    static func settled(_ habit: Habit, _ ids: [String], against others: [Habit], _ db: SQLiteDatabase) throws -> Habit
    {
        var values = try lastValues(ids, db)
        let active = values.removeValue(forKey: isActive)
        var draft = HabitDraft(habit: habit)
        try draft.apply(values.mapValues { FieldChange(old: .none, new: $0) }, old: false)
        return try draft.validated(against: others).habit(
            id: habit.id, displayOrder: habit.displayOrder, createdAt: habit.createdAt,
            isActive: active.map { $0 == .number(1) } ?? habit.isActive)
    }

    /// Each entry that writes fields of the habits, with the value it wrote to each.
    private static func writes(_ ids: [String], _ db: SQLiteDatabase) throws -> [(ChangeEntry, [String: FieldValue])] {
        let marks = ids.map { _ in "?" }.joinedText(separator: ", ")
        let entries = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog WHERE habitId IN (\(marks))
                AND kind IN ('habit.edited', 'habit.archived', 'habit.unarchived', 'undo') ORDER BY seq
                """
        ).rows(arguments: StatementArguments(ids), ChangeLogTable.entry(row:))
        var writes: [(ChangeEntry, [String: FieldValue])] = []
        for entry in entries {
            if entry.kind == .undo {
                var fields: [String: FieldValue] = [:]
                for id in entry.reverses {
                    guard let reversed = try ChangeLogTable.entry(id: id, db) else { continue }
                    fields.merge(values(of: reversed, reversing: true)) { _, new in new }
                }
                writes.append((entry, fields))
            } else {
                writes.append((entry, values(of: entry, reversing: false)))
            }
        }
        return writes
    }

    /// The fields `entry` writes (or, reversed, writes back) and their values.
    static func values(of entry: ChangeEntry, reversing: Bool) -> [String: FieldValue] {
        switch entry.kind {
        case .habitEdited: return (entry.data.fields ?? [:]).mapValues { reversing ? $0.old : $0.new }
        case .habitArchived: return [isActive: .number(reversing ? 1 : 0)]
        case .habitUnarchived: return [isActive: .number(reversing ? 0 : 1)]
        default: return [:]
        }
    }
}
