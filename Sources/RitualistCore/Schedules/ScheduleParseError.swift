import Primitives

/// Why a schedule could not be read or is not allowed.
public enum ScheduleParseError: Error, Equatable, Sendable, TemplatedMessage {
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

    /// The message's template and values, for a person at the command line.
    public var filledTemplate: FilledTemplate {
        switch self {
        case .unknownWeekday(let token, let schedule, let suggestion):
            let hint = suggestion.map { Words.suggestion.filled(["weekday": $0.shortName]).text } ?? ""
            return Words.unknownWeekday.filled(["weekday": token, "schedule": schedule, "hint": hint])
        case .noWeekdays: return Words.noWeekdays.filled()
        case .timesPerWeekOutOfRange(let count): return Words.timesPerWeek.filled(["count": "\(count)"])
        case .timesPerMonthOutOfRange(let count): return Words.timesPerMonth.filled(["count": "\(count)"])
        case .periodDaysOutOfRange(let days):
            return Words.periodDays.filled(["maximum": "\(Schedule.maximumPeriodDays)", "days": "\(days)"])
        case .timesInDaysOutOfRange(let count, let days):
            return Words.timesInDays.filled(["days": "\(days)", "maximum": "\(days - 1)", "count": "\(count)"])
        case .unrecognized(let text): return Words.unrecognized.filled(["schedule": text])
        }
    }
}

extension ScheduleParseError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
