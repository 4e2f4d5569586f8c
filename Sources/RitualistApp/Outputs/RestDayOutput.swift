import IntentKit
import Primitives
import RitualistCore

/// What SkipDay and UnskipDay report.
package struct RestDayOutput: ActionOutput {
    package let habit: Habit?
    package let day: Day
    /// False when the day already was (or, for an undo, was not) a rest day.
    package let changed: Bool
    package let undo: Bool
    /// For a rest day of every habit on a day some are done: the active habits that rest, each with its own.
    package let rested: [Habit]
    /// For a rest day of every habit: the active habits done that day, which a completion keeps done.
    package let stayDone: [Habit]

    package init(habit: Habit?, day: Day, changed: Bool, undo: Bool, rested: [Habit] = [], stayDone: [Habit] = []) {
        self.habit = habit
        self.day = day
        self.changed = changed
        self.undo = undo
        self.rested = rested
        self.stayDone = stayDone
    }

    package var json: JSONValue {
        let named = { (habits: [Habit]) in
            JSONValue.array(habits.map { .object([("id", .string($0.id.text)), ("name", .string($0.name))]) })
        }
        var members: [(String, JSONValue)] = [
            ("date", .string(day.iso)),
            ("habit", habit.map { .object([("id", .string($0.id.text)), ("name", .string($0.name))]) } ?? .null),
            ("rest", .bool(!undo)),
            ("changed", .bool(changed)),
        ]
        if !stayDone.isEmpty { members += [("rested", named(rested)), ("stayDone", named(stayDone))] }
        return .object(members)
    }

    package var text: String {
        if !stayDone.isEmpty { return someStayDone }
        let whom = habit.map { "'\($0.name)'" } ?? "all habits"
        switch (undo, changed) {
        case (false, true): return "\(day.iso) is a rest day for \(whom)."
        case (false, false): return "\(day.iso) already was a rest day for \(whom)."
        case (true, true): return "\(day.iso) is no longer a rest day for \(whom)."
        case (true, false): return "\(day.iso) was not a rest day for \(whom)."
        }
    }

    /// A rest day of every habit on a day some are done: which rest, and which stay done.
    private var someStayDone: String {
        let done = Plural.list(stayDone.map { "'\($0.name)'" })
        let rule = "(a completion wins over a rest day)"
        guard !rested.isEmpty else { return "Every habit is done on \(day.iso): nothing to rest \(rule)." }
        let verb = stayDone.count == 1 ? "stays" : "stay"
        let rest = changed ? "is a rest day" : "already was a rest day"
        return "\(day.iso) \(rest) for \(Plural.list(rested.map { "'\($0.name)'" })); \(done) \(verb) done \(rule)."
    }
}

extension RestDayOutput {
    /// What `json` holds; `rested` and `stayDone` only for a rest day of every habit on a day some are done.
    package static var resultShape: ResultShape {
        .object([
            "date": .date, "habit": Habit.referenceShape, "rest": .boolean, "changed": .boolean,
            "rested": .list(Habit.referenceShape), "stayDone": .list(Habit.referenceShape),
        ])
    }
}
