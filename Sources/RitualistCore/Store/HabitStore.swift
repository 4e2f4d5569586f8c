#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the intents need from persistence: habits, logging plans, rest days and the widget's selection.
///
/// The SQLite store is the embedded default; any other store (an in-memory one for tests, a shared server
/// database) implements the same contract and the actions do not change. A store keeps the rules' inputs
/// consistent: `log` and `navigate` run their check and their write as one atomic step, so two processes (or
/// two hotkeys) cannot both pass the same check. The rules themselves (LogHabit, DayNavigator) stay in the domain.
public protocol HabitStore: Sendable {
    /// Every habit in display order; archived ones only when `includeArchived`.
    func habits(includeArchived: Bool) throws -> [Habit]
    func habit(id: UUID) throws -> Habit?
    /// The habit whose name is `name` ignoring case (no two habits share a name that way), archived or not.
    func habit(named name: String) throws -> Habit?
    /// Validates `draft` against the stored habits (unique names) and adds it last in display order.
    func addHabit(_ draft: HabitDraft, id: UUID, createdAt: Date) throws -> Habit
    /// Applies `change` to the habit's fields, validates the result against the other habits, and saves it.
    func updateHabit(id: UUID, _ change: (inout HabitDraft) throws -> Void) throws -> Habit
    /// Archives (`false`) or restores (`true`) a habit.
    func setActive(id: UUID, _ isActive: Bool) throws -> Habit
    /// Deletes a habit with its logs and rest days.
    func removeHabit(id: UUID) throws
    /// Adds `habit` exactly as given (its id, place, archived state and creation time kept), checked against the
    /// stored habits as `addHabit` checks a draft: how an import puts a history back. With `recording`, a
    /// `history.imported` entry of it goes into the change log; without, the change log already holds its entries
    /// (put back by `importChanges`).
    func importHabit(_ habit: Habit, recording: Bool) throws -> Habit
    /// Adds `log` exactly as given (its id, day, value, time and zone kept), or returns false, writing nothing, when
    /// a log with its id is stored already: how an import puts a history back, and why importing twice adds nothing.
    /// `recording` as for `importHabit`.
    func importLog(_ log: HabitLog, recording: Bool) throws -> Bool

    /// Reads the habit and the tally of its logs of `day`, asks `plan` what to write, and writes it, atomically.
    func log(
        habitID: UUID, day: Day, at instant: Date, timeZone: String,
        plan: (_ habit: Habit?, _ tally: DayTally) throws -> LogPlan
    ) throws -> LogReceipt
    /// Logs of every habit (or one) on days in `from...through`, oldest first.
    func logs(habitID: UUID?, from: Day, through: Day) throws -> [HabitLog]
    /// Hands `body` the logs of each of `habits` in turn as slim entries (every one, or those on `from` and
    /// later, through `through` when given), all in one read: the input `History` and the day's view build from,
    /// one habit's logs held at a time.
    func logEntries(for habits: [Habit], from: Day?, through: Day?, each body: ([LogEntry]) throws -> Void) throws

    /// Every rest day, oldest first.
    func restDays() throws -> [RestDay]
    /// Marks a rest day; false when it already was one.
    func addRestDay(_ rest: RestDay) throws -> Bool
    /// Removes a rest day; false when there was none.
    func removeRestDay(_ rest: RestDay) throws -> Bool

    /// A name for the present state of what history is derived from (habits, logs and rest days): every change to
    /// them, by this program or any other writer of the store, gives a name never given before, and nothing else
    /// changes it. So a result derived from history can be kept with the revision it was read at and trusted
    /// exactly while the store still answers the same. Nil when the store cannot tell, and then nothing may be kept.
    func historyRevision() throws -> String?

    /// The day the user navigated to and when, or nil when the selection follows today.
    func selection() throws -> DaySelection?
    /// Reads the selection, asks `step` where to go, and keeps what it says, atomically.
    func navigate(_ step: (DaySelection?) -> NavigationStep) throws -> NavigationStep

    /// The change log, newest first: every entry, or those of one habit, recorded at or after `since`; the newest
    /// `limit` of them when given, which the store reads alone.
    ///
    /// Every write above records its entries (see `ChangeSet`) in the same atomic step as the change itself.
    func changes(habitID: UUID?, since: Date?, limit: Int?) throws -> [ChangeEntry]
    /// Reverses the most recent change still in effect (see `ChangeReversal`) and records an `undo` entry naming the
    /// entries reversed, atomically; `ChangeLogError.nothingToUndo` when none is left.
    func undoLastChange() throws -> UndoReceipt
    /// Appends the entries of another store's change log (an export's), oldest first, keeping their ids, times,
    /// machines and operations, and skipping every one whose id the log holds already; returns how many it added.
    /// How an import puts a change log back: importing it twice adds nothing.
    func importChanges(_ entries: [ChangeEntry]) throws -> Int

    /// Runs `body` with a store whose operations all belong to one transaction, made durable together once
    /// `body` returns, so many small changes cost one commit (`run --batch`).
    ///
    /// Inside the group each operation of the given store still behaves as it does alone: it sees every change
    /// made before it, and one that throws leaves nothing of its own behind while the others stay. When `body`
    /// throws, or the commit fails, nothing of the group is kept and the error is thrown. The given store is
    /// valid only inside `body`, and this store must not be used there: other writers wait until the group ends.
    func grouped<T>(_ body: (any HabitStore) throws -> T) throws -> T
}

extension HabitStore {
    /// Adds `habit` exactly as given, with its `history.imported` entry.
    public func importHabit(_ habit: Habit) throws -> Habit { try importHabit(habit, recording: true) }

    /// Adds `log` exactly as given, with its `history.imported` entry; false when its id is stored already.
    public func importLog(_ log: HabitLog) throws -> Bool { try importLog(log, recording: true) }

    /// Every habit, archived ones included.
    public func habits() throws -> [Habit] { try habits(includeArchived: true) }

    /// The logs of `habits` as slim entries: every one, or those on `from` and later (through `through`).
    public func logEntries(for habits: [Habit], from: Day? = nil, through: Day? = nil) throws -> [LogEntry] {
        var entries: [LogEntry] = []
        try logEntries(for: habits, from: from, through: through) { entries += $0 }
        return entries
    }

    /// `logEntries(for:from:through:each:)` of every log from `from` on.
    public func logEntries(for habits: [Habit], from: Day?, each body: ([LogEntry]) throws -> Void) throws {
        try logEntries(for: habits, from: from, through: nil, each: body)
    }

    /// Adds a habit made from `draft` with a new id.
    public func addHabit(_ draft: HabitDraft, createdAt: Date) throws -> Habit {
        try addHabit(draft, id: UUID(), createdAt: createdAt)
    }

    /// Every habit's logs from `from` through `through`.
    public func logs(from: Day, through: Day) throws -> [HabitLog] {
        try logs(habitID: nil, from: from, through: through)
    }

    /// Checks a log request against the LogHabit rules and writes it.
    public func log(habitID: UUID, day: Day, action: LogAction, today: Day, at instant: Date, timeZone: String)
        throws -> LogReceipt
    {
        try log(habitID: habitID, day: day, at: instant, timeZone: timeZone) { habit, tally in
            try LogHabit.plan(habit: habit, day: day, today: today, action: action, tally: tally)
        }
    }

    /// Removes the habit's logs on `day` (the widget's "uncomplete").
    public func undo(habitID: UUID, day: Day, at instant: Date) throws -> LogReceipt {
        try log(habitID: habitID, day: day, at: instant, timeZone: "UTC") { habit, tally in
            try LogHabit.planUndo(habit: habit, day: day, tally: tally)
        }
    }
}

extension HabitStore {
    /// The change log, newest first: every entry, or those of one habit, recorded at or after `since`.
    public func changes(habitID: UUID?, since: Date?) throws -> [ChangeEntry] {
        try changes(habitID: habitID, since: since, limit: nil)
    }
}
