/// A rule a habit's fields break. The messages name fields, never a front end's flags: the command line
/// adds its own hints.
public enum HabitValidationError: Error, Equatable, Sendable {
    /// A text field (name, emoji, unit, category) holds a control character.
    case controlCharacter(field: String)
    /// The trimmed name's length in code points, outside 1…50.
    case nameLength(Int)
    /// The name of the existing habit that clashes.
    case duplicateName(String)
    /// The emoji, not one emoji or symbol (`HabitEmoji`).
    case invalidEmoji(String)
    case unitOnBinary
    /// The unit's length in code points, over 20.
    case unitLength(Int)
    case targetOnBinary
    /// A binary habit given an at-most target, which only an amount can have.
    case atMostOnBinary
    case missingTarget
    case invalidTarget(Double)
    case invalidSchedule(ScheduleParseError)
    case endBeforeStart(start: Day, end: Day)

    /// The message for a person.
    public var message: String {
        switch self {
        case .controlCharacter(let field):
            "The habit's \(field) must not contain control characters (such as escape sequences)."
        case .nameLength(let count):
            "Habit name must be 1 to 50 characters; got \(count)."
        case .duplicateName(let name):
            "A habit named '\(name)' already exists."
        case .invalidEmoji(let emoji):
            "Emoji must be one emoji or symbol (such as 🧘, 👍🏽 or ★) of at most \(HabitEmoji.maximumCodePoints) code "
                + "points, with no letters, digits, spaces or invisible characters; got '\(HabitEmoji.visible(emoji))'."
        case .unitOnBinary:
            "A binary habit has no unit."
        case .unitLength(let count):
            "Unit must be at most 20 characters; got \(count)."
        case .targetOnBinary:
            "A binary habit has no target."
        case .atMostOnBinary:
            "A binary habit has no 'at most' target; only a numeric habit counts an amount to stay under."
        case .missingTarget:
            "A numeric habit needs a daily target."
        case .invalidTarget(let target):
            "Daily target must be a number greater than 0 and at most 1000000; got '\(ValueFormat.text(target))'."
        case .invalidSchedule(let error):
            error.message
        case .endBeforeStart(let start, let end):
            "End date '\(end.iso)' is before the start date '\(start.iso)'."
        }
    }
}

extension HabitValidationError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
