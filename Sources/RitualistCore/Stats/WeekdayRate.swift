/// One weekday's completion over a period: a habit's best or worst day of the week.
public struct WeekdayRate: Equatable, Sendable {
    /// The weekday.
    public let weekday: Weekday
    /// Its scheduled days in the period, and how many were done.
    public let completion: CompletionCount

    /// How many whole weeks the days counted must span for their weekdays to be compared: in one, each weekday
    /// is a single day, which says nothing of the weekday.
    package static let minimumWeeks = 2

    /// The weekday with the highest and the one with the lowest rate among `counts` (indexed by ISO weekday
    /// minus one), over days spanning `weeks` whole weeks; the earlier in the week from `firstWeekday` wins a tie.
    /// Nil when no weekday was scheduled, when the days span fewer than `minimumWeeks`, or when the best and the
    /// worst rate are the same: there is then no best or worst to name (a 7-day window named Monday both).
    package static func extremes(of counts: [CompletionCount], firstWeekday: Weekday, weeks: Int) -> (
        best: WeekdayRate, worst: WeekdayRate
    )? {
        guard weeks >= minimumWeeks else { return nil }
        let rates = (0..<7).map { firstWeekday.advanced(by: $0) }.compactMap { weekday in
            let count = counts[weekday.rawValue - 1]
            return count.scheduled > 0 ? WeekdayRate(weekday: weekday, completion: count) : nil
        }
        guard var best = rates.first, var worst = rates.first else { return nil }
        for rate in rates.dropFirst() {
            if rate.completion.isHigher(than: best.completion) { best = rate }
            if worst.completion.isHigher(than: rate.completion) { worst = rate }
        }
        return best.completion.isHigher(than: worst.completion) ? (best, worst) : nil
    }
}
