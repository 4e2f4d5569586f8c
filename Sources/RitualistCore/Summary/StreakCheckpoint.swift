/// A streak folded day by day (or period by period) from a habit's start, or from the first day of all history
/// for the overall streak, through one day: all a later fold needs to go on without reading what came before.
///
/// The store keeps one per habit and for the overall streak at regular days (see `SummaryCalendar`), so a streak
/// is read from the last one kept and the days after it, however long the history.
package struct StreakCheckpoint: Equatable, Sendable {
    /// The last day folded in; for a habit counted per period, the last day of a whole period.
    package var through: Day
    /// The run in progress after `through`.
    package var run: Int
    /// The first day of that run, nil when there is none.
    package var runStart: Day?
    /// The longest run up to `through`.
    package var longest: Int
    /// The first day of the earliest run that long, nil when there is none.
    package var longestStart: Day?
    /// The last day (or the first day of the last period) that broke a run, nil when none did.
    package var lastBreak: Day?

    /// A checkpoint with the given values.
    package init(through: Day, run: Int, runStart: Day?, longest: Int, longestStart: Day?, lastBreak: Day?) {
        self.through = through
        self.run = run
        self.runStart = runStart
        self.longest = longest
        self.longestStart = longestStart
        self.lastBreak = lastBreak
    }

    /// Nothing folded yet: the fold begins on `day`.
    package init(before day: Day) {
        self.init(through: day.adding(days: -1), run: 0, runStart: nil, longest: 0, longestStart: nil, lastBreak: nil)
    }

    /// A done day (or period) starting on `day` adds one to the run.
    mutating func count(_ day: Day) {
        if run == 0 { runStart = day }
        run += 1
        if run > longest {
            longest = run
            longestStart = runStart
        }
    }

    /// A missed day (or period) starting on `day` ends the run.
    mutating func breakRun(_ day: Day) {
        run = 0
        runStart = nil
        lastBreak = day
    }
}
