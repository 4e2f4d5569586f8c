import RitualistCore

/// How a streak reads, in one place for `streak`, `calendar` and every format they draw.
enum StreakWords {
    /// What a count of zero reads as.
    package static let none = "No streak yet"

    /// `🔥 42 days`, `🔥 3 weeks`, or `No streak yet`.
    static func counter(_ value: Int, unit: HabitStreak.Unit) -> String {
        value > 0 ? "🔥 " + unit.count(value) : none
    }

    /// Why a streak still stands although the current day (or week, month, period) is not done.
    package static func atRisk(unit: HabitStreak.Unit) -> String {
        switch unit {
        case .days: "at risk: nothing done today yet"
        case .weeks: "at risk: this week is not done yet"
        case .months: "at risk: this month is not done yet"
        case .periods: "at risk: this period is not done yet"
        }
    }

    /// `Longest streak: 67 days (from 2025-01-03)`.
    package static func longest(_ value: Int, unit: HabitStreak.Unit, start: Day?) -> String {
        "Longest streak: " + unit.count(value) + (value > 0 ? start.map { " (from \($0.iso))" } ?? "" : "")
    }
}
