/// When a habit is due: every day, on chosen weekdays, or a number of distinct days per period (a week, a
/// calendar month, or a run of days counted from the habit's start date).
public enum Schedule: Hashable, Sendable {
    case daily
    case daysOfWeek(WeekdaySet)
    /// Any day may be logged; the week's target is this many distinct days done.
    case timesPerWeek(Int)
    /// Any day may be logged; each calendar month's target is this many distinct days done.
    case timesPerMonth(Int)
    /// Any day may be logged; the habit's life is cut into runs of `days` days from its start date, and each
    /// run's target is `count` distinct days done. `every N days` is `timesInDays(1, days: N)`.
    case timesInDays(Int, days: Int)

    /// The longest run of days a `timesInDays` schedule may count over.
    public static let maximumPeriodDays = 365

    /// Whether the schedule lets a habit be due on this weekday; only daysOfWeek leaves days out.
    public func allows(_ weekday: Weekday) -> Bool {
        switch self {
        case .daily, .timesPerWeek, .timesPerMonth, .timesInDays: true
        case .daysOfWeek(let days): days.contains(weekday)
        }
    }

    /// The weekdays in Monday-first order (all seven for every schedule but daysOfWeek).
    public var weekdays: [Weekday] {
        Weekday.allCases.filter(allows)
    }

    /// The weekly target of a timesPerWeek schedule, nil otherwise.
    public var timesPerWeek: Int? {
        if case .timesPerWeek(let count) = self { count } else { nil }
    }

    /// The target and period of a schedule counted per period (per week, per month, per run of days); nil for
    /// daily and daysOfWeek, which are counted day by day.
    public var periodTarget: (count: Int, period: SchedulePeriod)? {
        switch self {
        case .daily, .daysOfWeek: nil
        case .timesPerWeek(let count): (count, .week)
        case .timesPerMonth(let count): (count, .month)
        case .timesInDays(let count, let days): (count, .days(days))
        }
    }

    /// Checks the rules a parsed or stored schedule must meet.
    public func validate() throws(ScheduleParseError) {
        switch self {
        case .daily:
            return
        case .daysOfWeek(let days):
            if days.isEmpty { throw .noWeekdays }
        case .timesPerWeek(let count):
            if !(1...7).contains(count) { throw .timesPerWeekOutOfRange(count) }
        case .timesPerMonth(let count):
            if !(1...31).contains(count) { throw .timesPerMonthOutOfRange(count) }
        case .timesInDays(let count, let days):
            if !(2...Schedule.maximumPeriodDays).contains(days) { throw .periodDaysOutOfRange(days) }
            if !(1..<days).contains(count) { throw .timesInDaysOutOfRange(count, days: days) }
        }
    }
}
