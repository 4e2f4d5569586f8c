import IntentKit
import RitualistCore

/// What SkipDay and UnskipDay report.
public struct RestDayOutput: ActionOutput {
    public let habit: Habit?
    public let day: Day
    /// False when the day already was (or, for an undo, was not) a rest day.
    public let changed: Bool
    public let undo: Bool

    public var json: JSONValue {
        .object([
            ("date", .string(day.iso)),
            ("habit", habit.map { .object([("id", .string($0.id.text)), ("name", .string($0.name))]) } ?? .null),
            ("rest", .bool(!undo)),
            ("changed", .bool(changed)),
        ])
    }

    public var text: String {
        let whom = habit.map { "'\($0.name)'" } ?? "all habits"
        switch (undo, changed) {
        case (false, true): return "\(day.iso) is a rest day for \(whom)."
        case (false, false): return "\(day.iso) already was a rest day for \(whom)."
        case (true, true): return "\(day.iso) is no longer a rest day for \(whom)."
        case (true, false): return "\(day.iso) was not a rest day for \(whom)."
        }
    }
}
