extension History {
    /// Schedules counted per period (timesPerWeek, timesPerMonth, timesInDays): a period counts when it has at
    /// least the target's distinct done days (fewer when rest days or the habit's start or end leave fewer days
    /// to do it); a period with no such days is neutral; the current period counts once met and is otherwise in
    /// progress, never a break.
    func periodStreak(ofHabitAt position: Int, target: Int, period: SchedulePeriod) -> HabitStreak {
        let habit = habits[position]
        let firstStart = period.start(of: habit.startDate, habitStart: habit.startDate, firstWeekday: firstWeekday)
        var fold = startingCheckpoint(ofHabitAt: position, beginning: firstStart)
        let todayOffset = dayCount - 1
        // The period holding today is in progress: the whole periods before it are folded.
        foldPeriods(ofHabitAt: position, target: target, period: period, into: &fold, through: todayOffset - 1)
        let start = firstDay.days(to: fold.through) + 1
        let state = periodState(ofHabitAt: position, target: target, from: start, to: nextStart(period, after: start))
        if state == .done { fold.count(max(habit.startDate, firstDay.adding(days: start))) }
        return HabitStreak(
            current: fold.run, longest: fold.longest, start: fold.runStart, atRisk: state == .missed && fold.run > 0,
            unit: HabitStreak.Unit(period), longestStart: fold.longestStart)
    }

    /// Folds the habit's whole periods after `fold.through` that end on or before `last` (an offset) into `fold`;
    /// `fold.through` is then the last day of the last period folded.
    func foldPeriods(
        ofHabitAt position: Int, target: Int, period: SchedulePeriod, into fold: inout StreakCheckpoint,
        through last: Int
    ) {
        let habitStart = habits[position].startDate
        var start = firstDay.days(to: fold.through) + 1
        while true {
            let next = nextStart(period, after: start)
            guard next - 1 <= last else { return }
            let day = max(habitStart, firstDay.adding(days: start))
            switch periodState(ofHabitAt: position, target: target, from: start, to: next) {
            case .done: fold.count(day)
            case .missed: fold.breakRun(day)
            case .neutral: break
            }
            fold.through = firstDay.adding(days: next - 1)
            start = next
        }
    }

    private func nextStart(_ period: SchedulePeriod, after start: Int) -> Int {
        period == .week ? start + 7 : firstDay.days(to: period.next(after: firstDay.adding(days: start)))
    }

    /// One period's state, the days `start..<next` as offsets.
    private func periodState(ofHabitAt position: Int, target: Int, from start: Int, to next: Int) -> DayState {
        let base = position * dayCount
        let first = max(0, firstDay.days(to: habits[position].startDate))
        let lifeEnd = habits[position].endDate.map { firstDay.days(to: $0) } ?? Int.max
        var available = 0
        var done = 0
        flags.withUnsafeBufferPointer { flags in
            for offset in max(start, first)..<next where offset <= lifeEnd {
                // Days after today may already be marked as rest days.
                let resting =
                    offset < dayCount ? flags[base + offset] & Flag.rest != 0 : isResting(position, on: offset)
                if resting { continue }
                available += 1
                if offset < dayCount, flags[base + offset] & Flag.done != 0 { done += 1 }
            }
        }
        let needed = min(target, available)
        return needed == 0 ? .neutral : done >= needed ? .done : .missed
    }

    private func isResting(_ position: Int, on offset: Int) -> Bool {
        futureRests.contains { $0.covers(habitID: habits[position].id, on: firstDay.adding(days: offset)) }
    }
}
