import Foundation
import GRDB
import RitualistCore

/// What a log request changed, for the action's output.
public struct LogReceipt: Sendable, Equatable {
    public let habit: Habit
    public let day: Day
    public let plan: LogPlan
    /// The day's total after the change (1 or 0 for binary habits).
    public let progress: Double
    public let isDone: Bool
}

extension HabitStore {
    /// Checks and writes a log in one immediate transaction: the LogHabit rules see exactly what is stored.
    public func log(habitID: UUID, day: Day, action: LogAction, today: Day, at instant: Date, timeZone: String)
        throws -> LogReceipt
    {
        try write { db in
            let habit = try Self.habit(db, id: habitID)
            let logs = try Self.logs(db, habitID: habitID, day: day)
            let plan = try LogHabit.plan(habit: habit, day: day, today: today, action: action, logsOfDay: logs)
            return try apply(plan, habit: habit!, day: day, logs: logs, at: instant, timeZone: timeZone, db)
        }
    }

    /// Removes the habit's logs on `day`.
    public func undo(habitID: UUID, day: Day) throws -> LogReceipt {
        try write { db in
            let habit = try Self.habit(db, id: habitID)
            let logs = try Self.logs(db, habitID: habitID, day: day)
            let plan = try LogHabit.planUndo(habit: habit, day: day, logsOfDay: logs)
            return try apply(plan, habit: habit!, day: day, logs: logs, at: Date(), timeZone: "UTC", db)
        }
    }

    private func apply(
        _ plan: LogPlan, habit: Habit, day: Day, logs: [HabitLog], at instant: Date, timeZone: String,
        _ db: Database
    ) throws -> LogReceipt {
        var after = logs
        func insert(_ value: Double) throws {
            let log = HabitLog(habitID: habit.id, day: day, value: value, loggedAt: instant, timeZone: timeZone)
            try db.execute(
                sql: "INSERT INTO log (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [log.id.key, habit.id.key, day.ordinal, value, instant.timeIntervalSince1970, timeZone])
            after.append(log)
        }
        func clear() throws {
            try db.execute(
                sql: "DELETE FROM log WHERE habitId = ? AND day = ?", arguments: [habit.id.key, day.ordinal])
            after.removeAll()
        }
        switch plan {
        case .insert(let value): try insert(value)
        case .replaceDay(let total):
            try clear()
            try insert(total)
        case .clearDay: try clear()
        case .unchanged: break
        }
        return LogReceipt(
            habit: habit, day: day, plan: plan, progress: habit.progress(withLogsOf: after),
            isDone: habit.isDone(withLogsOf: after))
    }

    static func logs(_ db: Database, habitID: UUID, day: Day) throws -> [HabitLog] {
        try Row.fetchAll(
            db, sql: "SELECT \(HabitLog.columns) FROM log WHERE habitId = ? AND day = ?",
            arguments: [habitID.key, day.ordinal]
        ).map(HabitLog.init(row:))
    }

    /// Logs of every habit (or one) on days in `from...through`, oldest first.
    public func logs(habitID: UUID? = nil, from: Day, through: Day) throws -> [HabitLog] {
        try read { db in
            let habitFilter = habitID == nil ? "" : " AND habitId = ?"
            var arguments: StatementArguments = [from.ordinal, through.ordinal]
            if let habitID { arguments += [habitID.key] }
            return try Row.fetchAll(
                db,
                sql:
                    "SELECT \(HabitLog.columns) FROM log WHERE day BETWEEN ? AND ?\(habitFilter) ORDER BY day, loggedAt",
                arguments: arguments
            ).map(HabitLog.init(row:))
        }
    }

    /// Every log, oldest first.
    public func allLogs() throws -> [HabitLog] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT \(HabitLog.columns) FROM log ORDER BY day, loggedAt").map(
                HabitLog.init(row:))
        }
    }
}

extension HabitStore {
    /// Every log as a slim (habit, day, value) entry, read habit by habit through the index so no id text
    /// is decoded per row: the input `History` builds from fastest.
    public func allLogEntries(for habits: [Habit]) throws -> [LogEntry] {
        try read { db in
            var entries: [LogEntry] = []
            for habit in habits {
                let rows = try Row.fetchCursor(
                    db, sql: "SELECT day, value FROM log WHERE habitId = ?",
                    arguments: [habit.id.key])
                while let row = try rows.next() {
                    entries.append(LogEntry(habitID: habit.id, day: Day(ordinal: row[0]), value: row[1]))
                }
            }
            return entries
        }
    }
}
