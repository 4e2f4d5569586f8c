import Primitives

extension ParameterError {
    /// The words of a parameter that cannot be bound, written once: the offending value in single quotes, then what
    /// was expected; `{hint}` is a "Did you mean" or nothing.
    package enum Words {
        static let missing: MessageTemplate = "Missing required parameter '{parameter}' for intent '{intent}'."
        static let unknown: MessageTemplate =
            "Unknown parameter '{parameter}' for intent '{intent}' (expected one of: {known}).{hint}"
        static let unknownTakingNone: MessageTemplate =
            "Unknown parameter '{parameter}' for intent '{intent}' (it takes no parameters)."
        static let duplicate: MessageTemplate = "Parameter '{parameter}' is given more than once."
        static let malformedArgument: MessageTemplate = "Invalid argument '{argument}': expected name=value."
        static let malformedJSON: MessageTemplate = "Invalid parameters: {reason}."
        static let invalid: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected {expected}."
        static let outOfRange: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected a value from {minimum} to {maximum}."
        static let belowMinimum: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected a value of at least {minimum}."
        static let aboveMaximum: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected a value of at most {maximum}."
        static let outOfUnknownRange: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected a value in range."
        static let notAllowed: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected one of {values}.{hint}"
        static let patternMismatch: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected text matching '{pattern}'."
        static let unknownDateWord: MessageTemplate =
            "Invalid value '{value}' for parameter '{parameter}': expected a date (YYYY-MM-DD) or one of {known}.{hint}"
        static let unknownEntity: MessageTemplate = "No {type} named '{value}'."
        static let unknownEntityLike: MessageTemplate = "No {type} named '{value}'. Did you mean '{suggestion}'?"
        static let unknownEntityLikeSeveral: MessageTemplate =
            "No {type} named '{value}'. Did you mean one of {suggestions}?"
        static let noEntities: MessageTemplate = "No {type} named '{value}'; there are no {type}s yet."
        static let ambiguousEntity: MessageTemplate =
            "'{value}' matches several {type}s: {matches}. Give more of the name, or the id."
    }

    /// The cases a parameter that cannot be bound ends a run with; all usage failures.
    package static let failureCases = [
        FailureCase("missingParameter", .usage, Words.missing),
        FailureCase("unknownParameter", .usage, Words.unknown, Words.unknownTakingNone),
        FailureCase("duplicateParameter", .usage, Words.duplicate),
        FailureCase("malformedArguments", .usage, Words.malformedArgument, Words.malformedJSON),
        FailureCase(
            "invalidParameter", .usage, Words.invalid, Words.outOfRange, Words.belowMinimum, Words.aboveMaximum,
            Words.outOfUnknownRange, Words.notAllowed, Words.patternMismatch, Words.unknownDateWord),
        FailureCase(
            "unknownEntity", .usage, Words.unknownEntity, Words.unknownEntityLike, Words.unknownEntityLikeSeveral,
            Words.noEntities),
        FailureCase("ambiguousEntity", .usage, Words.ambiguousEntity),
    ]
}
