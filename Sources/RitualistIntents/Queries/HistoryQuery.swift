import RitualistCore

/// Builds the history that streaks and the calendar are read from, from the store, every time: derived data
/// is never cached, so it can never disagree with the logs.
public enum HistoryQuery {
    public static func history(store: any HabitStore, today: Day, settings: RitualistSettings) throws -> History {
        let habits = try store.habits()
        return History(
            habits: habits, entries: try store.logEntries(for: habits), restDays: try store.restDays(),
            today: today, firstWeekday: settings.weekStart, threshold: settings.threshold)
    }
}
