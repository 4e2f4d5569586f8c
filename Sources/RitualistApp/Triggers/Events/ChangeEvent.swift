import IntentKit

/// One event a committed change fired: what happened, to which habit, on which day, with which value, and where
/// the change was made (`local`; `sync` for changes another machine made).
package struct ChangeEvent: Sendable, Equatable {
    package let kind: RitualistEvent
    package let habitID: String?
    package let habitName: String?
    package let day: String?
    package let value: Double?
    package let source: String
    /// How deep in a chain of automations the run that made the change was, when another machine made it (the
    /// entry carries it); nil for a change of this run, whose depth is the environment's.
    package let depth: Int?

    package init(
        kind: RitualistEvent, habitID: String? = nil, habitName: String? = nil, day: String? = nil,
        value: Double? = nil, source: String = "local", depth: Int? = nil
    ) {
        self.kind = kind
        self.habitID = habitID
        self.habitName = habitName
        self.day = day
        self.value = value
        self.source = source
        self.depth = depth
    }

    /// How the journal names the trigger this event fired: `event: completed Meditate`.
    package var label: String { "event: \(kind.rawValue)" + (habitName.map { " " + $0 } ?? "") }

    /// Whether a trigger following `name`, narrowed to `subject` (a habit's name or id, any case) when given, fires.
    package func fires(_ name: String, subject: String?) -> Bool {
        guard name == kind.rawValue else { return false }
        guard let subject = subject?.lowercased() else { return true }
        return habitName?.lowercased() == subject || habitID?.lowercased() == subject
    }

    /// `{"kind", "habit": {"id", "name"} | null, "day", "value", "source"}`.
    package var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("habit", habitID.map { .object([("id", .string($0)), ("name", .optional(habitName))]) } ?? .null),
            ("day", .optional(day)), ("value", value.map { .double($0) } ?? .null), ("source", .string(source)),
        ])
    }
}
