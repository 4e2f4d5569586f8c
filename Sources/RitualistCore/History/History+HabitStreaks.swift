#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension History {
    /// The streaks of one habit; nil for an unknown id, or for a habit whose streak this history cannot give: one
    /// that began before its first day with no checkpoint of it to go on from (a history read for the overall
    /// streak alone).
    public func streak(for habitID: UUID) -> HabitStreak? {
        guard let position = index[habitID], holdsStreak(ofHabitAt: position) else { return nil }
        return streak(ofHabitAt: position)
    }

    /// Whether this history holds what the habit's streak is folded from: the habit's first day, or the day after a
    /// checkpoint of it that ends before today.
    func holdsStreak(ofHabitAt position: Int) -> Bool {
        let habit = habits[position]
        if habit.startDate >= firstDay { return true }
        guard let kept = checkpoints.habits[habit.id] else { return false }
        return kept.through < today && kept.through.adding(days: 1) >= firstDay
    }

    /// The streaks of every habit, in display order.
    public func allStreaks() -> [(habit: Habit, streak: HabitStreak)] {
        habits.indices.map { (habits[$0], streak(ofHabitAt: $0)) }
    }

    func streak(ofHabitAt position: Int) -> HabitStreak {
        let habit = habits[position]
        let first = max(0, firstDay.days(to: habit.startDate))
        let counted = habit.schedule.periodTarget
        guard first < dayCount else {
            return HabitStreak(
                current: 0, longest: 0, start: nil, atRisk: false, unit: counted.map { .init($0.period) } ?? .days)
        }
        if let (target, period) = counted {
            return periodStreak(ofHabitAt: position, target: target, period: period)
        }
        return dailyStreak(ofHabitAt: position)
    }

    /// The checkpoint the habit's fold goes on from: the kept one when this history holds the day after it and it
    /// ends before today, otherwise nothing folded before `beginning`.
    func startingCheckpoint(ofHabitAt position: Int, beginning: Day) -> StreakCheckpoint {
        guard let kept = checkpoints.habits[habits[position].id], kept.through < today,
            kept.through.adding(days: 1) >= firstDay, kept.through >= beginning.adding(days: -1)
        else { return StreakCheckpoint(before: beginning) }
        return kept
    }

    // Folds every day up to yesterday from the checkpoint: a due day, not resting, adds one when done and breaks the
    // run when missed. Today counts once done; missed, it is in progress (at risk), not a break.
    private func dailyStreak(ofHabitAt position: Int) -> HabitStreak {
        var fold = startingCheckpoint(ofHabitAt: position, beginning: habits[position].startDate)
        let todayOffset = dayCount - 1
        foldDays(ofHabitAt: position, into: &fold, through: todayOffset - 1)
        let state = dayState(ofHabitAt: position, todayOffset)
        if state == .done { fold.count(today) }
        let atRisk = state == .missed && fold.run > 0
        return HabitStreak(
            current: fold.run, longest: fold.longest, start: fold.runStart, atRisk: atRisk, unit: .days,
            longestStart: fold.longestStart)
    }

    /// Folds the habit's days after `fold.through` through `last` (an offset) into `fold`.
    func foldDays(ofHabitAt position: Int, into fold: inout StreakCheckpoint, through last: Int) {
        let habit = habits[position]
        let lifeFirst = max(0, firstDay.days(to: habit.startDate))
        let from = max(lifeFirst, firstDay.days(to: fold.through) + 1)
        guard from <= last else { return }
        for offset in from...last {
            switch dayState(ofHabitAt: position, offset) {
            case .done: fold.count(firstDay.adding(days: offset))
            case .missed: fold.breakRun(firstDay.adding(days: offset))
            case .neutral: break
            }
        }
        fold.through = firstDay.adding(days: last)
    }

    /// A day of the habit for its streak: neutral when not due or resting.
    func dayState(ofHabitAt position: Int, _ offset: Int) -> DayState {
        let bits = flags[position * dayCount + offset]
        if bits & Flag.due == 0 || bits & Flag.rest != 0 { return .neutral }
        return bits & Flag.done != 0 ? .done : .missed
    }

    enum DayState { case done, missed, neutral }
}
