import Foundation

@testable import RitualistCore

/// Days of the conformance week: 2025-11-03 is a Monday.
enum Nov {
    static func day(_ dayOfMonth: Int) -> Day { Day(year: 2025, month: 11, day: dayOfMonth)! }
}

func day(_ iso: String) -> Day { Day(iso: iso)! }

func habit(
    _ name: String = "Read", kind: HabitKind = .binary, target: Double? = nil, unit: String? = nil,
    direction: TargetDirection = .atLeast, schedule: Schedule = .daily, start: Day = day("2025-01-01"),
    end: Day? = nil, isActive: Bool = true, order: Int = 0
) -> Habit {
    Habit(
        name: name, kind: kind, unit: unit, dailyTarget: target, targetDirection: direction, schedule: schedule,
        startDate: start, endDate: end, isActive: isActive, displayOrder: order)
}

func log(_ habit: Habit, _ day: Day, _ value: Double = 1) -> HabitLog {
    HabitLog(habitID: habit.id, day: day, value: value)
}
