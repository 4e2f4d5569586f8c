extension History {
    /// Schedules counted per period (timesPerWeek, timesPerMonth, timesInDays): a period counts when it has at
    /// least the target's distinct done days (fewer when rest days or the habit's start or end leave fewer days
    /// to do it); a period with no such days is neutral; the current period counts once met and is otherwise in
    /// progress, never a break.
    func periodStreak(ofHabitAt position: Int, target: Int, period: SchedulePeriod, first: Int) -> HabitStreak {
        let habit = habits[position]
        let periods = periodStates(ofHabitAt: position, target: target, period: period, first: first)
        var tracker = RunTracker()
        for (index, entry) in periods.enumerated() {
            switch entry.state {
            case .done: tracker.count(at: index)
            case .missed: tracker.breakRun()
            case .neutral: break
            }
        }
        var index = periods.count - 1
        let atRisk = periods.last?.state == .missed
        if atRisk { index -= 1 }
        var current = 0
        var startIndex: Int?
        while index >= 0, periods[index].state != .missed {
            if periods[index].state == .done {
                current += 1
                startIndex = index
            }
            index -= 1
        }
        let periodStart = { (index: Int) in max(habit.startDate, periods[index].start) }
        return HabitStreak(
            current: current, longest: tracker.longest, start: startIndex.map(periodStart),
            atRisk: atRisk && current > 0, unit: HabitStreak.Unit(period),
            longestStart: tracker.longestStart.map(periodStart))
    }

    // One state per period from the habit's first period to the current one; the current period is `missed`
    // only while in progress (the caller treats it as at risk, not as a break).
    private func periodStates(ofHabitAt position: Int, target: Int, period: SchedulePeriod, first: Int)
        -> [(start: Day, state: DayState)]
    {
        let habit = habits[position]
        let base = position * dayCount
        let lifeEnd = habit.endDate.map { firstDay.days(to: $0) } ?? Int.max
        var start = period.start(of: habit.startDate, habitStart: habit.startDate, firstWeekday: firstWeekday)
        var states: [(start: Day, state: DayState)] = []
        flags.withUnsafeBufferPointer { flags in
            while start <= today {
                let next = period.next(after: start)
                var available = 0
                var done = 0
                for offset in max(firstDay.days(to: start), first)..<firstDay.days(to: next) where offset <= lifeEnd {
                    // Days after today may already be marked as rest days.
                    let resting =
                        offset < dayCount ? flags[base + offset] & Flag.rest != 0 : isResting(position, on: offset)
                    if resting { continue }
                    available += 1
                    if offset < dayCount, flags[base + offset] & Flag.done != 0 { done += 1 }
                }
                let needed = min(target, available)
                states.append((start, needed == 0 ? .neutral : done >= needed ? .done : .missed))
                start = next
            }
        }
        return states
    }

    private func isResting(_ position: Int, on offset: Int) -> Bool {
        futureRests.contains { $0.covers(habitID: habits[position].id, on: firstDay.adding(days: offset)) }
    }
}
