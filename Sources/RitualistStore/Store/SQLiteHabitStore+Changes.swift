import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// The change log, newest first: every entry, or those of one habit, recorded at or after `since`; the newest
    /// `limit` of them when given.
    package func changes(habitID: UUID?, since: Date?, limit: Int?) throws -> [ChangeEntry] {
        try read { db in try ChangeLogTable.entries(db, habitID: habitID, since: since, limit: limit) }
    }

    /// Reverses the most recent change still in effect and records an `undo` entry naming it, in one immediate
    /// transaction: two processes undoing at once reverse two changes, never one twice.
    package func undoLastChange() throws -> UndoReceipt {
        defer { group?.habitsChanged() }
        return try write { db in
            guard let operation = try ChangeLogTable.operationToUndo(db) else { throw ChangeLogError.nothingToUndo }
            let reversed = try ChangeLogTable.operation(operation, db)
            for write in try ChangeReversal.writes(reversing: reversed) {
                try apply(write, reversing: Set(reversed.map(\.id)), db)
            }
            var changes = try ChangeLogTable.changeSet(stamp, db)
            changes.undo(reversing: reversed)
            try ChangeLogTable.insert(changes.entries, db)
            return UndoReceipt(reversed: reversed, undo: changes.entries[0])
        }
    }

    /// Appends the entries the log does not hold yet, by id, keeping every field.
    package func importChanges(_ entries: [ChangeEntry]) throws -> Int {
        try write { db in try ChangeLogTable.insert(entries, db, skippingKnownIDs: true) }
    }

    /// Applies one write of an undo of the entries `reversing`.
    private func apply(_ write: StateWrite, reversing: Set<UUID>, _ db: SQLiteDatabase) throws {
        switch try write.resolvingAliases(db) {
        case .insertHabit(let removed):
            let ids = try HabitAliases.group(removed.id, db)
            // An undo of one removal does not bring back a habit another removal still in effect took away (the
            // rule a pulled undo follows): undoing a removal pulled after this machine's own leaves it removed.
            if try HabitRemovals.anyInEffect(ids, except: reversing, db) { return }
            // Edits pulled while it was removed still count, by the rule of the last writer of each field.
            let habit = (try? FieldWrites.settled(removed, ids, against: try Self.habits(db), db)) ?? removed
            try db.execute(sql: Self.insertHabit, arguments: habit.arguments)
            try HeldHistory.release(habit, db)
        case .deleteHabit(let id):
            try HeldHistory.holdAll(of: id, db)
            try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [id.text])
        case .setActive(let id, let isActive):
            try db.execute(sql: "UPDATE habit SET isActive = ? WHERE id = ?", arguments: [isActive, id.text])
        case .restoreFields(let id, let fields):
            guard var habit = try Self.habit(db, id: id) else { throw StoreError.habitNotFound(id: id.text) }
            var draft = HabitDraft(habit: habit)
            try draft.apply(fields, old: true)
            habit.apply(try draft.validated(against: try Self.habits(db), editing: id))
            try Self.save(habit, db)
        case .insertLog(let log):
            // Put back already with its habit's other held logs.
            if try MergedLogs.contains(log.id, db) { return }
            // A completion merged from another machine may be back beside it: the day keeps one, the other waits.
            guard let habit = try Self.habit(db, id: log.habitID) else {
                throw StoreError.habitNotFound(id: log.habitID.text)
            }
            try MergedLogs.insert(log, kind: habit.kind, db)
        case .deleteLog(let id):
            try MergedLogs.remove(id, db)
        case .insertRestDay(let rest):
            try db.execute(
                sql: "INSERT OR IGNORE INTO restDay (habitId, day) VALUES (?, ?)",
                arguments: [rest.habitID?.text, rest.day.ordinal])
        case .deleteRestDay(let rest):
            try db.execute(
                sql: "DELETE FROM restDay WHERE coalesce(habitId, '') = ? AND day = ?",
                arguments: [rest.habitID?.text ?? "", rest.day.ordinal])
        }
    }
}
