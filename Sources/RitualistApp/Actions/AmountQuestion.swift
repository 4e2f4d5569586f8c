import IntentKit

/// The one question for a numeric habit's amount, whichever way a run comes to lack it: CompleteHabit on a numeric
/// habit (`needsValue`) and LogHabitValue without its `value` both ask `Amount for 'Water'`.
enum AmountQuestion {
    /// `Amount for 'Water'`.
    static func text(habit name: String) -> String {
        "Amount for '\(name)'"
    }

    /// The question for a missing `value`, worded from the habit given; nil for another parameter, or before a
    /// habit is given (it is asked first).
    @Sendable static func asking(_ parameter: String, _ given: BoundParameters) -> String? {
        guard parameter == "value", case .entity(let habit)? = given["habit"] else { return nil }
        return text(habit: habit.name)
    }
}
