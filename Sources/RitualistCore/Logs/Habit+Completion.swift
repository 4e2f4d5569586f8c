extension Habit {
    /// The day's progress from the logs of one day: the sum of the values for a numeric habit,
    /// 1 or 0 for a binary one.
    ///
    /// Pass only this habit's logs of that day.
    public func progress(withLogsOf day: [some DayValueLog]) -> Double {
        switch kind {
        case .binary: day.contains { $0.value > 0 } ? 1 : 0
        case .numeric: day.reduce(0) { $0 + $1.value }
        }
    }

    /// Whether the habit is done on a day, given only its logs of that day.
    ///
    /// Binary: some log > 0. Numeric at least: the **sum** reaches dailyTarget (or is > 0 without one).
    /// Numeric at most: the day has a log (a logged 0 counts) and the sum stays at or under dailyTarget.
    /// Whether the day was scheduled does not matter: a log on a free day still counts.
    public func isDone(withLogsOf day: [some DayValueLog]) -> Bool {
        isDone(progress: progress(withLogsOf: day), logged: !day.isEmpty)
    }

    /// Whether a day with this progress (see `progress(withLogsOf:)`) is done; `logged` says whether the day has
    /// any log, which an at-most target needs: a day with no entry is not known to have stayed under.
    public func isDone(progress: Double, logged: Bool) -> Bool {
        if let limit = doneLimit { return logged && progress <= limit }
        return progress >= doneThreshold
    }

    /// The smallest progress that makes a day done, so hot loops compare one number.
    var doneThreshold: Double {
        guard kind == .numeric, let target = dailyTarget else { return .leastNonzeroMagnitude }
        // Sums of decimal amounts (0.1 + 0.2) land a hair under the target they were meant to meet.
        return max(.leastNonzeroMagnitude, target - Habit.tolerance(for: target))
    }

    /// The largest progress a logged day of an at-most habit may have and be done; nil for every other habit.
    var doneLimit: Double? {
        guard kind == .numeric, targetDirection == .atMost, let target = dailyTarget else { return nil }
        return target + Habit.tolerance(for: target)
    }

    /// How many times its daily target a numeric habit's day may total: the sanity bound that catches a mistyped
    /// amount (15000 steps typed 150000), far above any day a person means; a day past its target is still done.
    package static let sanityFactor = 100.0

    /// The largest total a numeric habit's day may reach, its sanity bound: `sanityFactor` × the daily target;
    /// without a usable target, twice the largest target allowed, so sums always stay finite.
    package var maximumDailyValue: Double? {
        guard kind == .numeric else { return nil }
        guard let target = dailyTarget, target > 0, target <= HabitDraft.maximumTarget else {
            return 2 * HabitDraft.maximumTarget
        }
        return Habit.sanityFactor * target
    }

    static func tolerance(for value: Double) -> Double {
        1e-9 * max(1, abs(value))
    }
}
