import Foundation
import RitualistCore
import RitualistStore

/// What a person sees of a home: its habits (`habit list`), each day's logs as the rules count them, its rest days,
/// and what is derived from them (streaks, the overall streak, the calendar). Two homes that converged are equal.
struct HomeSnapshot: Equatable, CustomStringConvertible {
    var habits: [Habit]
    /// Binary habits: the done days; numeric habits: each log's day and value, in order.
    var logs: [String]
    var restDays: [RestDay]
    var streaks: [HabitStreak?]
    var overall: OverallStreak
    var calendar: HeatmapGrid

    init(_ home: SyncHome, today: Day) throws {
        habits = try home.store.habits().sorted { $0.id.text < $1.id.text }
        let all = try home.store.logs(habitID: nil, from: Day(ordinal: 0), through: today.adding(days: 365))
        logs = habits.flatMap { habit in
            let own = all.filter { $0.habitID == habit.id }
            switch habit.kind {
            case .binary:
                return Set(own.filter { $0.value > 0 }.map(\.day)).sorted().map { "\(habit.name) \($0.iso) done" }
            case .numeric:
                return own.map { "\(habit.name) \($0.day.iso) \($0.value)" }.sorted()
            }
        }
        restDays = try home.store.restDays()
        let history = History(habits: habits, logs: all, restDays: restDays, today: today)
        streaks = habits.map { history.streak(for: $0.id) }
        overall = history.overallStreak()
        calendar = history.heatmap()
    }

    var description: String {
        "habits: \(habits.map { "\($0.name) \($0.isActive) \($0.dailyTarget ?? 0) \($0.unit ?? "-")" })\n"
            + "logs: \(logs)\nrest days: \(restDays.map { "\($0.habitID?.text.prefix(4) ?? "all") \($0.day.iso)" })"
    }
}
