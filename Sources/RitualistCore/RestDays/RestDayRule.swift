#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Completion wins over a rest day: no rest day covers a habit done that day.
///
/// Both directions keep it: completing a habit on one of its rest days removes that rest day (an all-habits one is
/// replaced by one for each other habit, so the others still rest), and a rest day is refused on a day a habit it
/// would cover is done.
///
/// ```swift
/// let change = RestDayRule.restDaysEnded(byCompleting: read, on: today, restDays: rests, habits: habits)
/// // change.removed == [RestDay(habitID: read.id, day: today)]
/// ```
public enum RestDayRule {
    /// What completing `habit` on `day` changes in `restDays`: the rest days removed, and those added in place of
    /// an all-habits one for `habits` other than `habit` (archived ones rest as well, so nothing else changes).
    public static func restDaysEnded(byCompleting habit: Habit, on day: Day, restDays: [RestDay], habits: [Habit])
        -> (removed: [RestDay], added: [RestDay])
    {
        let removed = restDays.filter { $0.covers(habitID: habit.id, on: day) }
        guard removed.contains(where: { $0.habitID == nil }) else { return (removed, []) }
        let resting = Set(restDays.compactMap { $0.day == day ? $0.habitID : nil })
        let added = habits.filter { $0.id != habit.id && !resting.contains($0.id) }.map {
            RestDay(habitID: $0.id, day: day)
        }
        return (removed, added)
    }

    /// The habits of `habits` done by the logs of their day, `logsOfDay` (the logs of one day, of any habit).
    public static func done(among habits: [Habit], logsOfDay: [HabitLog]) -> [Habit] {
        habits.filter { candidate in candidate.isDone(withLogsOf: logsOfDay.filter { $0.habitID == candidate.id }) }
    }

    /// Checks a rest day for `habit` (every habit when nil) on `day` against the habits done that day.
    ///
    /// - Parameters:
    ///   - habits: the habits the rest day would cover that can be done (the active ones for an all-habits one).
    ///   - logsOfDay: the logs of `day`, of any habit.
    public static func check(resting habit: Habit?, on day: Day, habits: [Habit], logsOfDay: [HabitLog])
        throws(RestDayError)
    {
        let done = done(among: habit.map { [$0] } ?? habits, logsOfDay: logsOfDay)
        guard !done.isEmpty else { return }
        throw .completedDay(names: done.map(\.name), day: day, allHabits: habit == nil)
    }
}
