import RitualistCore

/// Builds the history that streaks and the calendar are read from, from the store, every time: derived data
/// is never cached, so it can never disagree with the logs.
public enum HistoryQuery {
    public static func history(store: any HabitStore, today: Day, settings: RitualistSettings) throws -> History {
        try history(
            store: store, habits: try store.habits(), restDays: try store.restDays(), from: nil, today: today,
            settings: settings)
    }

    /// The history of `habits` from `from` on (all of it when nil), in one read that hands over one habit's logs
    /// at a time.
    static func history(
        store: any HabitStore, habits: [Habit], restDays: [RestDay], from: Day?, today: Day,
        settings: RitualistSettings
    ) throws -> History {
        try History(
            habits: habits, restDays: restDays, today: today, firstWeekday: settings.weekStart,
            threshold: settings.threshold
        ) { each in try store.logEntries(for: habits, from: from, each: each) }
    }

    /// The overall streak as it stands today, read from the logs of whole weeks ending today: eight weeks, then a
    /// year, then the whole history, until the streak is seen to break inside them. The days of those weeks are
    /// counted exactly as in the whole history (the logs are read from the start of every period that holds the
    /// first day, since a period's earlier days decide a habit counted per week, month or run of days), so a break
    /// seen inside them is the break the whole history has.
    public static func currentRun(store: any HabitStore, today: Day, settings: RitualistSettings) throws
        -> CurrentRun
    {
        let habits = try store.habits()
        let restDays = try store.restDays()
        for weeks in [8, 52, nil] {
            let from = weeks.map { today.adding(days: -7 * $0).startOfWeek(firstWeekday: settings.weekStart) }
            let logsFrom = from.map {
                Habit.firstDayOfPeriods(containing: $0, of: habits, firstWeekday: settings.weekStart)
            }
            let run = try history(
                store: store, habits: habits, restDays: restDays, from: logsFrom, today: today, settings: settings
            ).currentOverallRun()
            guard let from, run.brokenAt.map({ $0 < from }) ?? true else { return run }
        }
        preconditionFailure("the whole history always answers")
    }
}
