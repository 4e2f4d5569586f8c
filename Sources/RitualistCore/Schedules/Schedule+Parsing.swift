import Primitives

extension Schedule: CustomStringConvertible, Codable {
    /// Reads `daily`, `weekdays`, `weekends`, a weekday list such as `mon,wed,fri` (any case, full
    /// names too) or a weekly count such as `3/week`.
    public init(parsing text: String) throws(ScheduleParseError) {
        let input = text.trimmed.lowercased()
        switch input {
        case "daily", "everyday", "every day": self = .daily
        case "weekdays": self = .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday])
        case "weekends": self = .daysOfWeek([.saturday, .sunday])
        case "": throw .unrecognized(text)
        default:
            if input.hasSuffix("/week") {
                self = try Schedule.parseTimesPerWeek(input.dropLast("/week".count), original: text)
            } else {
                self = try Schedule.parseWeekdays(input, original: text)
            }
        }
        try validate()
    }

    /// The canonical form: `daily`, `mon,wed,fri` (Monday first) or `3/week`.
    public var description: String {
        switch self {
        case .daily: "daily"
        case .daysOfWeek: weekdays.map(\.shortName).joined(separator: ",")
        case .timesPerWeek(let count): "\(count)/week"
        }
    }

    /// Decodes a schedule from its text, as `init(parsing:)` reads it.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try Schedule(parsing: text)
    }

    /// Encodes the schedule as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func parseTimesPerWeek(_ count: Substring, original: String) throws(ScheduleParseError)
        -> Schedule
    {
        guard let value = Int(String(count).trimmed) else { throw .unrecognized(original) }
        return .timesPerWeek(value)
    }

    private static func parseWeekdays(_ input: String, original: String) throws(ScheduleParseError) -> Schedule {
        let tokens = input.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmed }
            .filter { !$0.isEmpty }
        var days = WeekdaySet()
        for token in tokens {
            if let weekday = Weekday(shortName: token) {
                days.insert(weekday)
                continue
            }
            let suggestion = Weekday.suggestion(for: token)
            // A lone unknown word is more likely a wrong schedule than a misspelt weekday.
            if tokens.count == 1, suggestion == nil { throw .unrecognized(original) }
            throw .unknownWeekday(token, schedule: original, suggestion: suggestion)
        }
        return .daysOfWeek(days)
    }
}
