extension Habit {
    /// The first day whose logs decide `day` for every habit of `habits`: the start of `day`'s week, or the start
    /// of an earlier period a habit counted per month or per run of days is in on `day`. Logs from this day on
    /// tell whether each period holding `day` was already met on earlier days, as the whole history would.
    public static func firstDayOfPeriods(containing day: Day, of habits: [Habit], firstWeekday: Weekday) -> Day {
        var first = day.startOfWeek(firstWeekday: firstWeekday)
        for habit in habits where habit.isLive(on: day) {
            guard let period = habit.schedule.periodTarget?.period else { continue }
            first = min(first, period.start(of: day, habitStart: habit.startDate, firstWeekday: firstWeekday))
        }
        return first
    }
}
