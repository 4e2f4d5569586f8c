import Primitives

extension LogHabitError {
    /// The words of a refused log, written once, as the app words them: `{habit}` is the habit's name.
    enum Words {
        static let habitUnavailable: MessageTemplate = "Cannot log '{habit}': Habit is not available for logging."
        static let futureDate: MessageTemplate = "Cannot log '{habit}': Date is in the future."
        static let dateBeforeStartDate: MessageTemplate = "Cannot log '{habit}': Date is before habit start date."
        /// `{days}` as the app lists them: `Mondays and Fridays`.
        static let notScheduled: MessageTemplate = "Cannot log '{habit}': This habit is only scheduled for {days}."
        static let ended: MessageTemplate = "Cannot log '{habit}': This habit ended on {endDate}."
        static let alreadyLoggedToday: MessageTemplate = "'{habit}' already completed today."
        static let alreadyLogged: MessageTemplate = "'{habit}' already completed on {day}."
        static let needsValue: MessageTemplate =
            "Cannot log '{habit}': A numeric habit needs an amount; add or set a value."
        static let outOfRange: MessageTemplate =
            "Cannot log '{habit}': The day's total of {value} is past the sanity bound of {maximum} ({perTarget} "
            + "times the daily target), which catches a mistyped amount."
        static let outOfRangeWithoutTarget: MessageTemplate =
            "Cannot log '{habit}': The day's total of {value} is past the sanity bound of {maximum} (without a "
            + "target), which catches a mistyped amount."
        static let invalidValue: MessageTemplate =
            "Cannot log '{habit}': '{value}' is not a valid amount; expected a number of 0 or more."
        static let nothingToUndo: MessageTemplate = "'{habit}' has nothing logged on {day}."
    }

    /// Each case name a refused log has, with the templates of its messages; the plugin that binds the domain lists
    /// them as failure cases.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        ("habitUnavailable", [Words.habitUnavailable]), ("futureDate", [Words.futureDate]),
        ("dateBeforeStartDate", [Words.dateBeforeStartDate]),
        ("notScheduledForDate", [Words.notScheduled, Words.ended]),
        ("alreadyLoggedToday", [Words.alreadyLoggedToday, Words.alreadyLogged]), ("needsValue", [Words.needsValue]),
        ("valueOutOfRange", [Words.outOfRange, Words.outOfRangeWithoutTarget]), ("invalidValue", [Words.invalidValue]),
        ("nothingToUndo", [Words.nothingToUndo]),
    ]
}
