/// Why a log request was refused, in the order the checks run.
public enum LogHabitError: Error, Equatable, Sendable {
    /// No habit with that id (name `Unknown Habit`), or the habit is archived.
    case habitUnavailable(name: String)
    case futureDate(name: String)
    case dateBeforeStartDate(name: String)
    /// The day's weekday is not in the schedule; `days` are the scheduled weekdays.
    case notScheduledForDate(name: String, days: [Weekday])
    /// The day is after the habit's end date (reported as `notScheduledForDate`).
    case notScheduledAfterEnd(name: String, endDate: Day)
    case alreadyLogged(name: String, day: Day, today: Day)
    case needsValue(name: String)
    /// `value` is the day's total the request would produce, past the sanity bound `maximum`: `perTarget` times the
    /// daily target, or, without one, the bound of a habit without a target.
    case valueOutOfRange(name: String, value: Double, maximum: Double, unit: String? = nil, perTarget: Double? = nil)
    case invalidValue(name: String, value: Double)
    case nothingToUndo(name: String, day: Day)

    static let unknownHabitName = "Unknown Habit"

    /// The stable case name for journals and JSON outcomes.
    public var caseName: String {
        switch self {
        case .habitUnavailable: "habitUnavailable"
        case .futureDate: "futureDate"
        case .dateBeforeStartDate: "dateBeforeStartDate"
        case .notScheduledForDate, .notScheduledAfterEnd: "notScheduledForDate"
        case .alreadyLogged: "alreadyLoggedToday"
        case .needsValue: "needsValue"
        case .valueOutOfRange: "valueOutOfRange"
        case .invalidValue: "invalidValue"
        case .nothingToUndo: "nothingToUndo"
        }
    }

    /// The habit's name as the error quotes it.
    package var habitName: String {
        switch self {
        case .habitUnavailable(let name), .futureDate(let name), .dateBeforeStartDate(let name),
            .notScheduledForDate(let name, _), .notScheduledAfterEnd(let name, _), .alreadyLogged(let name, _, _),
            .needsValue(let name), .valueOutOfRange(let name, _, _, _, _), .invalidValue(let name, _),
            .nothingToUndo(let name, _):
            name
        }
    }

    /// The message, worded as the app words it, and ending as every sentence for a person does: with a period.
    public var message: String {
        let prefix = "Cannot log '\(habitName)': "
        switch self {
        case .habitUnavailable: return prefix + "Habit is not available for logging."
        case .futureDate: return prefix + "Date is in the future."
        case .dateBeforeStartDate: return prefix + "Date is before habit start date."
        case .notScheduledForDate(_, let days):
            return prefix + "This habit is only scheduled for \(LogHabitError.list(days))."
        case .notScheduledAfterEnd(_, let endDate):
            return prefix + "This habit ended on \(endDate.iso)."
        case .alreadyLogged(let name, let day, let today):
            return "'\(name)' already completed " + (day == today ? "today." : "on \(day.iso).")
        case .needsValue:
            return prefix + "A numeric habit needs an amount; add or set a value."
        case .valueOutOfRange(_, let value, let maximum, let unit, let perTarget):
            let bound = perTarget.map { "\(ValueFormat.text($0)) times the daily target" } ?? "without a target"
            return prefix + "The day's total of \(ValueFormat.text(value)) is past the sanity bound of "
                + "\(ValueFormat.text(maximum, unit: unit)) (\(bound)), which catches a mistyped amount."
        case .invalidValue(_, let value):
            return prefix + "'\(ValueFormat.text(value))' is not a valid amount; expected a number of 0 or more."
        case .nothingToUndo(let name, let day):
            return "'\(name)' has nothing logged on \(day.iso)."
        }
    }

    // The app's wording, kept exactly: "Mondays", "Mondays and Fridays" (both plural), and from
    // three days on only the last is plural: "Monday, Wednesday, and Fridays".
    static func list(_ days: [Weekday]) -> String {
        let sorted = days.sorted()
        guard let last = sorted.last else { return "no days" }
        let leading = sorted.dropLast().map(\.name)
        switch leading.count {
        case 0: return last.plural
        case 1: return "\(sorted[0].plural) and \(last.plural)"
        default: return leading.joined(separator: ", ") + ", and " + last.plural
        }
    }
}

extension LogHabitError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
