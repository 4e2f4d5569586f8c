import Primitives

/// Why a rest day was refused.
public enum RestDayError: Error, Equatable, Sendable, TemplatedMessage {
    /// The habits named are done on `day`, and a completion wins over a rest day (see `RestDayRule`).
    case completedDay(names: [String], day: Day, allHabits: Bool)

    /// The stable case name for journals and JSON outcomes.
    public var caseName: String { "restDayOnCompletedDay" }

    /// The message's template and values: what was refused and why. What to type instead is the front end's to
    /// say, in its own words.
    public var filledTemplate: FilledTemplate {
        switch self {
        case .completedDay(let names, let day, let allHabits):
            let quoted = names.map { "'\($0)'" }
            guard allHabits else { return Words.habitDone.filled(["habit": quoted[0], "day": day.iso]) }
            if quoted.count == 1 { return Words.oneOfAllDone.filled(["habit": quoted[0], "day": day.iso]) }
            return Words.severalOfAllDone.filled(["habits": quoted.joinedText(separator: ", "), "day": day.iso])
        }
    }
}

extension RestDayError {
    /// The words of a refused rest day, written once.
    enum Words {
        static let habitDone: MessageTemplate =
            "Cannot rest {habit} on {day}: it is done that day, and a completion wins over a rest day."
        static let oneOfAllDone: MessageTemplate =
            "Cannot rest every habit on {day}: {habit} is done that day, and a completion wins over a rest day."
        static let severalOfAllDone: MessageTemplate =
            "Cannot rest every habit on {day}: {habits} are done that day, and a completion wins over a rest day."
    }

    /// The case name a refused rest day has, with the templates of its messages; the plugin that binds the domain
    /// lists it as a failure case.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        ("restDayOnCompletedDay", [Words.habitDone, Words.oneOfAllDone, Words.severalOfAllDone])
    ]
}

extension RestDayError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}
