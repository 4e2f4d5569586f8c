import Foundation
import RitualistCore
import RitualistStore
import Synchronization

/// The home's store, made on the first write: while its file does not exist, a read answers as an empty store
/// would, so a read-only command on a new home (`status`, `streak`, `list`) creates nothing.
///
/// Once the file exists, by this process's first write or another's, every call goes to the SQLite store; a path
/// that is not simply absent is opened at once, so a store that cannot open is reported as before.
final class UncreatedHabitStore: HistoryStore {
    private let path: String
    private let stamp: ChangeStamp
    private let opened = Mutex<SQLiteHabitStore?>(nil)

    init(path: String, stamp: ChangeStamp) {
        self.path = path
        self.stamp = stamp
    }

    /// The SQLite store, opened (and so created) when `create` is set or its file exists; nil when neither.
    private func store(creating create: Bool) throws -> SQLiteHabitStore? {
        try opened.withLock { opened in
            if let opened { return opened }
            guard create || !isAbsent else { return nil }
            let store = try SQLiteHabitStore.open(at: path, stamp: stamp)
            opened = store
            return store
        }
    }

    /// Whether no file is there, nor anything else in its place: a path that cannot be looked at (its folder is a
    /// file, or may not be read) is opened, and the store says what is wrong with it.
    private var isAbsent: Bool {
        var status = stat()
        return stat(path, &status) != 0 && errno == ENOENT
    }

    private func writing() throws -> SQLiteHabitStore {
        guard let store = try store(creating: true) else { preconditionFailure("a store being created is opened") }
        return store
    }

    func habits(includeArchived: Bool) throws -> [Habit] {
        try store(creating: false)?.habits(includeArchived: includeArchived) ?? []
    }

    func habit(id: UUID) throws -> Habit? { try store(creating: false)?.habit(id: id) }

    func habit(named name: String) throws -> Habit? { try store(creating: false)?.habit(named: name) }

    func addHabit(_ draft: HabitDraft, id: UUID, createdAt: Date) throws -> Habit {
        try writing().addHabit(draft, id: id, createdAt: createdAt)
    }

    func updateHabit(id: UUID, _ change: (inout HabitDraft) throws -> Void) throws -> Habit {
        try writing().updateHabit(id: id, change)
    }

    func setActive(id: UUID, _ isActive: Bool) throws -> Habit { try writing().setActive(id: id, isActive) }

    func removeHabit(id: UUID) throws { try writing().removeHabit(id: id) }

    func importHabit(_ habit: Habit, recording: Bool) throws -> Habit {
        try writing().importHabit(habit, recording: recording)
    }

    func importLog(_ log: HabitLog, recording: Bool) throws -> Bool {
        try writing().importLog(log, recording: recording)
    }

    func changes(habitID: UUID?, since: Date?, limit: Int?) throws -> [ChangeEntry] {
        try store(creating: false)?.changes(habitID: habitID, since: since, limit: limit) ?? []
    }

    func undoLastChange() throws -> UndoReceipt { try writing().undoLastChange() }

    func streakCheckpoints(habitIDs: [UUID], before today: Day, threshold: StreakThreshold, firstWeekday: Weekday)
        throws -> StreakCheckpoints
    {
        try store(creating: false)?.streakCheckpoints(
            habitIDs: habitIDs, before: today, threshold: threshold, firstWeekday: firstWeekday) ?? .none
    }

    func rebuildSummary(threshold: StreakThreshold, firstWeekday: Weekday) throws -> Bool {
        try store(creating: false)?.rebuildSummary(threshold: threshold, firstWeekday: firstWeekday) ?? false
    }

    func importChanges(_ entries: [ChangeEntry]) throws -> Int { try writing().importChanges(entries) }

    func log(
        habitID: UUID, day: Day, at instant: Date, timeZone: String,
        plan: (_ habit: Habit?, _ tally: DayTally) throws -> LogPlan
    ) throws -> LogReceipt {
        try writing().log(habitID: habitID, day: day, at: instant, timeZone: timeZone, plan: plan)
    }

    func logs(habitID: UUID?, from: Day, through: Day) throws -> [HabitLog] {
        try store(creating: false)?.logs(habitID: habitID, from: from, through: through) ?? []
    }

    func logEntries(for habits: [Habit], from: Day?, through: Day?, each body: ([LogEntry]) throws -> Void) throws {
        try store(creating: false)?.logEntries(for: habits, from: from, through: through, each: body)
    }

    func logDays(for habits: [Habit], from: Day?, through: Day?, each body: (LogDays) throws -> Void) throws {
        try store(creating: false)?.logDays(for: habits, from: from, through: through, each: body)
    }

    func restDays() throws -> [RestDay] { try store(creating: false)?.restDays() ?? [] }

    func addRestDay(_ rest: RestDay) throws -> Bool { try writing().addRestDay(rest) }

    func removeRestDay(_ rest: RestDay) throws -> Bool { try writing().removeRestDay(rest) }

    // Nil while there is no store: nothing derived from an empty home is kept.
    func historyRevision() throws -> String? { try store(creating: false)?.historyRevision() }

    func selection() throws -> DaySelection? { try store(creating: false)?.selection() }

    func navigate(_ step: (DaySelection?) -> NavigationStep) throws -> NavigationStep {
        try writing().navigate(step)
    }

    func grouped<T>(history body: (any HistoryStore) throws -> T) throws -> T { try writing().grouped(history: body) }
}
