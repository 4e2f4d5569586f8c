/// What a user asks to log on a day.
public enum LogAction: Sendable, Equatable {
    /// Mark a binary habit done (numeric habits need an amount: `needsValue`).
    case complete
    /// Add an amount to the day's total.
    case add(Double)
    /// Make the day's total exactly this amount; 0 clears the day.
    case set(Double)
}
