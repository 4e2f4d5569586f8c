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

extension LogPlan {
    /// The plan as the two writes every store knows: whether the day's logs are cleared first, then the value
    /// of the one log inserted, if any. A store applies these in order inside its atomic step.
    public var writes: (clearsDay: Bool, inserts: Double?) {
        switch self {
        case .insert(let value): return (false, value)
        case .replaceDay(let total): return (true, total)
        case .clearDay: return (true, nil)
        case .unchanged: return (false, nil)
        }
    }
}
