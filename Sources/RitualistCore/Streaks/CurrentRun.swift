/// The overall streak as it stands today, and the day that ended it.
public struct CurrentRun: Equatable, Sendable {
    /// Consecutive contributing days ending today (or yesterday while today is not yet met).
    public var current: Int
    /// The first day of the run.
    public var start: Day?
    /// True when today has habits due and does not yet meet the threshold, with a run to lose.
    public var atRisk: Bool
    /// The scheduled day before the run that did not meet the threshold; nil when the run reaches back to the first
    /// day of the history it was read from. A history that begins later than the habits' does cannot be trusted
    /// beyond the day it begins, so a run is exact when it was seen to break on or after that day.
    public var brokenAt: Day?

    /// A run with the given values.
    package init(current: Int, start: Day?, atRisk: Bool, brokenAt: Day?) {
        self.current = current
        self.start = start
        self.atRisk = atRisk
        self.brokenAt = brokenAt
    }
}
