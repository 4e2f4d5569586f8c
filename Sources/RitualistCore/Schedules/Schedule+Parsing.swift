import Primitives

extension Schedule: CustomStringConvertible, Codable {
    /// Reads `daily`, `weekdays`, `weekends`, a weekday list such as `mon,wed,fri` (any case, full
    /// names too), a count per week or month such as `3/week` or `3 per month`, `every 3 days`, or a
    /// count in a run of days such as `2 in 5 days`.
    public init(parsing text: String) throws(ScheduleParseError) {
        if let canonical = Schedule.canonical(text) {
            self = canonical
            try validate()
            return
        }
        let input = text.trimmed.lowercased()
        switch input {
        case "daily", "everyday", "every day": self = .daily
        case "weekdays": self = .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday])
        case "weekends": self = .daysOfWeek([.saturday, .sunday])
        case "": throw .unrecognized(text)
        default:
            if let counted = try Schedule.parseCount(input, original: text) {
                self = counted
            } else {
                self = try Schedule.parseWeekdays(input, original: text)
            }
        }
        try validate()
    }

    /// The canonical form: `daily`, `mon,wed,fri` (Monday first), `3/week`, `3/month`, `every 3 days` or
    /// `2 in 5 days`.
    public var description: String {
        switch self {
        case .daily: "daily"
        case .daysOfWeek: weekdays.map(\.shortName).joinedText(separator: ",")
        case .timesPerWeek(let count): "\(count)/week"
        case .timesPerMonth(let count): "\(count)/month"
        case .timesInDays(1, let days): "every \(days) days"
        case .timesInDays(let count, let days): "\(count) in \(days) days"
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

    // The counted forms, word by word: `3/week`, `3 per week`, `3 times per month`, `every 3 days`,
    // `2 in 5 days`, `2 times in 5 days`. Nil when the text is none of them, so it is read as weekdays.
    private static func parseCount(_ input: String, original: String) throws(ScheduleParseError) -> Schedule? {
        var words = input.replacing("/", with: " / ").split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "every" {
            guard words.count == 3, ["day", "days"].contains(words[2]) else { return nil }
            let days = try number(words[1], original)
            return days == 1 ? .daily : .timesInDays(1, days: days)
        }
        guard words.count >= 3, words.first?.first?.isNumber == true else { return nil }
        let count = try number(words.removeFirst(), original)
        if ["time", "times"].contains(words.first) { words.removeFirst() }
        switch words {
        case ["/", "week"], ["per", "week"], ["a", "week"]: return .timesPerWeek(count)
        case ["/", "month"], ["per", "month"], ["a", "month"]: return .timesPerMonth(count)
        case _ where words.count == 3 && words[0] == "in" && ["day", "days"].contains(words[2]):
            return .timesInDays(count, days: try number(words[1], original))
        default: throw .unrecognized(original)
        }
    }

    private static func number(_ word: String, _ original: String) throws(ScheduleParseError) -> Int {
        guard word.allSatisfy(\.isASCII), let value = Int(word) else { throw .unrecognized(original) }
        return value
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
