import Primitives

extension HabitValidationError {
    /// The words of a habit's broken rule, written once; they name fields, never a front end's flags.
    enum Words {
        static let controlCharacter: MessageTemplate =
            "The habit's {field} must not contain control characters (such as escape sequences)."
        static let invisibleCharacter: MessageTemplate =
            "The habit's {field} must not contain invisible or direction-changing characters; got {character} in "
            + "'{text}'."
        static let nameLength: MessageTemplate = "Habit name must be 1 to 50 characters; got {count}."
        static let duplicateName: MessageTemplate = "A habit named '{name}' already exists."
        static let invalidEmoji: MessageTemplate =
            "Emoji must be one emoji or symbol (such as 🧘, 👍🏽 or ★) of at most {maximum} code points, with no "
            + "letters, digits, spaces or invisible characters; got '{emoji}'."
        static let unitOnBinary: MessageTemplate = "A binary habit has no unit."
        static let unitLength: MessageTemplate = "Unit must be at most 20 characters; got {count}."
        static let targetOnBinary: MessageTemplate = "A binary habit has no target."
        static let atMostOnBinary: MessageTemplate =
            "A binary habit has no 'at most' target; only a numeric habit counts an amount to stay under."
        static let missingTarget: MessageTemplate = "A numeric habit needs a daily target."
        static let invalidTarget: MessageTemplate =
            "Daily target must be a number greater than 0 and at most 1000000; got '{target}'."
        static let endBeforeStart: MessageTemplate = "End date '{end}' is before the start date '{start}'."
    }

    /// The case name a broken habit has, with the templates of its messages (a schedule's among them); the plugin
    /// that binds the domain lists it as a failure case.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        (
            "invalidHabit",
            [
                Words.controlCharacter, Words.invisibleCharacter, Words.nameLength, Words.duplicateName,
                Words.invalidEmoji, Words.unitOnBinary,
                Words.unitLength, Words.targetOnBinary, Words.atMostOnBinary, Words.missingTarget, Words.invalidTarget,
                Words.endBeforeStart,
            ] + ScheduleParseError.templates
        )
    ]
}
