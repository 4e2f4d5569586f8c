#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension History {
    /// The checkpoints at each of `days` (ascending, none after today) of every habit and of the overall streak,
    /// folded on from this history's own checkpoints: what a store keeps so that later reads start there.
    ///
    /// A habit counted per period gets one at the last whole period ending on or before each day, and none where
    /// that is the checkpoint it already had. Built over the history's habits: the overall ones are the overall
    /// streak's only when the history holds every habit.
    package func checkpoints(at days: [Day]) -> (habits: [UUID: [StreakCheckpoint]], overall: [StreakCheckpoint]) {
        var byHabit: [UUID: [StreakCheckpoint]] = [:]
        for position in habits.indices {
            let habit = habits[position]
            let counted = habit.schedule.periodTarget
            let beginning =
                counted.map {
                    $0.period.start(of: habit.startDate, habitStart: habit.startDate, firstWeekday: firstWeekday)
                } ?? habit.startDate
            let start = StreakCheckpoint(before: beginning)
            var fold =
                checkpoints.habits[habit.id].flatMap { $0.through.adding(days: 1) >= firstDay ? $0 : nil } ?? start
            var kept: [StreakCheckpoint] = []
            for day in days where day > fold.through {
                let last = firstDay.days(to: day)
                if let (target, period) = counted {
                    foldPeriods(ofHabitAt: position, target: target, period: period, into: &fold, through: last)
                } else {
                    foldDays(ofHabitAt: position, into: &fold, through: last)
                }
                if fold.through >= beginning, fold.through != kept.last?.through { kept.append(fold) }
            }
            byHabit[habit.id] = kept
        }
        var fold =
            checkpoints.overall.flatMap { $0.through >= firstDay.adding(days: -1) ? $0 : nil }
            ?? StreakCheckpoint(before: firstDay)
        var overall: [StreakCheckpoint] = []
        for day in days where day > fold.through {
            foldOverall(into: &fold, through: firstDay.days(to: day))
            if fold.through == day { overall.append(fold) }
        }
        return (byHabit, overall)
    }
}
