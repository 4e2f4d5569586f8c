import IntentKit
import RitualistCore

/// What CompleteHabit, LogHabitValue and UndoCompletion return.
package struct LogOutput: ActionOutput {
    package let receipt: LogReceipt
    package let verb: String
    /// Whether the log completed a day that was a rest day for the habit, which it no longer is.
    package var endedRestDay = false

    package var json: JSONValue {
        let habit = receipt.habit
        var fields: [(String, JSONValue)] = [
            ("habit", .object([("id", .string(habit.id.text)), ("name", .string(habit.name))])),
            ("date", .string(receipt.day.iso)),
            ("change", .string(change)),
            ("progress", .double(receipt.progress)),
            ("target", .optional(habit.dailyTarget)),
            ("targetDirection", habit.kind == .numeric ? .string(habit.targetDirection.rawValue) : .null),
            ("completed", .bool(receipt.isDone)),
        ]
        if endedRestDay { fields.append(("restDayEnded", .bool(true))) }
        return .object(fields)
    }

    var change: String {
        switch receipt.plan {
        case .insert: return "added"
        case .replaceDay: return "set"
        case .clearDay: return "cleared"
        case .unchanged: return "unchanged"
        }
    }

    package var text: String {
        let ended = endedRestDay ? " \(receipt.day.iso) is no longer a rest day for '\(receipt.habit.name)'." : ""
        return logText + ended
    }

    private var logText: String {
        let habit = receipt.habit
        let day = receipt.day.iso
        guard habit.kind == .numeric, let target = habit.dailyTarget else {
            return "\(verb) '\(habit.name)' on \(day)."
        }
        let limit = habit.targetDirection == .atMost ? " of at most " : " of "
        let progress = ValueFormat.text(receipt.progress) + limit + ValueFormat.text(target, unit: habit.unit)
        // A day past its at-least target is more than 100 % of the habit, and still one done habit of the day.
        let percent = Int((receipt.progress / target * 100).rounded(.down))
        let beyond =
            receipt.isDone && habit.targetDirection == .atLeast && percent > 100 ? " (\(percent)% of the target)" : ""
        return "\(verb) '\(habit.name)' on \(day): \(progress)" + (receipt.isDone ? ", done\(beyond)." : ".")
    }
}

extension LogOutput {
    /// What `json` holds; `restDayEnded` only when the log ended a rest day.
    package static var resultShape: ResultShape {
        .object([
            "habit": Habit.referenceShape, "date": .date, "change": .text, "progress": .number, "target": .number,
            "targetDirection": .text, "completed": .boolean, "restDayEnded": .boolean,
        ])
    }
}
