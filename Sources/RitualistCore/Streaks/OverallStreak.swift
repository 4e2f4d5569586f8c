/// The streak of days that meet the completion threshold across all habits.
public struct OverallStreak: Equatable, Sendable {
    /// Consecutive contributing days ending today (or yesterday while today is not yet met).
    public var current: Int
    /// The longest run in the history.
    public var longest: Int
    /// The first day of the current run.
    public var start: Day?
    /// True when today has habits due and does not yet meet the threshold, with a run to lose.
    public var atRisk: Bool
    /// The first day of the longest run (the earliest, on a tie).
    public var longestStart: Day?

    /// A streak with the given values.
    package init(current: Int, longest: Int, start: Day?, atRisk: Bool, longestStart: Day?) {
        self.current = current
        self.longest = longest
        self.start = start
        self.atRisk = atRisk
        self.longestStart = longestStart
    }
}
