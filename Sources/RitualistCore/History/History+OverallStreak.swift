extension History {
    /// The overall streak: current and longest runs of days that meet the threshold across all habits.
    public func overallStreak() -> OverallStreak {
        let (fold, atRisk) = overallFold()
        return OverallStreak(
            current: fold.run, longest: fold.longest, start: fold.runStart, atRisk: atRisk,
            longestStart: fold.longestStart)
    }

    /// The current overall run, and the day that ended it: the last scheduled day before it that did not meet the
    /// threshold, nil when the run reaches back to the first day of the history.
    public func currentOverallRun() -> CurrentRun {
        let (fold, atRisk) = overallFold()
        return CurrentRun(current: fold.run, start: fold.runStart, atRisk: atRisk, brokenAt: fold.lastBreak)
    }

    /// The overall fold through yesterday from the kept checkpoint, then today: counted once it meets the threshold,
    /// otherwise in progress (at risk when there is a run to lose).
    private func overallFold() -> (fold: StreakCheckpoint, atRisk: Bool) {
        var fold =
            checkpoints.overall.flatMap { $0.through < today && $0.through >= firstDay.adding(days: -1) ? $0 : nil }
            ?? StreakCheckpoint(before: firstDay)
        let todayOffset = dayCount - 1
        foldOverall(into: &fold, through: todayOffset - 1)
        guard todayOffset >= 0, scheduledCounts[todayOffset] > 0 else { return (fold, false) }
        if contributes(at: todayOffset) {
            fold.count(today)
            return (fold, false)
        }
        return (fold, fold.run > 0)
    }

    /// Folds the days after `fold.through` through `last` (an offset) into `fold`: days with nothing scheduled (or
    /// every habit resting) are neutral.
    func foldOverall(into fold: inout StreakCheckpoint, through last: Int) {
        let from = max(0, firstDay.days(to: fold.through) + 1)
        guard from <= last else { return }
        for offset in from...last where scheduledCounts[offset] > 0 {
            if contributes(at: offset) {
                fold.count(firstDay.adding(days: offset))
            } else {
                fold.breakRun(firstDay.adding(days: offset))
            }
        }
        fold.through = firstDay.adding(days: last)
    }
}
