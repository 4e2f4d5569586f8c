import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore

/// A home of five habits of every kind over three years of seeded logs and rest days, written straight into its
/// store in one transaction, with what was written kept to fold by hand.
struct StatsHome {
    let ritual: Ritual
    let habits: [Habit]
    /// Per habit id, the day's amount (1 for a binary habit done).
    let values: [UUID: [Day: Double]]
    let rests: Set<Day>
    let today = Day(iso: "2025-11-08")!

    init() throws {
        let ritual = Ritual()
        let drafts = [
            HabitDraft(name: "Meditate", startDate: Day(iso: "2022-10-03")!),
            HabitDraft(
                name: "Stretch", schedule: .daysOfWeek([.monday, .wednesday, .friday]),
                startDate: Day(iso: "2023-01-10")!),
            HabitDraft(name: "Run", schedule: .timesPerWeek(3), startDate: Day(iso: "2022-12-07")!),
            HabitDraft(
                name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: Day(iso: "2022-10-03")!),
            HabitDraft(
                name: "Pages", kind: .numeric, unit: "pages", dailyTarget: 20,
                schedule: .daysOfWeek([.tuesday, .thursday]),
                startDate: Day(iso: "2023-03-01")!),
        ]
        var random = SeededGenerator(state: 27)
        let today = self.today
        let rests = Set((0..<40).map { _ in today.adding(days: -Int.random(in: 0...1100, using: &random)) })
        var values: [UUID: [Day: Double]] = [:]
        let store = try RitualistRuntime(environment: ritual.environment).openStore()
        let habits = try store.grouped { store in
            try drafts.map { draft in
                let habit = try store.addHabit(draft, createdAt: .init(timeIntervalSince1970: 0))
                for day in habit.startDate...today where habit.isScheduled(on: day) && !rests.contains(day) {
                    guard Int.random(in: 0..<100, using: &random) < 80 else { continue }
                    let target = habit.dailyTarget ?? 1
                    let value =
                        habit.kind == .numeric ? Double(Int.random(in: 1...Int(target * 1.5), using: &random)) : 1
                    _ = try store.log(
                        habitID: habit.id, day: day, action: habit.kind == .numeric ? .set(value) : .complete,
                        today: today, at: .init(timeIntervalSince1970: 0), timeZone: "America/New_York")
                    values[habit.id, default: [:]][day] = value
                }
                return habit
            }
        }
        for rest in rests { _ = try store.addRestDay(RestDay(day: rest)) }
        self.ritual = ritual
        self.habits = habits
        self.values = values
        self.rests = rests
    }
}
