import Foundation
import GRDB
import RitualistCore

extension SyncMerge {
    /// A log written elsewhere, on the day it was pressed: added by its id; a second completion of a done binary day
    /// is kept aside and merged (one done day); a log of a habit removed here is merged (removal wins).
    func addLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.contains(log.id, db) { return .merged }
        guard let habit = try storedHabit(log.habitID) else {
            var held = log
            held.habitID = try HabitAliases.resolve(log.habitID, db)
            try HeldHistory.hold(held, db)
            return .merged
        }
        var placed = log
        placed.habitID = habit.id
        return try MergedLogs.insert(placed, kind: habit.kind, db) ? .applied([habit.id]) : .merged
    }

    /// A log removed elsewhere: removed here by its id, so a `log --set` or an undo removes only the logs the
    /// removing machine had seen.
    func removeLog(_ log: HabitLog) throws -> Outcome {
        if try MergedLogs.remove(log.id, db) { return .applied([try HabitAliases.resolve(log.habitID, db)]) }
        _ = try storedHabit(log.habitID)
        return .merged
    }

    /// A rest day marked or removed elsewhere: written when it is the day's last write by (time, machine), so marks
    /// from two machines make one rest day and every machine ends with the same ones.
    func restDay(_ rest: RestDay, resting: Bool, stamp: WriteStamp) throws -> Outcome {
        var habitID: UUID?
        if let id = rest.habitID {
            guard let habit = try storedHabit(id) else {
                let survivor = try HabitAliases.resolve(id, db)
                let ids = try HabitAliases.group(survivor, db)
                if try RestDayWrites.latest(ids, day: rest.day, db) < stamp {
                    try HeldHistory.hold(RestDay(habitID: survivor, day: rest.day), resting: resting, db)
                }
                return .merged
            }
            habitID = habit.id
        }
        let ids = try habitID.map { try HabitAliases.group($0, db) }
        guard try RestDayWrites.latest(ids, day: rest.day, db) < stamp else { return .merged }
        if resting {
            try db.execute(
                sql: "INSERT OR IGNORE INTO restDay (habitId, day) VALUES (?, ?)",
                arguments: [habitID?.text, rest.day.ordinal])
        } else {
            try db.execute(
                sql: "DELETE FROM restDay WHERE coalesce(habitId, '') = ? AND day = ?",
                arguments: [habitID?.text ?? "", rest.day.ordinal])
        }
        return db.changesCount > 0 ? .applied(habitID.map { [$0] } ?? []) : .merged
    }

    /// An undo made elsewhere: each entry it names that this machine holds is reversed, last first, by the same
    /// rules, stamped by the undo. Entries this machine never saw stay as they are.
    func undo(_ entry: ChangeEntry) throws -> Outcome {
        let reversed = try entry.reverses.compactMap { try ChangeLogTable.entry(id: $0, db) }
        guard !reversed.isEmpty else { throw SyncMergeRefusal("an undo of entries this machine never saw") }
        let stamp = WriteStamp(entry)
        var changed: Set<UUID> = []
        var applied = false
        for entry in reversed.reversed() {
            let data = entry.data
            let outcome: Outcome
            switch entry.kind {
            case .logAdded, .logRemoved:
                guard let log = data.log?.log else { continue }
                outcome = entry.kind == .logAdded ? try removeLog(log) : try addLog(log)
            case .restDayAdded, .restDayRemoved:
                guard let rest = data.restDay?.restDay else { continue }
                outcome = try restDay(rest, resting: entry.kind == .restDayRemoved, stamp: stamp)
            case .habitEdited:
                let fields = (data.fields ?? [:]).mapValues { FieldChange(old: $0.new, new: $0.old) }
                outcome = try edit(try habitID(entry), fields: fields, stamp: stamp)
            case .habitArchived, .habitUnarchived:
                outcome = try setActive(try habitID(entry), entry.kind == .habitArchived, stamp: stamp)
            case .habitAdded: outcome = try removeHabit(try habitID(entry))
            case .habitRemoved:
                guard let habit = data.habit?.habit else { continue }
                outcome = try restoreHabit(habit, reversing: entry.id)
            case .undo, .historyImported: continue
            }
            if case .applied(let habits) = outcome {
                applied = true
                changed.formUnion(habits)
            }
        }
        return applied ? .applied(changed) : .merged
    }
}
