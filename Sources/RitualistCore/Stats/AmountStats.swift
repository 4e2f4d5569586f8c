/// A numeric habit's amounts over a period.
public struct AmountStats: Equatable, Sendable {
    /// Everything logged in the period.
    public let total: Double
    /// The total divided by the days of the period the habit was live (from its start to its end).
    public let dailyMean: Double
    /// The day with the largest amount (the earliest, on a tie); nil when nothing was logged.
    public let bestDay: Day?
    /// The amount of the best day, 0 when nothing was logged.
    public let bestAmount: Double
}
