#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one pass from logs to flag bytes, kept apart from `History` so the arrays are mutated
/// in place before they become immutable.
struct HistoryBuilder {
    let habits: [Habit]
    let index: [UUID: Int]
    let firstDay: Day
    let dayCount: Int
    var progress: [Double]
    var flags: [UInt8]
    var scheduledCounts: [UInt16]
    var doneCounts: [UInt16]

    init(habits: [Habit], index: [UUID: Int], firstDay: Day, dayCount: Int) {
        self.habits = habits
        self.index = index
        self.firstDay = firstDay
        self.dayCount = dayCount
        self.progress = [Double](repeating: 0, count: habits.count * dayCount)
        self.flags = [UInt8](repeating: 0, count: habits.count * dayCount)
        self.scheduledCounts = [UInt16](repeating: 0, count: dayCount)
        self.doneCounts = [UInt16](repeating: 0, count: dayCount)
    }

    mutating func accumulate(_ logs: [HabitLog]) {
        // Stores list logs habit by habit, so remembering the last habit skips most hashing.
        var lastID: UUID?
        var lastHabit = -1
        for log in logs {
            if log.habitID != lastID {
                lastID = log.habitID
                lastHabit = index[log.habitID] ?? -1
            }
            let offset = firstDay.days(to: log.day)
            guard lastHabit >= 0, offset >= 0, offset < dayCount else { continue }
            let cell = lastHabit * dayCount + offset
            flags[cell] |= History.Flag.logged
            // Binary progress is whether some log is > 0; numeric progress is the sum.
            if habits[lastHabit].kind == .binary {
                progress[cell] = max(progress[cell], log.value > 0 ? 1 : 0)
            } else {
                progress[cell] += log.value
            }
        }
    }

    mutating func markRests(_ restDays: [RestDay]) {
        for rest in restDays {
            let offset = firstDay.days(to: rest.day)
            guard offset >= 0, offset < dayCount else { continue }
            if let id = rest.habitID {
                if let habit = index[id] { flags[habit * dayCount + offset] |= History.Flag.rest }
            } else {
                for habit in habits.indices { flags[habit * dayCount + offset] |= History.Flag.rest }
            }
        }
    }

    mutating func classifyDays(firstWeekday: Weekday) {
        for position in habits.indices {
            classifyDays(of: position, firstWeekday: firstWeekday)
        }
    }

    private mutating func classifyDays(of position: Int, firstWeekday: Weekday) {
        let habit = habits[position]
        let first = max(0, firstDay.days(to: habit.startDate))
        let last = min(dayCount - 1, habit.endDate.map { firstDay.days(to: $0) } ?? dayCount - 1)
        guard first <= last else { return }
        let allowed = (1...7).map { habit.schedule.allows(Weekday(rawValue: $0)!) }
        let weeklyTarget = habit.schedule.timesPerWeek ?? Int.max
        var weekday = firstDay.adding(days: first).weekday
        var doneEarlierThisWeek = 0
        let base = position * dayCount
        for offset in first...last {
            if weekday == firstWeekday { doneEarlierThisWeek = 0 }
            let cell = base + offset
            var bits = flags[cell]
            let done = habit.isDone(progress: progress[cell])
            if done { bits |= History.Flag.done }
            if allowed[weekday.rawValue - 1] {
                bits |= History.Flag.due
                let excused = doneEarlierThisWeek >= weeklyTarget && bits & History.Flag.logged == 0
                if habit.isActive, bits & History.Flag.rest == 0, !excused {
                    bits |= History.Flag.counted
                    scheduledCounts[offset] += 1
                    if done { doneCounts[offset] += 1 }
                }
            }
            if done { doneEarlierThisWeek += 1 }
            flags[cell] = bits
            weekday = weekday.advanced(by: 1)
        }
    }
}
