import IntentKit
import RitualistCore
import RitualistStore

/// What CompleteHabit, LogHabitValue and UndoCompletion return.
public struct LogOutput: ActionOutput {
    public let receipt: LogReceipt
    public let verb: String

    public var json: JSONValue {
        let habit = receipt.habit
        return .object([
            ("habit", .object([("id", .string(habit.id.key)), ("name", .string(habit.name))])),
            ("date", .string(receipt.day.iso)),
            ("change", .string(change)),
            ("progress", .double(receipt.progress)),
            ("target", .optional(habit.dailyTarget)),
            ("completed", .bool(receipt.isDone)),
        ])
    }

    var change: String {
        switch receipt.plan {
        case .insert: return "added"
        case .replaceDay: return "set"
        case .clearDay: return "cleared"
        case .unchanged: return "unchanged"
        }
    }

    public var text: String {
        let habit = receipt.habit
        let day = receipt.day.iso
        guard habit.kind == .numeric, let target = habit.dailyTarget else {
            return "\(verb) '\(habit.name)' on \(day)."
        }
        let progress = ValueFormat.text(receipt.progress) + " of " + ValueFormat.text(target, unit: habit.unit)
        return "\(verb) '\(habit.name)' on \(day): \(progress)" + (receipt.isDone ? ", done." : ".")
    }
}

/// What PreviousDay, NextDay and Today return.
public struct NavigationOutput: ActionOutput {
    public let step: NavigationStep
    public let navigator: DayNavigator

    public var json: JSONValue {
        .object([
            ("date", .string(step.selected.iso)),
            ("changed", .bool(step.changed)),
            ("isToday", .bool(step.selected == navigator.today)),
            ("canGoBack", .bool(navigator.canGoBack(step.selected))),
            ("canGoForward", .bool(navigator.canGoForward(step.selected))),
        ])
    }

    public var text: String {
        let day = step.selected.iso + (step.selected == navigator.today ? " (today)" : "")
        if step.changed { return "Selected \(day)." }
        return "Still on \(day)" + (navigator.canGoBack(step.selected) ? "." : ", the earliest day the widget shows.")
    }
}
