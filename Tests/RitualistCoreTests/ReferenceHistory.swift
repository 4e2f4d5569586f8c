import Foundation

@testable import RitualistCore

/// The rules of domain.md computed the slow, obvious way, day by day from the logs, to check
/// the dense `History` against.
struct ReferenceHistory {
    let habits: [Habit]
    let logs: [HabitLog]
    let rests: [RestDay]
    let today: Day
    let firstWeekday: Weekday
    let threshold: StreakThreshold

    func logs(of habit: Habit, on day: Day) -> [HabitLog] {
        logs.filter { $0.habitID == habit.id && $0.day == day }
    }

    func isDone(_ habit: Habit, _ day: Day) -> Bool {
        habit.isDone(withLogsOf: logs(of: habit, on: day))
    }

    func isResting(_ habit: Habit, _ day: Day) -> Bool {
        rests.contains { $0.covers(habitID: habit.id, on: day) }
    }

    /// The day's record, from the widget's own view of that day.
    func record(on day: Day) -> CompletionRecord {
        let view = DayView(day: day, today: today, habits: habits, logs: logs, skips: rests, firstWeekday: firstWeekday)
        let done = view.completed.count
        return CompletionRecord(
            day: day, doneHabitIDs: view.completed.map(\.id), scheduled: view.habits.count,
            percentage: view.percentage, contributes: threshold.isMet(done: done, scheduled: view.habits.count))
    }

    func streak(of habit: Habit) -> HabitStreak {
        if let (target, period) = habit.schedule.periodTarget {
            return periodStreak(of: habit, target: target, period: period)
        }
        // nil = neutral, true = done, false = missed.
        func state(_ day: Day) -> Bool? {
            guard habit.isScheduled(on: day), !isResting(habit, day) else { return nil }
            return isDone(habit, day)
        }
        let days = habit.startDate <= today ? Array(habit.startDate...today) : []
        return walk(days.map(state), first: habit.startDate, unit: .days) { habit.startDate.adding(days: $0) }
    }

    func periodStreak(of habit: Habit, target: Int, period: SchedulePeriod) -> HabitStreak {
        var starts: [Day] = []
        var start = period.start(of: habit.startDate, habitStart: habit.startDate, firstWeekday: firstWeekday)
        while start <= today {
            starts.append(start)
            start = period.next(after: start)
        }
        let states: [Bool?] = starts.map { start in
            let days = (start..<period.next(after: start)).filter { habit.isLive(on: $0) && !isResting(habit, $0) }
            let needed = min(target, days.count)
            if needed == 0 { return nil }
            return days.filter { $0 <= today && isDone(habit, $0) }.count >= needed
        }
        return walk(states, first: habit.startDate, unit: HabitStreak.Unit(period)) {
            max(habit.startDate, starts[$0])
        }
    }

    /// Longest run, then the current one walking back from the last step with its grace.
    private func walk(_ states: [Bool?], first: Day, unit: HabitStreak.Unit, dayOf: (Int) -> Day) -> HabitStreak {
        var longest = 0
        var longestAt: Int?
        var run = 0
        var runStart = 0
        for (position, state) in states.enumerated() {
            if state == true {
                if run == 0 { runStart = position }
                run += 1
            }
            if state == false { run = 0 }
            if run > longest {
                longest = run
                longestAt = runStart
            }
        }
        var index = states.count - 1
        let atRisk = index >= 0 && states[index] == false
        if atRisk { index -= 1 }
        var current = 0
        var start: Int?
        while index >= 0, states[index] != false {
            if states[index] == true {
                current += 1
                start = index
            }
            index -= 1
        }
        let day = { (index: Int) in unit == .days ? first.adding(days: index) : dayOf(index) }
        return HabitStreak(
            current: current, longest: longest, start: start.map(day), atRisk: atRisk && current > 0, unit: unit,
            longestStart: longestAt.map(day))
    }

    func overallStreak() -> OverallStreak {
        guard let first = habits.map(\.startDate).min(), first <= today else {
            return OverallStreak(current: 0, longest: 0, start: nil, atRisk: false, longestStart: nil)
        }
        let records = (first...today).map(record(on:))
        var longest = 0
        var longestStart: Day?
        var run = 0
        var runStart: Day?
        for record in records where record.scheduled > 0 {
            guard record.contributes else {
                run = 0
                continue
            }
            if run == 0 { runStart = record.day }
            run += 1
            if run > longest {
                longest = run
                longestStart = runStart
            }
        }
        var remaining = records[...]
        let last = records.last!
        let atRisk = last.scheduled > 0 && !last.contributes
        if atRisk { remaining = remaining.dropLast() }
        var current = 0
        var start: Day?
        for record in remaining.reversed() where record.scheduled > 0 {
            guard record.contributes else { break }
            current += 1
            start = record.day
        }
        return OverallStreak(
            current: current, longest: longest, start: start, atRisk: atRisk && current > 0, longestStart: longestStart)
    }
}
