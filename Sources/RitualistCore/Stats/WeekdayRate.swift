/// One weekday's completion over a period: a habit's best or worst day of the week.
public struct WeekdayRate: Equatable, Sendable {
    /// The weekday.
    public let weekday: Weekday
    /// Its scheduled days in the period, and how many were done.
    public let completion: CompletionCount

    /// The weekday with the highest and the one with the lowest rate among `counts` (indexed by ISO weekday
    /// minus one); the earlier in the week from `firstWeekday` wins a tie. Nil when no weekday was scheduled.
    package static func extremes(of counts: [CompletionCount], firstWeekday: Weekday) -> (
        best: WeekdayRate, worst: WeekdayRate
    )? {
        let rates = (0..<7).map { firstWeekday.advanced(by: $0) }.compactMap { weekday in
            let count = counts[weekday.rawValue - 1]
            return count.scheduled > 0 ? WeekdayRate(weekday: weekday, completion: count) : nil
        }
        guard var best = rates.first, var worst = rates.first else { return nil }
        for rate in rates.dropFirst() {
            if rate.completion.isHigher(than: best.completion) { best = rate }
            if worst.completion.isHigher(than: rate.completion) { worst = rate }
        }
        return (best, worst)
    }
}
