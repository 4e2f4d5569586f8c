/// The stretch of days a counted schedule's target applies to.
public enum SchedulePeriod: Hashable, Sendable {
    /// A week starting on the configured first weekday.
    case week
    /// A calendar month.
    case month
    /// A run of this many days; runs are counted from the habit's start date.
    case days(Int)

    /// The first day of the period holding `day`, for a habit that starts on `habitStart`: weeks and months
    /// follow the calendar, runs of days are laid end to end from the start date.
    public func start(of day: Day, habitStart: Day, firstWeekday: Weekday) -> Day {
        switch self {
        case .week: return day.startOfWeek(firstWeekday: firstWeekday)
        case .month: return day.startOfMonth
        case .days(let length):
            return habitStart.adding(days: Day.floorDivide(habitStart.days(to: day), length) * length)
        }
    }

    /// The first day of the period after the one starting on `start`.
    public func next(after start: Day) -> Day {
        switch self {
        case .week: start.adding(days: 7)
        case .month: start.startOfMonth(addingMonths: 1)
        case .days(let length): start.adding(days: length)
        }
    }
}
