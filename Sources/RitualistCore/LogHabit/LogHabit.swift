/// The LogHabit use case as a pure function: checks a request and says what to write.
///
/// ```swift
/// let plan = try LogHabit.plan(habit: read, day: today, today: today, action: .complete, tally: DayTally())
/// // plan == .insert(value: 1)
/// ```
public enum LogHabit {
    /// Runs the checks in the order of the domain rules (unavailable, future, before start, not
    /// scheduled, already logged, value) and returns what the store must write.
    ///
    /// - Parameters:
    ///   - habit: the habit, or nil when no habit has the requested id.
    ///   - tally: the habit's existing logs on `day`, as counted by `DayTally`.
    ///
    /// Binary habits: `add` of an amount > 0 acts as `complete`; `set` of > 0 makes the day done
    /// with one log of 1, and `set(0)` clears it. `set` is idempotent, so it is never refused as
    /// already logged. Numeric at-most habits record a 0 (the first `add(0)` of a day, or `set(0)`), since
    /// their day is done only once it has an entry; `undo` clears the day.
    public static func plan(
        habit: Habit?, day: Day, today: Day, action: LogAction, tally: DayTally
    ) throws(LogHabitError) -> LogPlan {
        let habit = try availableHabit(habit)
        try checkDate(of: habit, day: day, today: today)
        if case .set = action {
        } else if isAlreadyLogged(habit, tally: tally) {
            throw .alreadyLogged(name: habit.name, day: day, today: today)
        }
        switch habit.kind {
        case .binary: return try binaryPlan(habit, action: action)
        case .numeric: return try numericPlan(habit, action: action, tally: tally)
        }
    }

    /// Plans an undo: the habit's logs of `day` are removed.
    public static func planUndo(habit: Habit?, day: Day, tally: DayTally) throws(LogHabitError) -> LogPlan {
        let habit = try availableHabit(habit)
        guard !tally.isEmpty else { throw .nothingToUndo(name: habit.name, day: day) }
        return .clearDay
    }

    private static func availableHabit(_ habit: Habit?) throws(LogHabitError) -> Habit {
        guard let habit else { throw .habitUnavailable(name: LogHabitError.unknownHabitName) }
        guard habit.isActive else { throw .habitUnavailable(name: habit.name) }
        return habit
    }

    private static func checkDate(of habit: Habit, day: Day, today: Day) throws(LogHabitError) {
        if day > today { throw .futureDate(name: habit.name) }
        if day < habit.startDate { throw .dateBeforeStartDate(name: habit.name) }
        if let end = habit.endDate, day > end { throw .notScheduledAfterEnd(name: habit.name, endDate: end) }
        if !habit.schedule.allows(day.weekday) {
            throw .notScheduledForDate(name: habit.name, days: habit.schedule.weekdays)
        }
    }

    // A double press of a hotkey must not log twice: a done binary day, or any logged day of a
    // habit counted per period (one day counts once toward the period), refuses complete and add.
    private static func isAlreadyLogged(_ habit: Habit, tally: DayTally) -> Bool {
        if habit.schedule.periodTarget != nil, !tally.isEmpty { return true }
        return habit.kind == .binary && habit.isDone(tally)
    }

    private static func binaryPlan(_ habit: Habit, action: LogAction) throws(LogHabitError) -> LogPlan {
        switch action {
        case .complete:
            return .insert(value: 1)
        case .add(let value):
            try checkFinite(value, habit)
            return value > 0 ? .insert(value: 1) : .unchanged
        case .set(let value):
            try checkFinite(value, habit)
            return value > 0 ? .replaceDay(total: 1) : .clearDay
        }
    }

    private static func numericPlan(_ habit: Habit, action: LogAction, tally: DayTally) throws(LogHabitError)
        -> LogPlan
    {
        switch action {
        case .complete:
            throw .needsValue(name: habit.name)
        case .add(let value):
            try checkFinite(value, habit)
            // An at-most day needs an entry to be done, so its first 0 is recorded: "none today".
            let recordsZero = habit.targetDirection == .atMost && tally.isEmpty
            guard value > 0 || recordsZero else { return .unchanged }
            try checkRange(total: tally.total + value, habit)
            return .insert(value: value)
        case .set(let value):
            try checkFinite(value, habit)
            if value == 0, habit.targetDirection == .atMost { return .replaceDay(total: 0) }
            guard value > 0 else { return .clearDay }
            try checkRange(total: value, habit)
            return .replaceDay(total: value)
        }
    }

    private static func checkFinite(_ value: Double, _ habit: Habit) throws(LogHabitError) {
        guard value.isFinite, value >= 0 else { throw .invalidValue(name: habit.name, value: value) }
    }

    private static func checkRange(total: Double, _ habit: Habit) throws(LogHabitError) {
        guard let maximum = habit.maximumDailyValue, total > maximum + Habit.tolerance(for: maximum) else { return }
        throw .valueOutOfRange(
            name: habit.name, value: total, maximum: maximum, unit: habit.unit,
            perTarget: habit.dailyTarget == nil ? nil : Habit.sanityFactor)
    }
}
