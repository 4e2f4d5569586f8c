import RitualistCore

/// What every calendar format shows: the grid of the last months, the streak above it, and
/// whose days they are.
package struct StreakCalendar: Sendable {
    let grid: HeatmapGrid
    package let months: Int
    var streak: CalendarStreak
    /// The habit shown alone, or nil for all habits.
    package let habitName: String?
    package let today: Day
    /// False before the first habit is added: the calendar then says how to start.
    let hasHabits: Bool

    /// One habit's calendar (`habit`), or every habit's; `namingHabits` for the formats that list the habits done
    /// on a day (see `CalendarFormat.namesHabits`).
    package init(history: History, months: Int, habit: Habit? = nil, namingHabits: Bool = true) {
        defer { streak.soFar = StreakWords.soFar(in: history, habit: habit) }
        grid = history.heatmap(months: months, habitID: habit?.id, namingHabits: namingHabits)
        self.months = months
        habitName = habit?.name
        today = history.today
        hasHabits = !history.habits.isEmpty
        if let habit {
            streak =
                history.streak(for: habit.id).map(CalendarStreak.init)
                ?? CalendarStreak(current: 0, longest: 0, start: nil, atRisk: false, unit: .days)
        } else {
            streak = CalendarStreak(history.overallStreak())
        }
    }

    /// The days the grid shows, oldest first: the first of the first month through the end of the
    /// current week (the days after today included, as the grid draws them).
    package var days: [HeatmapCell] {
        grid.columns.joined().filter { $0.state != .outsideWindow }
    }

    /// The first day of the window: the first of the oldest month.
    var firstDay: Day { days.first?.day ?? today }

    /// The last day the grid shows: the last day of the current week.
    var lastDay: Day { grid.columns.last?.last?.day ?? today }

    /// `12 months to November 2025`, for titles.
    var span: String {
        let noun = months == 1 ? "month" : "months"
        return "\(months) \(noun) to \(today.monthName) \(today.year)"
    }

    /// `Meditate` or `All habits`.
    var subject: String { habitName ?? "All habits" }
}
