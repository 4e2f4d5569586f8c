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
        let counted = habit.schedule.periodTarget
        guard first < dayCount else {
            return HabitStreak(
                current: 0, longest: 0, start: nil, atRisk: false, unit: counted.map { .init($0.period) } ?? .days)
        }
        if let (target, period) = counted {
            return periodStreak(ofHabitAt: position, target: target, period: period, first: first)
        }
        return dailyStreak(ofHabitAt: position, first: first)
    }

    // Walks back from today: each due day, not resting, adds one when done and stops the walk
    // when missed; today missed is skipped (at risk). The longest run was found while building.
    private func dailyStreak(ofHabitAt position: Int, first: Int) -> HabitStreak {
        let base = position * dayCount
        var offset = dayCount - 1
        var current = 0
        var start: Int?
        var atRisk = false
        var longestStart: Int?
        let longest = longestRuns[position]
        flags.withUnsafeBufferPointer { flags in
            func state(_ offset: Int) -> DayState {
                let bits = flags[base + offset]
                if bits & Flag.due == 0 || bits & Flag.rest != 0 { return .neutral }
                return bits & Flag.done != 0 ? .done : .missed
            }
            // The builder counted the longest run without placing it: find the first run that long.
            var tracker = RunTracker()
            for day in first..<dayCount where longest > 0 && tracker.longest < longest {
                switch state(day) {
                case .done: tracker.count(at: day)
                case .missed: tracker.breakRun()
                case .neutral: break
                }
            }
            longestStart = tracker.longestStart
            atRisk = state(offset) == .missed
            if atRisk { offset -= 1 }
            while offset >= first, state(offset) != .missed {
                if state(offset) == .done {
                    current += 1
                    start = offset
                }
                offset -= 1
            }
        }
        return HabitStreak(
            current: current, longest: longest, start: start.map(firstDay.adding(days:)),
            atRisk: atRisk && current > 0, unit: .days, longestStart: longestStart.map(firstDay.adding(days:)))
    }

    enum DayState { case done, missed, neutral }
}
