import IntentKit
import RitualistCore

/// The calendar for scripts: the window, the streak, and one object per day, oldest first.
package enum JSONCalendarRenderer {
    package static func render(_ calendar: StreakCalendar) -> JSONValue {
        let streak = calendar.streak
        return .object([
            ("months", .int(calendar.months)),
            ("habit", .optional(calendar.habitName)),
            ("from", .string(calendar.firstDay.iso)),
            ("to", .string(calendar.lastDay.iso)),
            (
                "streak",
                .object([
                    ("current", .int(streak.current)), ("longest", .int(streak.longest)),
                    ("start", .optional(streak.start?.iso)), ("atRisk", .bool(streak.atRisk)),
                    ("unit", .string(streak.unit.rawValue)),
                ])
            ),
            ("days", .array(calendar.days.map(day))),
        ])
    }

    /// A day; `percentage` and `level` are null for days with no data (future, or before the
    /// first habit), so they are never mistaken for 0 %.
    package static func day(_ cell: HeatmapCell) -> JSONValue {
        .object([
            ("date", .string(cell.day.iso)),
            ("percentage", cell.state == .recorded ? .int(cell.percentage) : .null),
            ("level", .optional(cell.level)),
            ("scheduled", .int(cell.scheduled)),
            ("completed", .array(cell.completedHabitNames.map(JSONValue.string))),
            ("description", .string(cell.description)),
        ])
    }
}
