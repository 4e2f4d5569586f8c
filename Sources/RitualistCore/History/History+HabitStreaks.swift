#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension History {
    /// The streaks of one habit, nil for an unknown id.
    public func streak(for habitID: UUID) -> HabitStreak? {
        index[habitID].map(streak(ofHabitAt:))
    }

    /// The streaks of every habit, in display order.
    public func allStreaks() -> [(habit: Habit, streak: HabitStreak)] {
        habits.indices.map { (habits[$0], streak(ofHabitAt: $0)) }
    }

    func streak(ofHabitAt position: Int) -> HabitStreak {
        let habit = habits[position]
        let first = max(0, firstDay.days(to: habit.startDate))
        guard first < dayCount else {
            return HabitStreak(current: 0, longest: 0, start: nil, atRisk: false, unit: unit(of: habit))
        }
        if let target = habit.schedule.timesPerWeek {
            return weeklyStreak(ofHabitAt: position, target: target, first: first)
        }
        return dailyStreak(ofHabitAt: position, first: first)
    }

    private func unit(of habit: Habit) -> HabitStreak.Unit {
        habit.schedule.timesPerWeek == nil ? .days : .weeks
    }

    // Each due day, not resting, adds one when done and breaks the run when missed.
    private func dailyStreak(ofHabitAt position: Int, first: Int) -> HabitStreak {
        let base = position * dayCount
        func state(_ offset: Int) -> DayState {
            let bits = flags[base + offset]
            if bits & Flag.due == 0 || bits & Flag.rest != 0 { return .neutral }
            return bits & Flag.done != 0 ? .done : .missed
        }
        var tracker = RunTracker()
        for offset in first..<dayCount {
            switch state(offset) {
            case .done: tracker.count(at: offset)
            case .missed: tracker.breakRun()
            case .neutral: break
            }
        }
        var offset = dayCount - 1
        let atRisk = state(offset) == .missed
        if atRisk { offset -= 1 }
        var current = 0
        var start: Int?
        while offset >= first, state(offset) != .missed {
            if state(offset) == .done {
                current += 1
                start = offset
            }
            offset -= 1
        }
        return HabitStreak(
            current: current, longest: tracker.longest, start: start.map(firstDay.adding(days:)),
            atRisk: atRisk && current > 0, unit: .days)
    }

    enum DayState { case done, missed, neutral }
}
