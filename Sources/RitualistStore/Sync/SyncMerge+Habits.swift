import Foundation
import GRDB
import RitualistCore

extension SyncMerge {
    /// A habit added elsewhere: added here with its id; merged when this machine has it (or removed it); joined to
    /// a habit created with the same name that this machine added before the two met. `known` are the namesakes its
    /// machine knew when it added it (`ChangeData.namesakes`): made after them, it is joined to none of them.
    func addHabit(_ habit: Habit, knowing known: [UUID] = []) throws -> Outcome {
        let id = try HabitAliases.resolve(habit.id, db)
        if try SQLiteHabitStore.habit(db, id: id) != nil { return .merged }
        if try HabitAliases.wasSeen(try HabitAliases.group(id, db), db) { return .merged }
        let knownNow = try Set(known.map { try HabitAliases.resolve($0, db) })
        let namesakes = try HabitAliases.namesakes(of: habit, db).filter { !knownNow.contains($0) }
        for id in namesakes {
            if let stored = try SQLiteHabitStore.habit(db, id: id) { return try join(stored, habit) }
        }
        if let gone = namesakes.first {
            // One habit with one this machine had and has no more: the removal of either removes both everywhere.
            try HabitAliases.add(habit.id, to: gone, db)
            return .merged
        }
        return try insert(habit)
    }

    /// A habit put back by an undo of its removal `removal`; merged when another removal this machine holds is
    /// still in effect (removal wins).
    func restoreHabit(_ habit: Habit, reversing removal: UUID) throws -> Outcome {
        let id = try HabitAliases.resolve(habit.id, db)
        if try SQLiteHabitStore.habit(db, id: id) != nil { return .merged }
        if try HabitRemovals.anyInEffect(try HabitAliases.group(id, db), except: removal, db) { return .merged }
        // A habit joined to another here comes back as the one it joined, as the removal removed that one.
        let record = id == habit.id ? habit : try HabitAliases.creationRecord(of: id, db) ?? habit
        let settled = try FieldWrites.settled(record, try HabitAliases.group(id, db), against: [], db)
        let outcome = try insert(settled)
        if let restored = try SQLiteHabitStore.habit(db, id: id) { try HeldHistory.release(restored, db) }
        return outcome
    }

    private func insert(_ habit: Habit) throws -> Outcome {
        let existing = try SQLiteHabitStore.habits(db)
        let valid = try HabitDraft(habit: habit).validated(against: existing)
        let added = valid.habit(
            id: habit.id, displayOrder: habit.displayOrder, createdAt: habit.createdAt, isActive: habit.isActive)
        try db.execute(sql: SQLiteHabitStore.insertHabit, arguments: added.arguments)
        return .applied([habit.id])
    }

    /// Two habits of one name become one: the one created first (by `createdAt`, then id) survives, the other's
    /// id becomes an alias of it, its logs and rest days move to it, and each field takes its last written value.
    private func join(_ local: Habit, _ remote: Habit) throws -> Outcome {
        if (local.createdAt, local.id.text) <= (remote.createdAt, remote.id.text) {
            try HabitAliases.add(remote.id, to: local.id, db)
            return .merged
        }
        let survivor = try merged(remote, absorbing: local)
        try db.execute(sql: "UPDATE habit SET nameKey = '#' || id WHERE id = ?", arguments: [local.id.text])
        try db.execute(sql: SQLiteHabitStore.insertHabit, arguments: survivor.arguments)
        for table in ["log", "mergedLog", "heldLog", "restDay", "heldRestDay"] {
            try db.execute(
                sql: "UPDATE \(table) SET habitId = ? WHERE habitId = ?", arguments: [survivor.id.text, local.id.text])
        }
        try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [local.id.text])
        try HabitAliases.add(local.id, to: survivor.id, db)
        return .applied([survivor.id])
    }

    /// `survivor` as first recorded, with each field's last write among the edits of both habits.
    private func merged(_ survivor: Habit, absorbing other: Habit) throws -> Habit {
        let ids = try HabitAliases.group(other.id, db) + [survivor.id.text]
        let others = try SQLiteHabitStore.habits(db).filter { $0.id != other.id }
        return try FieldWrites.settled(survivor, ids, against: others, db)
    }

    /// An edit: each field it changes is written when it is the field's last write by (time, machine).
    func edit(_ id: UUID, fields: [String: FieldChange], stamp: WriteStamp) throws -> Outcome {
        guard var habit = try storedHabit(id) else { return .merged }
        let latest = try FieldWrites.latest(try HabitAliases.group(habit.id, db), db)
        let winning = fields.filter { latest[$0.key].map { $0 < stamp } ?? true }
        guard !winning.isEmpty else { return .merged }
        var draft = HabitDraft(habit: habit)
        try draft.apply(winning, old: false)
        let old = habit
        habit.apply(try draft.validated(against: try SQLiteHabitStore.habits(db), editing: habit.id))
        guard habit != old else { return .merged }
        try SQLiteHabitStore.save(habit, db)
        return .applied([habit.id])
    }

    /// Archiving or restoring, as the last write of the field `isActive`.
    func setActive(_ id: UUID, _ isActive: Bool, stamp: WriteStamp) throws -> Outcome {
        guard let habit = try storedHabit(id) else { return .merged }
        let latest = try FieldWrites.latest(try HabitAliases.group(habit.id, db), db)[FieldWrites.isActive]
        guard latest.map({ $0 < stamp }) ?? true, habit.isActive != isActive else { return .merged }
        try db.execute(sql: "UPDATE habit SET isActive = ? WHERE id = ?", arguments: [isActive, habit.id.text])
        return .applied([habit.id])
    }

    /// A removal wins over every edit: the habit goes with its logs and rest days, whatever arrived meanwhile.
    func removeHabit(_ id: UUID) throws -> Outcome {
        guard let habit = try storedHabit(id) else { return .merged }
        try HeldHistory.holdAll(of: habit.id, db)
        try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [habit.id.text])
        return .applied([habit.id])
    }
}
