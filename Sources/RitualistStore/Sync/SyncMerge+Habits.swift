import Foundation
import RitualistCore

extension SyncMerge {
    /// A habit added elsewhere: added here with its id; merged when this machine has it (or removed it). Habits
    /// created with its name where neither machine knew of the other (`known` are the namesakes its machine knew,
    /// `ChangeData.namesakes`) are one habit with it, on every machine whatever the order they arrive in: it joins
    /// the stored ones, the one created first surviving, and when any of them was removed, all of them are.
    func addHabit(_ habit: Habit, knowing known: [UUID] = []) throws -> Outcome {
        let id = try HabitAliases.resolve(habit.id, db)
        if try SQLiteHabitStore.habit(db, id: id) != nil { return .merged }
        if try HabitAliases.wasSeen(try HabitAliases.group(id, db), db) { return .merged }
        var groups: [UUID] = []
        for other in try HabitAliases.creations(named: habit.name, db)
        where other.id != habit.id && !known.contains(other.id) && !other.knew.contains(habit.id) {
            let survivor = try HabitAliases.resolve(other.id, db)
            if !groups.contains(survivor) { groups.append(survivor) }
        }
        let stored = try groups.compactMap { try SQLiteHabitStore.habit(db, id: $0) }
        if let gone = groups.first(where: { id in !stored.contains { $0.id == id } }) {
            // One habit with one this machine had and has no more: the removal of either removes both everywhere.
            try HabitAliases.add(habit.id, to: gone, db)
            for other in stored { try remove(other, into: gone) }
            return stored.isEmpty ? .merged : .applied(Set(stored.map(\.id)))
        }
        guard let first = stored.first else { return try insert(habit) }
        var outcome = try join(first, habit)
        for other in stored.dropFirst() {
            guard let survivor = try SQLiteHabitStore.habit(db, id: try HabitAliases.resolve(habit.id, db)) else {
                break
            }
            outcome = .applied(try unite(survivor, other))
        }
        return outcome
    }

    /// Removes `habit`, stored, as one with the removed habit `gone`: its history is held with that one's.
    private func remove(_ habit: Habit, into gone: UUID) throws {
        try HeldHistory.holdAll(of: habit.id, db)
        try move(["heldLog", "heldRestDay"], of: habit.id, to: gone)
        try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [habit.id.text])
        try HabitAliases.add(habit.id, to: gone, db)
    }

    /// Moves the rows of `tables` of the habit `id` to `survivor`; a row the survivor has already (a rest day of the
    /// same day) is dropped with its habit's.
    private func move(_ tables: [String], of id: UUID, to survivor: UUID) throws {
        for table in tables {
            try db.execute(
                sql: "UPDATE OR IGNORE \(table) SET habitId = ? WHERE habitId = ?",
                arguments: [survivor.text, id.text])
            try db.execute(sql: "DELETE FROM \(table) WHERE habitId = ?", arguments: [id.text])
        }
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
        try move(["log", "mergedLog", "heldLog", "restDay", "heldRestDay"], of: local.id, to: survivor.id)
        try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [local.id.text])
        try HabitAliases.add(local.id, to: survivor.id, db)
        return .applied([survivor.id])
    }

    /// Two stored habits, each one habit with a third that just arrived, become one: the one created first
    /// survives with the other's history and each field's last write among the edits of both. The ids it changed.
    private func unite(_ one: Habit, _ other: Habit) throws -> Set<UUID> {
        let (survivor, absorbed) =
            (one.createdAt, one.id.text) <= (other.createdAt, other.id.text) ? (one, other) : (other, one)
        let ids = try HabitAliases.group(absorbed.id, db) + HabitAliases.group(survivor.id, db)
        let others = try SQLiteHabitStore.habits(db).filter { $0.id != survivor.id && $0.id != absorbed.id }
        let record = try HabitAliases.creationRecord(of: survivor.id, db) ?? survivor
        let settled = try FieldWrites.settled(record, ids, against: others, db)
        let logs = try db.makeStatement(sql: "SELECT \(HabitLog.columns) FROM log WHERE habitId = ?")
            .rows(arguments: [absorbed.id.text], HabitLog.init(row:))
        try db.execute(sql: "DELETE FROM log WHERE habitId = ?", arguments: [absorbed.id.text])
        try db.execute(sql: "UPDATE habit SET nameKey = '#' || id WHERE id = ?", arguments: [absorbed.id.text])
        try SQLiteHabitStore.save(settled, db)
        // Each log as one arriving for the survivor, so that a day both completed keeps the same one everywhere.
        for log in logs.sorted(by: { ($0.loggedAt, $0.id.text) < ($1.loggedAt, $1.id.text) }) {
            var moved = log
            moved.habitID = survivor.id
            try MergedLogs.insert(moved, kind: settled.kind, db)
        }
        try move(["mergedLog", "heldLog", "restDay", "heldRestDay"], of: absorbed.id, to: survivor.id)
        try db.execute(sql: "DELETE FROM habit WHERE id = ?", arguments: [absorbed.id.text])
        try HabitAliases.add(absorbed.id, to: survivor.id, db)
        return [survivor.id, absorbed.id]
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
