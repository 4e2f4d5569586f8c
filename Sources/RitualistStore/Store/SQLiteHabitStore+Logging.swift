import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Reads, plans and writes in one immediate transaction: the plan sees exactly what is stored. In a group, the
    /// day's tally is kept from one write to the next (see `DayTallies`).
    package func log(
        habitID: UUID, day: Day, at instant: Date, timeZone: String,
        plan: (_ habit: Habit?, _ tally: DayTally) throws -> LogPlan
    ) throws -> LogReceipt {
        try write { db in
            let habit = try self.habit(db, id: habitID)
            let loggedAt = instant.timeIntervalSince1970
            let before =
                try group?.dayTallies.day(habitID: habitID, day: day, before: loggedAt, db)
                ?? DayTallies.read(habitID: habitID, day: day, db)
            let plan = try plan(habit, before.tally)
            guard let habit else { throw StoreError.habitNotFound(id: habitID.text) }
            let after = try apply(
                plan, habit: habit, day: day, tally: before.tally, at: instant, timeZone: timeZone, db)
            if let group {
                try group.dayTallies.keep(
                    after, habitID: habitID, day: day, before: before, writes: plan.writes, at: loggedAt, db)
            }
            return LogReceipt(habit: habit, day: day, plan: plan, after: after)
        }
    }

    /// Writes `plan` and its change-log entries; the day's tally after it.
    private func apply(
        _ plan: LogPlan, habit: Habit, day: Day, tally: DayTally, at instant: Date, timeZone: String,
        _ db: SQLiteDatabase
    ) throws -> DayTally {
        var after = tally
        var changes = try ChangeLogTable.changeSet(stamp, db)
        let writes = plan.writes
        if writes.clearsDay {
            for log in try Self.logs(db, habitID: habit.id, day: day) { changes.logRemoved(log) }
            try db.cachedStatement(sql: "DELETE FROM log WHERE habitId = ? AND day = ?").execute(
                arguments: [habit.id.text, day.ordinal])
            // Completions of the day merged from another machine were seen here too: they go with the rest.
            for log in try MergedLogs.take(habit: habit.id, day: day, db) { changes.logRemoved(log) }
            after = DayTally()
        }
        if let value = writes.inserts {
            let log = HabitLog(habitID: habit.id, day: day, value: value, loggedAt: instant, timeZone: timeZone)
            try db.cachedStatement(sql: "INSERT INTO log (\(HabitLog.columns)) VALUES (?, ?, ?, ?, ?, ?)").execute(
                arguments: [log.id.text, habit.id.text, day.ordinal, value, instant.timeIntervalSince1970, timeZone])
            after.add(value)
            changes.logAdded(log)
        }
        try ChangeLogTable.insert(changes.entries, db)
        return after
    }

    static func logs(_ db: SQLiteDatabase, habitID: UUID, day: Day) throws -> [HabitLog] {
        try db.cachedStatement(
            sql: "SELECT \(HabitLog.columns) FROM log WHERE habitId = ? AND day = ? ORDER BY loggedAt, rowid"
        )
        .rows(arguments: [habitID.text, day.ordinal], HabitLog.init(row:))
    }

    /// Logs of every habit (or one) on days in `from...through`, oldest first.
    package func logs(habitID: UUID?, from: Day, through: Day) throws -> [HabitLog] {
        try read { db in
            let habitFilter = habitID == nil ? "" : " AND habitId = ?"
            var arguments: StatementArguments = [from.ordinal, through.ordinal]
            if let habitID { arguments += [habitID.text] }
            return try db.cachedStatement(
                sql:
                    "SELECT \(HabitLog.columns) FROM log WHERE day BETWEEN ? AND ?\(habitFilter) ORDER BY day, loggedAt"
            ).rows(arguments: arguments, HabitLog.init(row:))
        }
    }

    /// Every log, oldest first.
    package func allLogs() throws -> [HabitLog] {
        try read { db in
            try db.makeStatement(sql: "SELECT \(HabitLog.columns) FROM log ORDER BY day, loggedAt").rows(
                HabitLog.init(row:))
        }
    }
}

extension SQLiteHabitStore {
    /// The logs of `habits` as slim (habit, day, value) entries, habit by habit in one read, from the log buckets (see
    /// `LogBucketTable`) so a year of a habit's logs is some 12 rows.
    package func logEntries(
        for habits: [Habit], from: Day?, through: Day?, each body: ([LogEntry]) throws -> Void
    ) throws {
        try read { db in
            try Self.logDays(db, for: habits, from: from, through: through, keepingStretches: false) {
                try body($0.entries)
            }
        }
    }

    /// The logs of `habits` as `History` takes them fastest: a kept bucket as it is kept (of completions alone, its
    /// bits; any other, its bytes), the logs of the days after the kept buckets as entries.
    package func logDays(for habits: [Habit], from: Day?, through: Day?, each body: (LogDays) throws -> Void) throws {
        try read { db in
            try Self.logDays(db, for: habits, from: from, through: through, keepingStretches: true, each: body)
        }
    }

    /// `logDays(for:from:through:each:)` on an open connection; without `keepingStretches` every log is an entry.
    static func logDays(
        _ db: SQLiteDatabase, for habits: [Habit], from: Day?, through: Day? = nil, keepingStretches: Bool = true,
        each body: (LogDays) throws -> Void
    ) throws {
        guard !habits.isEmpty else { return }
        var reader = try LogBucketTable.Reader(db)
        var days = LogDays()
        for habit in habits {
            // Logs of the same shape fill one buffer habit after habit (cf. `SQLiteStatement.rows`).
            days.removeAll()
            try reader.read(
                of: habit.id, from: from, through: through, into: &days, keepingStretches: keepingStretches)
            try body(days)
        }
    }
}
