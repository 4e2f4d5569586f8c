import Foundation
import RitualistCore

@testable import RitualistApp

/// Small fixed histories for the calendar renderers, with today pinned.
enum CalendarFixture {
    static func day(_ iso: String) -> Day {
        guard let day = Day(iso: iso) else { preconditionFailure("bad date in a test: \(iso)") }
        return day
    }

    static func habit(_ name: String, start: String, order: Int = 0) -> Habit {
        Habit(name: name, startDate: day(start), displayOrder: order)
    }

    /// Days from `from` through `through`, every one.
    static func days(_ from: String, _ through: String) -> [String] {
        let first = day(from)
        return (0...first.days(to: day(through))).map { first.adding(days: $0).iso }
    }

    static func history(today: String, habits: [Habit], done: [(Habit, [String])]) -> History {
        let entries = done.flatMap { habit, days in days.map { LogEntry(habitID: habit.id, day: day($0)) } }
        return History(habits: habits, entries: entries, today: day(today))
    }

    /// Three habits from 2025-10-15, today Saturday 2025-11-08: Meditate done every day from
    /// Oct 20, Read on weekdays of November, Run on Nov 5 only.
    static func threeHabits() -> (history: History, habits: [Habit]) {
        let habits = [
            habit("Meditate", start: "2025-10-15", order: 0), habit("Read", start: "2025-10-15", order: 1),
            habit("Run", start: "2025-10-15", order: 2),
        ]
        let history = self.history(
            today: "2025-11-08", habits: habits,
            done: [
                (habits[0], days("2025-10-20", "2025-11-07")),
                (habits[1], ["2025-11-03", "2025-11-04", "2025-11-05", "2025-11-06", "2025-11-07"]),
                (habits[2], ["2025-11-05"]),
            ])
        return (history, habits)
    }

    /// The terminal's width of a line: the flame emoji takes two columns, everything else one.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
    }
}
