import RitualistCore
import RitualistStore

/// Reads what the widget shows for a day from the store.
public enum WidgetQuery {
    /// The selected day: the stored one while it is in range, else today.
    public static func selectedDay(store: HabitStore, today: Day) throws -> Day {
        DayNavigator(today: today).selected(stored: try store.storedSelection())
    }

    /// The widget view of `day`, built from every habit, the logs of `day`'s week and the rest days.
    public static func dayView(store: HabitStore, day: Day, today: Day) throws -> DayView {
        let weekStart = day.startOfWeek()
        return DayView(
            day: day, today: today, habits: try store.habits(),
            logs: try store.logs(from: weekStart, through: day),
            skips: try store.restDays().filter { $0.day == day })
    }
}
