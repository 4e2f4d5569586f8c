/// When a habit is due: every day, on chosen weekdays, or a number of distinct days per week.
public enum Schedule: Hashable, Sendable {
    case daily
    case daysOfWeek(WeekdaySet)
    /// Any day may be logged; the week's target is this many distinct days done.
    case timesPerWeek(Int)

    /// Whether the schedule lets a habit be due on this weekday; timesPerWeek allows every day.
    public func allows(_ weekday: Weekday) -> Bool {
        switch self {
        case .daily, .timesPerWeek: true
        case .daysOfWeek(let days): days.contains(weekday)
        }
    }

    /// The weekdays in Monday-first order (all seven for daily and timesPerWeek).
    public var weekdays: [Weekday] {
        Weekday.allCases.filter(allows)
    }

    /// The weekly target of a timesPerWeek schedule, nil otherwise.
    public var timesPerWeek: Int? {
        if case .timesPerWeek(let count) = self { count } else { nil }
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
        }
    }
}
