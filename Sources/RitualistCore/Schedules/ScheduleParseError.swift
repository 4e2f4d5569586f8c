/// Why a schedule could not be read or is not allowed.
public enum ScheduleParseError: Error, Equatable, Sendable {
    case unknownWeekday(String, schedule: String, suggestion: Weekday?)
    case noWeekdays
    case timesPerWeekOutOfRange(Int)
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
        case .unrecognized(let text):
            return "Unknown schedule '\(text)'; expected 'daily', 'weekdays', 'weekends', "
                + "weekdays such as 'mon,wed,fri', or a weekly count such as '3/week'."
        }
    }
}

extension ScheduleParseError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
