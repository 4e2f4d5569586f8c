import Primitives

/// Why a log request was refused, in the order the checks run.
public enum LogHabitError: Error, Equatable, Sendable, TemplatedMessage {
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

    /// The message's template and values, worded as the app words it, and ending as every sentence for a person
    /// does: with a period.
    public var filledTemplate: FilledTemplate {
        let habit = ["habit": habitName]
        switch self {
        case .habitUnavailable: return Words.habitUnavailable.filled(habit)
        case .futureDate: return Words.futureDate.filled(habit)
        case .dateBeforeStartDate: return Words.dateBeforeStartDate.filled(habit)
        case .notScheduledForDate(_, let days):
            return Words.notScheduled.filled(habit.merging(["days": LogHabitError.list(days)]) { $1 })
        case .notScheduledAfterEnd(_, let endDate):
            return Words.ended.filled(habit.merging(["endDate": endDate.iso]) { $1 })
        case .alreadyLogged(_, let day, let today) where day == today: return Words.alreadyLoggedToday.filled(habit)
        case .alreadyLogged(_, let day, _): return Words.alreadyLogged.filled(habit.merging(["day": day.iso]) { $1 })
        case .needsValue: return Words.needsValue.filled(habit)
        case .valueOutOfRange(_, let value, let maximum, let unit, let perTarget):
            let values = habit.merging([
                "value": ValueFormat.text(value), "maximum": ValueFormat.text(maximum, unit: unit),
            ]) { $1 }
            guard let perTarget else { return Words.outOfRangeWithoutTarget.filled(values) }
            return Words.outOfRange.filled(values.merging(["perTarget": ValueFormat.text(perTarget)]) { $1 })
        case .invalidValue(_, let value):
            return Words.invalidValue.filled(habit.merging(["value": ValueFormat.text(value)]) { $1 })
        case .nothingToUndo(_, let day): return Words.nothingToUndo.filled(habit.merging(["day": day.iso]) { $1 })
        }
    }

    // Every name plural (the app pluralised only the last of three, "Monday, Wednesday, and Fridays"):
    // "Mondays", "Mondays and Fridays", "Mondays, Wednesdays, and Fridays".
    static func list(_ days: [Weekday]) -> String {
        days.isEmpty ? "no days" : Plural.list(days.sorted().map(\.plural))
    }
}

extension LogHabitError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
