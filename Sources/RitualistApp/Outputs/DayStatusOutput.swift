import IntentKit
import RitualistCore

/// What DayStatus returns: the widget's view of a day, and what a widget of one size shows of it.
package struct DayStatusOutput: ActionOutput {
    package let view: DayView
    package let selection: DayView.Selection?

    package var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("date", .string(view.date.iso)),
            ("isToday", .bool(view.isToday)),
            ("canGoBack", .bool(view.canGoBack)),
            ("canGoForward", .bool(view.canGoForward)),
            ("percentage", .int(view.percentage)),
            ("allCompleted", .bool(view.allCompleted)),
            ("scheduled", .int(view.habits.count)),
            ("habits", .array(view.habits.map(Self.json))),
            ("remaining", .array(view.remaining.map(Self.json))),
            ("completed", .array(view.completed.map(Self.json))),
            ("resting", .array(view.resting.map(Self.json))),
        ]
        if let selection {
            fields.append(("size", .string(selection.size.rawValue)))
            let visible: JSONValue = .object([
                ("remaining", .array(selection.visibleRemaining.map(Self.json))),
                ("completed", .array(selection.visibleCompleted.map(Self.json))),
            ])
            fields.append(("visible", visible))
            let more: JSONValue = .object([
                ("remaining", .int(selection.hiddenRemaining)), ("completed", .int(selection.hiddenCompleted)),
            ])
            fields.append(("more", more))
        }
        return .object(fields)
    }

    /// `2025-11-08: 1 of 2 done (50%); remaining: Water.`
    package var text: String {
        let done = "\(view.date.iso): \(view.completed.count) of \(view.habits.count) done (\(view.percentage)%)"
        guard !view.habits.isEmpty else {
            return "\(view.date.iso): " + (view.resting.isEmpty ? "nothing scheduled." : "a rest day.")
        }
        guard !view.allCompleted else { return done + "; all done." }
        return done + "; remaining: " + view.remaining.map(\.name).joinedText(separator: ", ") + "."
    }

    static func json(_ status: HabitDayStatus) -> JSONValue {
        .object([
            ("id", .string(status.id.text)),
            ("name", .string(status.name)),
            ("emoji", .optional(status.emoji)),
            ("kind", .string(status.kind.rawValue)),
            ("completed", .bool(status.completed)),
            ("progress", .double(status.progress)),
            ("target", .optional(status.target)),
            ("targetDirection", status.kind == .numeric ? .string(status.targetDirection.rawValue) : .null),
            ("unit", .optional(status.unit)),
        ])
    }
}

extension DayStatusOutput {
    /// What `json` holds; `size`, `visible` and `more` only when a widget size was asked for.
    package static var resultShape: ResultShape {
        let habit = ResultShape.object([
            "id": .text, "name": .text, "emoji": .text, "kind": .text, "completed": .boolean, "progress": .number,
            "target": .number, "targetDirection": .text, "unit": .text,
        ])
        return .object([
            "date": .date, "isToday": .boolean, "canGoBack": .boolean, "canGoForward": .boolean,
            "percentage": .number, "allCompleted": .boolean, "scheduled": .number, "habits": .list(habit),
            "remaining": .list(habit), "completed": .list(habit), "resting": .list(habit), "size": .text,
            "visible": .object(["remaining": .list(habit), "completed": .list(habit)]),
            "more": .object(["remaining": .number, "completed": .number]),
        ])
    }
}
