/// A rule a habit's fields break, worded for the command line (flags `--name`, `--emoji`,
/// `--kind`, `--target`, `--unit`, `--schedule`, `--start`, `--end`).
public enum HabitValidationError: Error, Equatable, Sendable {
    /// The trimmed name's length in characters, outside 1…50.
    case nameLength(Int)
    /// The name of the existing habit that clashes.
    case duplicateName(String)
    case emojiNotSingle(String)
    case unitOnBinary
    /// The unit's length in characters, over 20.
    case unitLength(Int)
    case targetOnBinary
    case missingTarget
    case invalidTarget(Double)
    case invalidSchedule(ScheduleParseError)
    case endBeforeStart(start: Day, end: Day)

    /// The message for a person at the command line.
    public var message: String {
        switch self {
        case .nameLength(let count):
            "Habit name must be 1 to 50 characters; got \(count)."
        case .duplicateName(let name):
            "A habit named '\(name)' already exists."
        case .emojiNotSingle(let emoji):
            "Emoji must be a single emoji; got '\(emoji)'."
        case .unitOnBinary:
            "A binary habit has no unit; remove --unit or use --kind numeric."
        case .unitLength(let count):
            "Unit must be at most 20 characters; got \(count)."
        case .targetOnBinary:
            "A binary habit has no target; remove --target or use --kind numeric."
        case .missingTarget:
            "A numeric habit needs a daily target; add --target, for example '--target 8'."
        case .invalidTarget(let target):
            "Daily target must be a number greater than 0; got '\(ValueFormat.text(target))'."
        case .invalidSchedule(let error):
            error.message
        case .endBeforeStart(let start, let end):
            "End date '\(end.iso)' is before the start date '\(start.iso)'."
        }
    }
}

extension HabitValidationError: CustomStringConvertible {
    public var description: String { message }
}
