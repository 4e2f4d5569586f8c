import IntentKit
import Primitives
import RitualistCore

/// What SkipDay and UnskipDay report.
public struct RestDayOutput: ActionOutput {
    public let habit: Habit?
    public let day: Day
    /// False when the day already was (or, for an undo, was not) a rest day.
    public let changed: Bool
    public let undo: Bool
    /// For a rest day of every habit on a day some are done: the active habits that rest, each with its own.
    public let rested: [Habit]
    /// For a rest day of every habit: the active habits done that day, which a completion keeps done.
    public let stayDone: [Habit]

    public init(habit: Habit?, day: Day, changed: Bool, undo: Bool, rested: [Habit] = [], stayDone: [Habit] = []) {
        self.habit = habit
        self.day = day
        self.changed = changed
        self.undo = undo
        self.rested = rested
        self.stayDone = stayDone
    }

    public var json: JSONValue {
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

    public var text: String {
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
    public static var resultShape: ResultShape {
        .object([
            "date": .date, "habit": Habit.referenceShape, "rest": .boolean, "changed": .boolean,
            "rested": .list(Habit.referenceShape), "stayDone": .list(Habit.referenceShape),
        ])
    }
}
