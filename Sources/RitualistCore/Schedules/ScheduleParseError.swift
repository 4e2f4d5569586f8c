/// Why a schedule could not be read or is not allowed.
public enum ScheduleParseError: Error, Equatable, Sendable {
    case unknownWeekday(String, schedule: String, suggestion: Weekday?)
    case noWeekdays
    case timesPerWeekOutOfRange(Int)
    /// The count of a per-month schedule, outside 1…31.
    case timesPerMonthOutOfRange(Int)
    /// The days of a run, outside 2…365.
    case periodDaysOutOfRange(Int)
    /// The count of a count-in-days schedule, outside 1 up to one less than its days.
    case timesInDaysOutOfRange(Int, days: Int)
    case unrecognized(String)

    /// The message for a person at the command line.
    public var message: String {
        switch self {
        case .unknownWeekday(let token, let schedule, let suggestion):
            let hint = suggestion.map { " Did you mean '\($0.shortName)'?" } ?? ""
            return "Unknown weekday '\(token)' in schedule '\(schedule)'.\(hint)"
        case .noWeekdays:
            return "A schedule needs at least one weekday."
        case .timesPerWeekOutOfRange(let count):
            return "Times per week must be 1 to 7; got \(count)."
        case .timesPerMonthOutOfRange(let count):
            return "Times per month must be 1 to 31; got \(count)."
        case .periodDaysOutOfRange(let days):
            return "The days of a schedule must be 2 to \(Schedule.maximumPeriodDays); got \(days)."
        case .timesInDaysOutOfRange(let count, let days):
            return "Times in \(days) days must be 1 to \(days - 1); got \(count)."
        case .unrecognized(let text):
            return "Unknown schedule '\(text)'; expected 'daily', 'weekdays', 'weekends', "
                + "weekdays such as 'mon,wed,fri', or a count such as '3/week', '3/month', 'every 3 days' "
                + "or '2 in 5 days'."
        }
    }
}

extension ScheduleParseError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
