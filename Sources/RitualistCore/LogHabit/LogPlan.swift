/// What the store must write for an accepted log request.
public enum LogPlan: Sendable, Equatable {
    /// Insert one log with this value for the day.
    case insert(value: Double)
    /// Delete the habit's logs of the day and insert one log holding the total.
    case replaceDay(total: Double)
    /// Delete the habit's logs of the day.
    case clearDay
    /// Nothing to write (adding 0); the request still succeeds.
    case unchanged
}
