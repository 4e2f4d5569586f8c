#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension History {
    /// The statistics of `habitIDs` (every active habit when nil) over `period`, ending today.
    ///
    /// A habit's scheduled days are the ones its streak counts: due, not resting, and for a times-per-week habit
    /// not excused by a week whose target was already met. Today counts once done; until then it is in progress,
    /// neither done nor missed. The streaks are the whole history's, as `ritual streak` shows them, and the overall
    /// streak is this history's (build it from the habits the overall figures are about).
    ///
    /// - Parameters:
    ///   - period: the last 7, 30 or 365 days, or all of the history.
    ///   - habitIDs: the habits to report, in display order; unknown ids are left out.
    ///   - stretches: how many equal stretches `series` cuts the period into (at most one per day).
    public func stats(period: StatsPeriod, habitIDs: [UUID]? = nil, stretches: Int = 28) -> StatsReport {
        let from = period.days.map { today.adding(days: 1 - $0) } ?? min(firstDay, today)
        let start = max(0, firstDay.days(to: from))
        let length = from.days(to: today) + 1
        let stretchCount = max(1, min(stretches, length))
        let positions =
            habitIDs.map { ids in ids.compactMap { index[$0] }.sorted() }
            ?? habits.indices.filter {
                habits[$0].isActive
            }
        // The whole weeks from the later of `from` and `start` to today: what a best and worst weekday compare.
        let weeks = { (start: Day) in (max(from, start).days(to: today) + 1) / 7 }
        var overall = StatsTally(stretches: stretchCount)
        let stats = positions.map { position in
            var tally = StatsTally(stretches: stretchCount)
            let amounts = tallyDays(
                ofHabitAt: position, from: start, into: &tally,
                stretches: StatsTally.Stretches(first: dayCount - length, count: stretchCount, length: length))
            overall += tally
            let extremes = WeekdayRate.extremes(
                of: tally.weekdays, firstWeekday: firstWeekday, weeks: weeks(habits[position].startDate))
            return HabitStats(
                habit: habits[position], completion: tally.completion, streak: streak(ofHabitAt: position),
                amounts: amounts, bestWeekday: extremes?.best, worstWeekday: extremes?.worst, series: tally.series)
        }
        let earliest = positions.map { habits[$0].startDate }.min() ?? today
        let extremes = WeekdayRate.extremes(of: overall.weekdays, firstWeekday: firstWeekday, weeks: weeks(earliest))
        return StatsReport(
            period: period, from: from, through: today, habits: stats,
            overall: OverallStats(
                completion: overall.completion, streak: overallStreak(), bestWeekday: extremes?.best,
                worstWeekday: extremes?.worst, series: overall.series))
    }

    /// Walks the habit's days from `start` to today into `tally`; returns a numeric habit's amounts.
    private func tallyDays(
        ofHabitAt position: Int, from start: Int, into tally: inout StatsTally, stretches: StatsTally.Stretches
    ) -> AmountStats? {
        let habit = habits[position]
        let first = max(start, firstDay.days(to: habit.startDate))
        let last = min(dayCount - 1, habit.endDate.map { firstDay.days(to: $0) } ?? dayCount - 1)
        let row = numericRows[position]
        guard first <= last else {
            return row < 0 ? nil : AmountStats(total: 0, dailyMean: 0, bestDay: nil, bestAmount: 0)
        }
        flags.withUnsafeBufferPointer { flags in
            let habitFlags = UnsafeBufferPointer(rebasing: flags[position * dayCount..<(position + 1) * dayCount])
            tally.count(
                habitFlags, first...last, lastOffset: dayCount - 1, weekday: firstDay.adding(days: first).weekday,
                scheduled: habit.isActive ? Flag.counted : Flag.due, stretches: stretches)
        }
        guard row >= 0 else { return nil }
        var total = 0.0
        var best: (offset: Int, amount: Double)?
        for offset in first...last {
            let amount = progress[row * dayCount + offset]
            total += amount
            if amount > 0, amount > best?.amount ?? 0 { best = (offset, amount) }
        }
        return AmountStats(
            total: total, dailyMean: total / Double(last - first + 1),
            bestDay: best.map { firstDay.adding(days: $0.offset) },
            bestAmount: best?.amount ?? 0)
    }
}
