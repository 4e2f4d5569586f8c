extension History {
    /// timesPerWeek(n): a week counts when it has at least n distinct done days (fewer when rest
    /// days or the habit's start or end leave fewer days to do it); a week with no such days is
    /// neutral; the current week counts once met and is otherwise in progress, never a break.
    func weeklyStreak(ofHabitAt position: Int, target: Int, first: Int) -> HabitStreak {
        let habit = habits[position]
        let weeks = weekStates(ofHabitAt: position, target: target, first: first)
        var tracker = RunTracker()
        for (week, state) in weeks.enumerated() {
            switch state {
            case .done: tracker.count(at: week)
            case .missed: tracker.breakRun()
            case .neutral: break
            }
        }
        var week = weeks.count - 1
        let atRisk = weeks.last == .missed
        if atRisk { week -= 1 }
        var current = 0
        var startWeek: Int?
        while week >= 0, weeks[week] != .missed {
            if weeks[week] == .done {
                current += 1
                startWeek = week
            }
            week -= 1
        }
        let firstWeekStart = habit.startDate.startOfWeek(firstWeekday: firstWeekday)
        let weekStart = { (week: Int) in max(habit.startDate, firstWeekStart.adding(days: 7 * week)) }
        return HabitStreak(
            current: current, longest: tracker.longest, start: startWeek.map(weekStart), atRisk: atRisk && current > 0,
            unit: .weeks, longestStart: tracker.longestStart.map(weekStart))
    }

    // One state per week from the habit's first week to the current one; the current week is
    // `missed` only while in progress (the caller treats it as at risk, not as a break).
    private func weekStates(ofHabitAt position: Int, target: Int, first: Int) -> [DayState] {
        let habit = habits[position]
        let base = position * dayCount
        let lifeEnd = habit.endDate.map { firstDay.days(to: $0) } ?? Int.max
        let firstWeek = firstDay.days(to: habit.startDate.startOfWeek(firstWeekday: firstWeekday))
        var states: [DayState] = []
        states.reserveCapacity((dayCount - firstWeek) / 7 + 1)
        flags.withUnsafeBufferPointer { flags in
            for weekStart in stride(from: firstWeek, to: dayCount, by: 7) {
                var available = 0
                var done = 0
                for offset in max(weekStart, first)...(weekStart + 6) where offset <= lifeEnd {
                    // Days after today may already be marked as rest days.
                    let resting =
                        offset < dayCount ? flags[base + offset] & Flag.rest != 0 : isResting(position, on: offset)
                    if resting { continue }
                    available += 1
                    if offset < dayCount, flags[base + offset] & Flag.done != 0 { done += 1 }
                }
                let needed = min(target, available)
                states.append(needed == 0 ? .neutral : done >= needed ? .done : .missed)
            }
        }
        return states
    }

    private func isResting(_ position: Int, on offset: Int) -> Bool {
        futureRests.contains { $0.covers(habitID: habits[position].id, on: firstDay.adding(days: offset)) }
    }
}
