/// Every error case a run of `ritual` can end with: what an example's `expect:` may name.
enum ErrorCases {
    /// IntentKit's own: binding, lookup, wiring and declarations.
    static let framework = [
        "missingParameter", "unknownParameter", "duplicateParameter", "malformedArguments", "invalidParameter",
        "unknownEntity", "ambiguousEntity", "unknownIntent", "parameterAccess", "undeclaredParameter",
        "unknownAction", "internalError", "dependencyCycle", "missingRegistration", "undeclaredDependency",
        "registrationTypeMismatch", "invalidDeclaration", "cancelled",
    ]

    /// The habit domain's, the store's and the environment's.
    static let habits = [
        "habitUnavailable", "futureDate", "dateBeforeStartDate", "notScheduledForDate", "alreadyLoggedToday",
        "needsValue", "valueOutOfRange", "invalidValue", "nothingToUndo", "invalidHabit", "invalidSchedule",
        "storeUnavailable", "storeRejected", "habitNotFound", "invalidEnvironment",
    ]

    static let all = framework + habits
}
