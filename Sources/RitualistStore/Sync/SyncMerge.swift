import Foundation
import RitualistCore

/// Applies one entry pulled from the server by the merge rules of docs/sync.md, inside the caller's transaction,
/// then records it in the local change log as the server holds it. A rule that cannot apply the entry throws a
/// `SyncMergeRefusal` (or the domain's own error), and the caller sets the entry aside.
struct SyncMerge {
    /// What an entry did.
    enum Outcome: Equatable {
        /// It changed the state of these habits (none for a rest day of every habit).
        case applied(Set<UUID>)
        /// It was recorded with no change of state.
        case merged
        /// This machine held it already: its own, pulled back, or one pulled before.
        case held
    }

    let db: SQLiteDatabase

    func apply(_ entry: ChangeEntry) throws -> Outcome {
        if let known = try ChangeLogTable.entry(id: entry.id, db) {
            guard known == entry else {
                throw SyncMergeRefusal("an entry with the id of a different entry this machine holds")
            }
            try SyncStateTable.markOnServer([entry.id], db)
            return .held
        }
        let outcome = try applyState(entry, stamp: WriteStamp(entry))
        // `undo --last` finds an operation by its first entry: one that names no entry could never be undone, and
        // would stand last in the log, before every local change, for ever.
        guard try entry.operation == entry.id || ChangeLogTable.entry(id: entry.operation, db) != nil else {
            throw SyncMergeRefusal(
                "an entry of the operation '\(entry.operation.text)', whose first entry this machine does not hold")
        }
        try ChangeLogTable.insert([entry], db)
        try SyncStateTable.markOnServer([entry.id], db)
        return outcome
    }

    private func applyState(_ entry: ChangeEntry, stamp: WriteStamp) throws -> Outcome {
        let data = entry.data
        switch entry.kind {
        case .habitAdded:
            let known = (data.namesakes ?? []).compactMap { UUID(text: $0) }
            return try addHabit(try habitRecord(entry), knowing: known)
        case .habitEdited: return try edit(try habitID(entry), fields: data.fields ?? [:], stamp: stamp)
        case .habitArchived: return try setActive(try habitID(entry), false, stamp: stamp)
        case .habitUnarchived: return try setActive(try habitID(entry), true, stamp: stamp)
        case .habitRemoved: return try removeHabit(try habitID(entry))
        case .logAdded: return try addLog(try log(entry))
        case .logRemoved: return try removeLog(try log(entry))
        case .restDayAdded: return try restDay(try rest(entry), resting: true, stamp: stamp)
        case .restDayRemoved: return try restDay(try rest(entry), resting: false, stamp: stamp)
        case .undo: return try undo(entry)
        case .settingsChanged: return try settings(entry)
        case .historyImported:
            if data.habit != nil { return try addHabit(try habitRecord(entry)) }
            if data.log != nil { return try addLog(try log(entry)) }
            if data.restDay != nil { return try restDay(try rest(entry), resting: true, stamp: stamp) }
            throw SyncMergeRefusal("a 'history.imported' with no habit, log or rest day")
        }
    }

    /// The habit the entry names, or a refusal when it names none.
    func habitID(_ entry: ChangeEntry) throws -> UUID {
        guard let id = entry.habitID else { throw SyncMergeRefusal("a '\(entry.kind.rawValue)' without a habit") }
        return id
    }

    private func habitRecord(_ entry: ChangeEntry) throws -> Habit {
        guard let habit = entry.data.habit?.habit else {
            throw SyncMergeRefusal("a '\(entry.kind.rawValue)' without a valid habit")
        }
        return habit
    }

    private func log(_ entry: ChangeEntry) throws -> HabitLog {
        guard let log = entry.data.log?.log else {
            throw SyncMergeRefusal("a '\(entry.kind.rawValue)' without a valid log")
        }
        return log
    }

    private func rest(_ entry: ChangeEntry) throws -> RestDay {
        guard let rest = entry.data.restDay?.restDay else {
            throw SyncMergeRefusal("a '\(entry.kind.rawValue)' without a valid rest day")
        }
        return rest
    }

    /// The stored habit `id` stands for; nil, merged, when this machine saw it and it was removed since; a refusal
    /// when this machine never saw it.
    func storedHabit(_ id: UUID) throws -> Habit? {
        let survivor = try HabitAliases.resolve(id, db)
        if let habit = try SQLiteHabitStore.habit(db, id: survivor) { return habit }
        guard try HabitAliases.wasSeen(try HabitAliases.group(survivor, db) + [id.text], db) else {
            throw SyncMergeRefusal("a habit this machine never saw")
        }
        return nil
    }
}
