extension History {
    /// The overall streak: current and longest runs of days that meet the threshold across all habits.
    public func overallStreak() -> OverallStreak {
        var tracker = RunTracker()
        for offset in 0..<dayCount where scheduledCounts[offset] > 0 {
            if contributes(at: offset) { tracker.count(at: offset) } else { tracker.breakRun() }
        }
        let run = currentOverallRun()
        return OverallStreak(
            current: run.current, longest: tracker.longest, start: run.start, atRisk: run.atRisk,
            longestStart: tracker.longestStart.map(firstDay.adding(days:)))
    }

    /// The current overall run, walked back from today, and the day that ended it: the last scheduled day before
    /// it that did not meet the threshold, nil when the run reaches back to the first day of the history.
    public func currentOverallRun() -> CurrentRun {
        var offset = dayCount - 1
        var atRisk = false
        if offset >= 0, scheduledCounts[offset] > 0, !contributes(at: offset) {
            atRisk = true
            offset -= 1
        }
        var current = 0
        var start: Int?
        while offset >= 0 {
            if scheduledCounts[offset] > 0 {
                guard contributes(at: offset) else { break }
                current += 1
                start = offset
            }
            offset -= 1
        }
        return CurrentRun(
            current: current, start: start.map(firstDay.adding(days:)), atRisk: atRisk && current > 0,
            brokenAt: offset >= 0 ? firstDay.adding(days: offset) : nil)
    }
}
