import RitualistCore

/// Reads what the widget shows for a day from the store.
package enum WidgetQuery {
    /// The selected day: the stored one while it is valid (chosen today, in range), else today.
    package static func selectedDay(store: any HabitStore, today: Day) throws -> Day {
        DayNavigator(today: today).selected(stored: try store.selection())
    }

    /// The widget view of `day`, built from `habits` (every habit when nil), the logs of `day`'s week (weeks start
    /// where the settings say) or of the longer period a habit counts over, and the rest days of `day`.
    package static func dayView(
        store: any HabitStore, habits: [Habit]? = nil, day: Day, today: Day, settings: RitualistSettings
    ) throws -> DayView {
        let habits = try habits ?? store.habits()
        let first = Habit.firstDayOfPeriods(containing: day, of: habits, firstWeekday: settings.weekStart)
        // The active habits' (the view shows no other) slim entries, read habit by habit from the log index alone:
        // full logs of every habit, looked up by day, made a status poll costly.
        return DayView(
            day: day, today: today, habits: habits,
            entries: try store.logEntries(for: habits.filter(\.isActive), from: first, through: day),
            skips: try store.restDays().filter { $0.day == day }, firstWeekday: settings.weekStart)
    }
}
