extension History {
    /// The overall streak: consecutive contributing days ending today; days with nothing
    /// scheduled are neutral, and today not yet met leaves the run as of yesterday, at risk.
    public func overallStreak() -> OverallStreak {
        var tracker = RunTracker()
        for offset in 0..<dayCount where scheduledCounts[offset] > 0 {
            if contributes(at: offset) { tracker.count(at: offset) } else { tracker.breakRun() }
        }
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
        return OverallStreak(
            current: current, longest: tracker.longest, start: start.map(firstDay.adding(days:)),
            atRisk: atRisk && current > 0, longestStart: tracker.longestStart.map(firstDay.adding(days:)))
    }
}
