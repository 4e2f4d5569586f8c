import Foundation
import RitualistCore

/// A store whose groups never commit: the group runs on the real store, then is rolled back and fails, as a
/// commit refused by a full disk would; or, when it does not `begin`, fails before running anything, as a store
/// locked by another process past the busy timeout would.
struct CommitFailingStore: HistoryStore {
    let base: any HistoryStore
    var begins = true

    func grouped<T>(history body: (any HistoryStore) throws -> T) throws -> T {
        guard begins else { throw StoreError.unavailable(path: "test.sqlite", reason: "the database stayed locked") }
        _ = try base.grouped(history: { inner in
            _ = try body(inner)
            throw StoreError.unavailable(path: "test.sqlite", reason: "the disk is full")
        })
        fatalError("a group of this store never returns")
    }

    func habits(includeArchived: Bool) throws -> [Habit] { try base.habits(includeArchived: includeArchived) }
    func habit(id: UUID) throws -> Habit? { try base.habit(id: id) }
    func habit(named name: String) throws -> Habit? { try base.habit(named: name) }
    func addHabit(_ draft: HabitDraft, id: UUID, createdAt: Date) throws -> Habit {
        try base.addHabit(draft, id: id, createdAt: createdAt)
    }
    func updateHabit(id: UUID, _ change: (inout HabitDraft) throws -> Void) throws -> Habit {
        try base.updateHabit(id: id, change)
    }
    func setActive(id: UUID, _ isActive: Bool) throws -> Habit { try base.setActive(id: id, isActive) }
    func removeHabit(id: UUID) throws { try base.removeHabit(id: id) }
    func importHabit(_ habit: Habit, recording: Bool) throws -> Habit {
        try base.importHabit(habit, recording: recording)
    }
    func importLog(_ log: HabitLog, recording: Bool) throws -> Bool { try base.importLog(log, recording: recording) }
    func log(
        habitID: UUID, day: Day, at instant: Date, timeZone: String,
        plan: (_ habit: Habit?, _ tally: DayTally) throws -> LogPlan
    ) throws -> LogReceipt {
        try base.log(habitID: habitID, day: day, at: instant, timeZone: timeZone, plan: plan)
    }
    func logs(habitID: UUID?, from: Day, through: Day) throws -> [HabitLog] {
        try base.logs(habitID: habitID, from: from, through: through)
    }
    func historyRevision() throws -> String? { try base.historyRevision() }
    func logEntries(for habits: [Habit], from: Day?, through: Day?, each body: ([LogEntry]) throws -> Void) throws {
        try base.logEntries(for: habits, from: from, through: through, each: body)
    }
    func restDays() throws -> [RestDay] { try base.restDays() }
    func addRestDay(_ rest: RestDay) throws -> Bool { try base.addRestDay(rest) }
    func removeRestDay(_ rest: RestDay) throws -> Bool { try base.removeRestDay(rest) }
    func selection() throws -> DaySelection? { try base.selection() }
    func navigate(_ step: (DaySelection?) -> NavigationStep) throws -> NavigationStep { try base.navigate(step) }
    func changes(habitID: UUID?, since: Date?, limit: Int?) throws -> [ChangeEntry] {
        try base.changes(habitID: habitID, since: since, limit: limit)
    }
    func undoLastChange() throws -> UndoReceipt { try base.undoLastChange() }
    func importChanges(_ entries: [ChangeEntry]) throws -> Int { try base.importChanges(entries) }
}
