import Foundation
import IntentKitTesting
import Testing

@testable import RitualistCore

/// Randomized histories: the dense `History` must agree with `ReferenceHistory` on every day
/// record and every streak.
@Suite struct HistoryPropertyTests {
    static let today = Day(iso: "2024-03-06")!  // a leap year, so Feb 29 is in range

    static func randomHistory(seed: UInt64) -> ReferenceHistory {
        var random = SeededGenerator(state: seed)
        let habitCount = Int.random(in: 1...5, using: &random)
        let habits = (0..<habitCount).map { position in randomHabit(position, &random) }
        var logs: [HabitLog] = []
        for habit in habits {
            for offset in -70...3 where Int.random(in: 0..<10, using: &random) < 6 {
                let day = today.adding(days: offset)
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let value =
                        habit.kind == .binary
                        ? Double(Int.random(in: 0...3, using: &random) > 0 ? 1 : 0)
                        : Double(Int.random(in: 0...6, using: &random))
                    logs.append(HabitLog(habitID: habit.id, day: day, value: value))
                }
            }
        }
        logs.append(HabitLog(habitID: UUID(), day: today, value: 1))
        logs.shuffle(using: &random)
        let rests = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            RestDay(
                habitID: Bool.random(using: &random) ? nil : habits.randomElement(using: &random)!.id,
                day: today.adding(days: Int.random(in: -70...6, using: &random)))
        }
        let thresholds: [StreakThreshold] = [.any, .half, .all, .percent(Int.random(in: 1...100, using: &random))]
        return ReferenceHistory(
            habits: habits, logs: logs, rests: rests, today: today,
            firstWeekday: Bool.random(using: &random) ? .monday : Weekday.allCases.randomElement(using: &random)!,
            threshold: thresholds.randomElement(using: &random)!)
    }

    static func randomHabit(_ position: Int, _ random: inout SeededGenerator) -> Habit {
        let kind: HabitKind = Bool.random(using: &random) ? .binary : .numeric
        let schedules: [Schedule] = [
            .daily,
            .daysOfWeek(WeekdaySet(Weekday.allCases.filter { _ in Bool.random(using: &random) }).union([.friday])),
            .timesPerWeek(Int.random(in: 1...7, using: &random)),
            .timesPerMonth(Int.random(in: 1...12, using: &random)),
            .timesInDays(1, days: Int.random(in: 2...9, using: &random)),
            .timesInDays(Int.random(in: 1...3, using: &random), days: Int.random(in: 4...10, using: &random)),
        ]
        let start = today.adding(days: Int.random(in: -60...2, using: &random))
        let end =
            Int.random(in: 0..<4, using: &random) == 0
            ? start.adding(days: Int.random(in: 0...60, using: &random)) : nil
        return Habit(
            name: "H\(position)", kind: kind,
            dailyTarget: kind == .numeric ? Double(Int.random(in: 1...8, using: &random)) : nil,
            targetDirection: kind == .numeric && Bool.random(using: &random) ? .atMost : .atLeast,
            schedule: schedules.randomElement(using: &random)!, startDate: start, endDate: end,
            isActive: Int.random(in: 0..<6, using: &random) > 0, displayOrder: Int.random(in: 0...3, using: &random))
    }

    static func dense(_ reference: ReferenceHistory) -> History {
        History(
            habits: reference.habits, logs: reference.logs, restDays: reference.rests, today: reference.today,
            firstWeekday: reference.firstWeekday, threshold: reference.threshold)
    }

    @Test(arguments: 0..<60)
    func dayRecordsMatchTheWidgetView(seed: Int) {
        let reference = Self.randomHistory(seed: UInt64(seed))
        let history = Self.dense(reference)
        for day in history.firstDay...Self.today {
            #expect(history.record(on: day) == reference.record(on: day), "seed \(seed), \(day)")
        }
    }

    @Test(arguments: 0..<150)
    func habitStreaksMatchTheReference(seed: Int) {
        let reference = Self.randomHistory(seed: UInt64(seed))
        let history = Self.dense(reference)
        for habit in reference.habits {
            #expect(history.streak(for: habit.id) == reference.streak(of: habit), "seed \(seed), \(habit.schedule)")
        }
    }

    @Test(arguments: 0..<60)
    func overallStreakMatchesTheReference(seed: Int) {
        let reference = Self.randomHistory(seed: UInt64(seed))
        #expect(Self.dense(reference).overallStreak() == reference.overallStreak(), "seed \(seed)")
    }

    @Test func theGeneratorRepeatsFromItsSeed() {
        var first = SeededGenerator(state: 7)
        var second = SeededGenerator(state: 7)
        #expect((0..<5).map { _ in first.next() } == (0..<5).map { _ in second.next() })
    }
}
