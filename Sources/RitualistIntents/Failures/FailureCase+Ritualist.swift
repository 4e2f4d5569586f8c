import IntentKit

extension FailureCase {
    /// Every case a run of Ritualist's intents can end with besides IntentKit's: the habit domain's, the store's,
    /// the environment's and external plugins'.
    public static let ritualist: [FailureCase] =
        [
            "habitUnavailable", "futureDate", "dateBeforeStartDate", "notScheduledForDate", "alreadyLoggedToday",
            "needsValue", "valueOutOfRange", "invalidValue", "nothingToUndo", "restDayOnCompletedDay",
        ].map { FailureCase($0, .rejected) } + [
            FailureCase("invalidHabit", .usage), FailureCase("invalidSchedule", .usage),
            FailureCase("unknownCategory", .usage),
            FailureCase("storeUnavailable", .unavailable), FailureCase("storeRejected", .rejected),
            FailureCase("habitNotFound", .rejected), FailureCase("invalidEnvironment", .configuration),
            .compositionTooDeep, FailureCase("pluginFailed", .unavailable), FailureCase("noNotifier", .unavailable),
        ]
}
