import RitualistCore

/// How a streak reads, in one place for `streak`, `calendar` and every format they draw.
enum StreakWords {
    /// What a count of zero reads as.
    package static let none = "No streak yet"

    /// `🔥 42 days`, `🔥 3 weeks`, or `No streak yet`.
    static func counter(_ value: Int, unit: HabitStreak.Unit) -> String {
        value > 0 ? "🔥 " + unit.count(value) : none
    }

    /// Why a streak still stands although the current day (or week, month, period) is not done; `soFar` is what
    /// today holds already (`4 of 8 glasses so far`), when it holds something.
    package static func atRisk(unit: HabitStreak.Unit, soFar: String? = nil) -> String {
        switch unit {
        case .days: "at risk: " + (soFar ?? "nothing done today yet")
        case .weeks: "at risk: this week is not done yet"
        case .months: "at risk: this month is not done yet"
        case .periods: "at risk: this period is not done yet"
        }
    }

    /// What today holds although it is not done: a numeric habit's amount (`4 of 8 glasses so far`, `3 of at most
    /// 2 cups so far`), or for every habit (`habit` nil) the habits done (`1 of 3 done so far`); nil when nothing.
    package static func soFar(in history: History, habit: Habit? = nil) -> String? {
        let today = history.today
        guard let habit else {
            guard let record = history.record(on: today), record.completed > 0 else { return nil }
            return "\(record.completed) of \(record.scheduled) done so far"
        }
        guard let amount = history.amount(of: habit.id, on: today), amount > 0, let target = habit.dailyTarget
        else { return nil }
        let of = habit.targetDirection == .atMost ? " of at most " : " of "
        return ValueFormat.text(amount) + of + ValueFormat.text(target, unit: habit.unit) + " so far"
    }

    /// `Longest streak: 67 days (from 2025-01-03)`.
    package static func longest(_ value: Int, unit: HabitStreak.Unit, start: Day?) -> String {
        "Longest streak: " + unit.count(value) + (value > 0 ? start.map { " (from \($0.iso))" } ?? "" : "")
    }
}
