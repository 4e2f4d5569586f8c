import IntentKit
import RitualistApp
import RitualistCore

/// What the command line adds to a failure so a person knows the next step: the layers below name no program
/// and no flag.
package enum Hints {
    /// The hint for `failure`; `outcome` (the run that failed) lets a hint name the day and the habit asked for.
    package static func hint(for failure: any IntentFailure, in outcome: Outcome? = nil) -> String? {
        let cause = (failure as? Outcome.Failure)?.cause ?? failure
        if let error = cause as? HabitValidationError {
            switch error {
            case .unitOnBinary: return "Remove --unit, or use --kind numeric."
            case .targetOnBinary: return "Remove --target, or use --kind numeric."
            case .atMostOnBinary: return "Remove --at-most, or use --kind numeric."
            case .missingTarget: return "Add --target, for example '--target 8'."
            default: return nil
            }
        }
        if let error = cause as? LogHabitError { return hint(for: error, in: outcome) }
        if case .completedDay(_, let day, let allHabits) = cause as? RestDayError {
            return allHabits
                ? "Rest the others one by one ('ritual skip HABIT --date \(day.iso)')."
                : "To rest it, undo it first ('ritual undo HABIT --date \(day.iso)')."
        }
        if let error = cause as? ParameterError { return hint(for: error) }
        if let error = cause as? RunnerError, case .unknownIntent = error {
            return "Run 'ritual list' to see them all."
        }
        return nil
    }

    private static func hint(for error: ParameterError) -> String? {
        switch error {
        case .unknownEntity("habit", _, let suggestions) where suggestions.isEmpty:
            return "Run 'ritual habit list' to see them."
        case .noEntities("habit", _):
            return "Add one with 'ritual habit add NAME'."
        case .malformedJSON:
            return #"Give --params one JSON object of parameter values, such as '{"habit": "Read"}'."#
        default:
            return nil
        }
    }

    private static func hint(for error: LogHabitError, in outcome: Outcome?) -> String? {
        let name = ShellWord.quoted(error.habitName)
        switch error {
        case .habitUnavailable(let habit) where habit != "Unknown Habit":
            return "'\(habit)' is archived; bring it back with 'ritual habit unarchive \(name)'."
        case .needsValue:
            return "Give an amount: 'ritual log \(name) N' (or 'ritual run LogHabitValue habit=\(name) value=N')."
        case .dateBeforeStartDate(let habit):
            guard let day = outcome?.parameters?["date"], case .date(let date) = day,
                let start = StartDates.start(of: habit)
            else {
                return "Log a later day, or move the start with 'ritual habit edit \(name) --start DATE'."
            }
            return "\(date.iso) is before '\(habit)' starts (\(start.iso)); to log it, move the start: "
                + "'ritual habit edit \(name) --start \(date.iso)'."
        default:
            return nil
        }
    }
}
