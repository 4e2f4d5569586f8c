extension History {
    /// Schedules counted per period (timesPerWeek, timesPerMonth, timesInDays): a period counts when it has at
    /// least the target's distinct done days (fewer when rest days or the habit's start or end leave fewer days
    /// to do it); a period with no such days is neutral; the current period counts once met and is otherwise in
    /// progress, never a break.
    func periodStreak(ofHabitAt position: Int, target: Int, period: SchedulePeriod, first: Int) -> HabitStreak {
        let habit = habits[position]
        let firstStart = period.start(of: habit.startDate, habitStart: habit.startDate, firstWeekday: firstWeekday)
        let periods = periodStates(ofHabitAt: position, target: target, period: period, from: firstStart, first: first)
        var tracker = RunTracker()
        for (index, state) in periods.enumerated() {
            switch state {
            case .done: tracker.count(at: index)
            case .missed: tracker.breakRun()
            case .neutral: break
            }
        }
        var index = periods.count - 1
        let atRisk = periods.last == .missed
        if atRisk { index -= 1 }
        var current = 0
        var startIndex: Int?
        while index >= 0, periods[index] != .missed {
            if periods[index] == .done {
                current += 1
                startIndex = index
            }
            index -= 1
        }
        // Only the two starts shown are placed, so the walk over the periods keeps no days.
        let periodStart = { (index: Int) in
            max(habit.startDate, (0..<index).reduce(firstStart) { start, _ in period.next(after: start) })
        }
        return HabitStreak(
            current: current, longest: tracker.longest, start: startIndex.map(periodStart),
            atRisk: atRisk && current > 0, unit: HabitStreak.Unit(period),
            longestStart: tracker.longestStart.map(periodStart))
    }

    // One state per period from the habit's first period (starting on `from`) to the current one; the current
    // period is `missed` only while in progress (the caller treats it as at risk, not as a break).
    private func periodStates(ofHabitAt position: Int, target: Int, period: SchedulePeriod, from: Day, first: Int)
        -> [DayState]
    {
        let base = position * dayCount
        let lifeEnd = habits[position].endDate.map { firstDay.days(to: $0) } ?? Int.max
        let todayOffset = dayCount - 1
        var start = firstDay.days(to: from)
        var states: [DayState] = []
        states.reserveCapacity(max(0, todayOffset - start) / 7 + 1)
        flags.withUnsafeBufferPointer { flags in
            while start <= todayOffset {
                let next =
                    period == .week ? start + 7 : firstDay.days(to: period.next(after: firstDay.adding(days: start)))
                var available = 0
                var done = 0
                for offset in max(start, first)..<next where offset <= lifeEnd {
                    // Days after today may already be marked as rest days.
                    let resting =
                        offset < dayCount ? flags[base + offset] & Flag.rest != 0 : isResting(position, on: offset)
                    if resting { continue }
                    available += 1
                    if offset < dayCount, flags[base + offset] & Flag.done != 0 { done += 1 }
                }
                let needed = min(target, available)
                states.append(needed == 0 ? .neutral : done >= needed ? .done : .missed)
                start = next
            }
        }
        return states
    }

    private func isResting(_ position: Int, on offset: Int) -> Bool {
        futureRests.contains { $0.covers(habitID: habits[position].id, on: firstDay.adding(days: offset)) }
    }
}
